// Notification rows for job events, written inside the caller's transaction so the row exists exactly
// when the change does (through the one notify() of lib/notifications).
import "server-only";
import type { Tx } from "@/lib/db";
import { notify } from "@/lib/notifications/create-notification";

export type JobNotificationType =
  "proposal" | "invite" | "hire" | "invite_declined" | "proposal_declined" | "contract_completed" | "contract_canceled" | "review";

export async function notifyJobEvent(
  tx: Tx,
  n: { userId: string; type: JobNotificationType; message: string; creatorId: string; jobId: string },
) {
  await notify(tx, n);
}
