// Inputs of shift/cancel, shift/mark_no_show and shift/mark_arrived; the cancel dialog sends the same shape.
import { z } from "zod";
import { CANCEL_MSG, EMPLOYER_CANCEL_REASONS, WORKER_CANCEL_REASONS } from "@/lib/cancellations/messages";

const shiftId = z.string({ error: CANCEL_MSG.NotFound }).trim().min(1, CANCEL_MSG.NotFound).max(64, CANCEL_MSG.NotFound);
const REASONS = [...new Set<string>([...WORKER_CANCEL_REASONS, ...EMPLOYER_CANCEL_REASONS])] as [string, ...string[]];

export const cancelShiftSchema = z.object({
  shiftId,
  reason: z.enum(REASONS, { error: CANCEL_MSG.InvalidReason }),
  /** the Idempotency-Key as a body field (the call may pay the worker) */
  idempotencyKey: z.string().optional(),
});
export type CancelShiftInput = z.infer<typeof cancelShiftSchema>;

export const shiftIdSchema = z.object({ shiftId });
