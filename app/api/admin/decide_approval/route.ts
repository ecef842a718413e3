// POST /api/admin/decide_approval {approvalId, decision: approve|reject, note?} – admins with two-step sign-in
// only, never the requester (403): approving runs the ban or the correction in the same transaction; a request
// already decided answers 409 (lib/admin/ops/approvals.ts).
import { route } from "@/lib/http/route";
import { decideApprovalSchema } from "@/lib/admin/ops/schemas";
import { decideApproval } from "@/lib/admin/ops/approvals";

export const POST = route({ role: "admin", input: decideApprovalSchema }, async ({ user, input }) => {
  return await decideApproval(user, input);
});
