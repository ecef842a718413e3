// Which realtime events mean money reached the person (client-safe): a "payment_received" notification,
// written by job/pay_job and job/pay_period in the payment's own transaction, so it arrives only once the
// payment committed. `jobId`: only a payment for that job.
import { isNotificationOf, type RealtimeEvent } from "@/lib/realtime/events";

export const PAYMENT_RECEIVED = "payment_received";

export function isPaymentReceived(e: RealtimeEvent, jobId?: string): boolean {
  return isNotificationOf(e, [PAYMENT_RECEIVED], jobId);
}
