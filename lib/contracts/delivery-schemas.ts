// Inputs of the delivery calls (contract/deliver, contract/accept_delivery). Client-safe (the contract screen
// sends the same payloads).
import { z } from "zod";
import { DELIVERY_MSG } from "@/lib/contracts/delivery-messages";
import { DELIVERY_NOTE_MAX } from "@/lib/contracts/delivery-states";

const jobId = z.string({ error: DELIVERY_MSG.JobNotFound }).trim().min(1, DELIVERY_MSG.JobNotFound).max(64, DELIVERY_MSG.JobNotFound);

export const deliverSchema = z.object({
  jobId,
  note: z.string({ error: DELIVERY_MSG.NoteTooLong }).trim().max(DELIVERY_NOTE_MAX, DELIVERY_MSG.NoteTooLong).default(""),
});
export type DeliverInput = z.output<typeof deliverSchema>;

export const acceptDeliverySchema = z.object({ jobId });
export type AcceptDeliveryInput = z.output<typeof acceptDeliverySchema>;
