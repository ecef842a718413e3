// Inputs of the shift/* calls.
import { z } from "zod";
import { SHIFT_MSG } from "@/lib/shifts/messages";

const idField = z.string({ error: SHIFT_MSG.NotFound }).trim().min(1, SHIFT_MSG.NotFound).max(64, SHIFT_MSG.NotFound);

/** shift/confirm, shift/keep_unconfirmed, shift/on_my_way: one shift. */
export const shiftIdSchema = z.object({ shiftId: idField });

/** shift/list: the caller's upcoming shifts, optionally of one job or one booking request only. */
export const shiftListSchema = z.object({ jobId: idField.optional(), bookingId: idField.optional() });

export type ShiftListInput = z.infer<typeof shiftListSchema>;
