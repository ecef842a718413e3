// POST /api/admin/reliability_appeals {} – admins with two-step sign-in only: the pending appeals of reliability marks, oldest
// first, with the worker, the shift and the worker's note (lib/reliability/appeals.ts).
import { route } from "@/lib/http/route";
import { emptySchema } from "@/lib/reliability/schemas";
import { listPendingAppeals } from "@/lib/reliability/appeals";

export const POST = route({ role: "admin", input: emptySchema }, async ({ user }) => {
  return { appeals: await listPendingAppeals(user) };
});
