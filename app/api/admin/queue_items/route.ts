// GET /api/admin/queue_items ?kind&state&assignee&subjectId&page – admins with two-step sign-in only: one queue,
// oldest first, 50 a page, with the count of what the filters select.
import { route } from "@/lib/http/route";
import { queueFilterSchema } from "@/lib/admin/queues/schemas";
import { listQueueItems } from "@/lib/admin/queues/queries";

export const GET = route({ role: "admin", input: queueFilterSchema, body: "none" }, async ({ user, input }) =>
  listQueueItems(user.id, input),
);
