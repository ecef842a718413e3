// Which realtime events mean a job's submitted hours changed (client-safe). Each change writes a notification in
// its own transaction, so it arrives once the change committed: hours submitted (to the employer), approved or
// adjusted (to the worker), waiting for funds (to the employer), and the payment of approved hours (both). The
// approvals list and a contract's timesheet screen reload their rows when one comes.
import type { RealtimeEvent } from "@/lib/realtime/events";

export const TIMESHEET_NOTIFICATION = {
  submitted: "timesheet_submitted",
  approved: "timesheet_approved",
  adjusted: "timesheet_adjusted",
  unfunded: "timesheet_unfunded",
} as const;

const TYPES: readonly string[] = [...Object.values(TIMESHEET_NOTIFICATION), "payment_received", "payment_sent"];

/** `jobId`: only a change of that job's hours. */
export function isTimesheetChange(e: RealtimeEvent, jobId?: string): boolean {
  return e.type === "notification" && TYPES.includes(e.notification.type) && (jobId === undefined || e.notification.job === jobId);
}
