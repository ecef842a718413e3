// GET /api/admin/queue_item ?itemId – admins with two-step sign-in only: one item with everything needed to
// decide, the notices sent from it with the replies, and its audit rows.
import { route } from "@/lib/http/route";
import { queueItemSchema } from "@/lib/admin/queues/schemas";
import { getQueueItem } from "@/lib/admin/queues/queries";

export const GET = route({ role: "admin", input: queueItemSchema, body: "none" }, async ({ input }) => ({
  item: await getQueueItem(input.itemId),
}));
