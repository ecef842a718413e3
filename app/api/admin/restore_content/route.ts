// POST /api/admin/restore_content {target: job|review|message, id, reason (10–1000), itemId?} – admins with
// two-step sign-in only: shows hidden content again, audits it and tells the owner.
import { route } from "@/lib/http/route";
import { contentActionSchema } from "@/lib/admin/queues/schemas";
import { restoreContent } from "@/lib/admin/queues/hide-content";

export const POST = route({ role: "admin", input: contentActionSchema }, async ({ user, input }) => ({
  content: await restoreContent(user, input),
}));
