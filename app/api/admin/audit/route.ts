// GET /api/admin/audit ?actorId&targetType&targetId&action&from&to&page – admins with two-step sign-in only:
// the operations audit log, newest first, 50 rows a page (lib/admin/audit-queries.ts).
import { route } from "@/lib/http/route";
import { auditFilterSchema } from "@/lib/admin/schemas";
import { listAuditRows } from "@/lib/admin/audit-queries";

export const GET = route({ role: "admin", input: auditFilterSchema, body: "none" }, async ({ input }) => {
  return await listAuditRows(input);
});
