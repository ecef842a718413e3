// The header message badge's first value (total unread chat messages), read on the server when the
// dashboard renders; `unread` events keep it current afterwards.
import { totalUnreadOf } from "@/lib/chat/queries";

export async function initialTotalUnread(userId: string): Promise<number> {
  return totalUnreadOf(userId);
}
