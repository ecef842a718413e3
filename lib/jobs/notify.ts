// Notification rows for job events, written inside the caller's transaction so the row exists exactly
// when the change does. (Same columns as lib/notifications/create-notification.ts of the foundation.)
import type { Tx } from "@/lib/db";

export type JobNotificationType =
  | "proposal"
  | "invite"
  | "hire"
  | "invite_declined"
  | "contract_completed"
  | "contract_canceled"
  | "review";

export async function notifyJobEvent(
  tx: Tx,
  n: { userId: string; type: JobNotificationType; message: string; creatorId: string; jobId: string },
) {
  await tx.notification.create({ data: { userId: n.userId, type: n.type, message: n.message, creatorId: n.creatorId, jobId: n.jobId } });
}
