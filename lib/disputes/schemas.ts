// Inputs of the dispute calls (timesheet/dispute, contract/dispute_delivery, dispute/*, admin/resolve_dispute).
// Client-safe (the screens send the same payloads).
import { z } from "zod";
import { DISPUTE_MSG } from "@/lib/disputes/messages";
import { NOTE_MAX, NOTE_MIN, REASON_MIN } from "@/lib/disputes/states";

const idOf = (msg: string) => z.string({ error: msg }).trim().min(1, msg).max(64, msg);
const note = z
  .string({ error: DISPUTE_MSG.NoteTooShort })
  .trim()
  .min(NOTE_MIN, DISPUTE_MSG.NoteTooShort)
  .max(NOTE_MAX, DISPUTE_MSG.NoteTooLong);
const cents = (msg: string) => z.coerce.number({ error: msg }).int(msg).min(0, msg).max(2_000_000_000, msg);

export const disputeTimesheetSchema = z.object({ id: idOf(DISPUTE_MSG.TimesheetNotFound), note });
export type DisputeTimesheetInput = z.output<typeof disputeTimesheetSchema>;

export const disputeDeliverySchema = z.object({ jobId: idOf(DISPUTE_MSG.JobNotFound), note, payCents: cents(DISPUTE_MSG.BadPay) });
export type DisputeDeliveryInput = z.output<typeof disputeDeliverySchema>;

export const respondDisputeSchema = z.object({ id: idOf(DISPUTE_MSG.NotFound), note });
export type RespondDisputeInput = z.output<typeof respondDisputeSchema>;

export const getDisputeSchema = z.object({ id: idOf(DISPUTE_MSG.NotFound) });
export const listDisputesSchema = z.object({ jobId: z.string().trim().max(64).optional() });

export const resolveDisputeSchema = z.object({
  id: idOf(DISPUTE_MSG.NotFound),
  workerCents: cents(DISPUTE_MSG.BadAward),
  reason: z.string({ error: DISPUTE_MSG.ReasonTooShort }).trim().min(REASON_MIN, DISPUTE_MSG.ReasonTooShort).max(1000),
});
export type ResolveDisputeInput = z.output<typeof resolveDisputeSchema>;
