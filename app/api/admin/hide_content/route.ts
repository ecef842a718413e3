// POST /api/admin/hide_content {target: job|review|message, id, reason (10–1000), itemId?} – admins with
// two-step sign-in only: hides it for everyone but admins, audits it and tells the owner (lib/admin/queues/hide-content.ts).
import { route } from "@/lib/http/route";
import { contentActionSchema } from "@/lib/admin/queues/schemas";
import { hideContent } from "@/lib/admin/queues/hide-content";

export const POST = route({ role: "admin", input: contentActionSchema }, async ({ user, input }) => ({
  content: await hideContent(user, input),
}));
