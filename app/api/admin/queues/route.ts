// GET /api/admin/queues – admins with two-step sign-in only: every operations queue with its open, assigned and
// own counts and its oldest live item (lib/admin/queues/queries.ts).
import { route } from "@/lib/http/route";
import { queueCounts } from "@/lib/admin/queues/queries";

export const GET = route({ role: "admin", body: "none" }, async ({ user }) => ({ queues: await queueCounts(user.id) }));
