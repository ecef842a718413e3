// POST /api/admin/queue_close {itemId, outcome: resolved|dismissed, reason (10–1000)} – admins with two-step
// sign-in only: closes a live item that is not another admin's, with the audit row.
import { route } from "@/lib/http/route";
import { queueCloseSchema } from "@/lib/admin/queues/schemas";
import { closeItem } from "@/lib/admin/queues/actions";

export const POST = route({ role: "admin", input: queueCloseSchema }, async ({ user, input }) => ({ item: await closeItem(user, input) }));
