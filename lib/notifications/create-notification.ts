// The one way later issues (jobs, proposals, booking, chat) tell a user something: a Notification row,
// written inside the caller's transaction when there is one so it appears exactly when the change does.
import { db, type Tx } from "@/lib/db";

export type NotifyInput = {
  userId: string;
  message: string;
  /** e.g. "proposal", "hire", "booking_request_sent", "booking_request_declined" */
  type: string;
  creatorId?: string | null;
  jobId?: string | null;
  requestId?: string | null;
};

export async function notify(client: Tx | typeof db, input: NotifyInput) {
  // Realtime delivery (SSE / Pusher) and push notifications are hooked in here by their issues.
  return client.notification.create({
    data: {
      userId: input.userId,
      message: input.message,
      type: input.type,
      creatorId: input.creatorId ?? null,
      jobId: input.jobId ?? null,
      requestId: input.requestId ?? null,
    },
  });
}
