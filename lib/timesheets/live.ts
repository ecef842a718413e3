// Which realtime events mean a job's submitted hours changed (client-safe). Each change writes a notification in
// its own transaction, so it arrives once the change committed: hours submitted (to the employer), approved or
// adjusted (to the worker), waiting for funds (to the employer), and the payment of approved hours (both). The
// approvals list and a contract's timesheet screen reload their rows when one comes.
import { isNotificationOf, type RealtimeEvent } from "@/lib/realtime/events";
import { PAYMENT_RECEIVED } from "@/lib/money/ledger/live";

export const TIMESHEET_NOTIFICATION = {
  submitted: "timesheet_submitted",
  approved: "timesheet_approved",
  adjusted: "timesheet_adjusted",
  unfunded: "timesheet_unfunded",
} as const;

const TYPES: readonly string[] = [...Object.values(TIMESHEET_NOTIFICATION), PAYMENT_RECEIVED, "payment_sent"];

/** `jobId`: only a change of that job's hours. */
export function isTimesheetChange(e: RealtimeEvent, jobId?: string): boolean {
  return isNotificationOf(e, TYPES, jobId);
}
