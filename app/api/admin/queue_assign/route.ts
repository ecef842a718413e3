// POST /api/admin/queue_assign {itemId} – admins with two-step sign-in only: assign an open item to oneself
// (a guarded UPDATE: of two admins at once one wins, the other gets 409).
import { route } from "@/lib/http/route";
import { queueItemSchema } from "@/lib/admin/queues/schemas";
import { assignToMe } from "@/lib/admin/queues/actions";

export const POST = route({ role: "admin", input: queueItemSchema }, async ({ user, input }) => ({ item: await assignToMe(user, input) }));
