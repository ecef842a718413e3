// GET /api/admin/approvals – admins with two-step sign-in only: the four-eyes requests still pending, oldest
// first, with the requester's and the person's names (lib/admin/ops/approvals.ts).
import { route } from "@/lib/http/route";
import { listPendingApprovals } from "@/lib/admin/ops/approvals";

export const GET = route({ role: "admin", body: "none" }, async () => {
  return { approvals: await listPendingApprovals() };
});
