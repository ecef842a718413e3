// Inputs of the backfill calls.
import { z } from "zod";
import { BACKFILL_MSG } from "@/lib/booking/backfill-text";

const idField = z.string({ error: BACKFILL_MSG.NotFound }).trim().min(1, BACKFILL_MSG.NotFound).max(64, BACKFILL_MSG.NotFound);

export const backfillIdSchema = z.object({ backfillId: idField });

/** backfill/get: a job's latest search, or one search by its id */
export const backfillGetSchema = z
  .object({ jobId: idField.optional(), backfillId: idField.optional() })
  .refine((v) => Boolean(v.jobId || v.backfillId), { message: BACKFILL_MSG.NeedOne });
