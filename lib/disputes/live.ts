// Which realtime events mean a dispute of a job changed (client-safe). Each change writes a notification in its
// own transaction, so it arrives once the change committed: opened (to the other side), answered (to the one who
// opened it), resolved by an admin (to both). A screen that shows a job's disputes reloads them when one comes.
import { isNotificationOf, type RealtimeEvent } from "@/lib/realtime/events";

export const DISPUTE_NOTIFICATION = { opened: "dispute_opened", answered: "dispute_answered", resolved: "dispute_resolved" } as const;

const TYPES: readonly string[] = Object.values(DISPUTE_NOTIFICATION);

export function isDisputeChange(e: RealtimeEvent, jobId: string): boolean {
  return isNotificationOf(e, TYPES, jobId);
}
