// GET /api/admin/audit_csv ?actorId&targetType&targetId&action&from&to – admins with two-step sign-in only:
// the matching audit rows as a CSV download, newest first.
import { route } from "@/lib/http/route";
import { auditFilterSchema } from "@/lib/admin/schemas";
import { auditCsv } from "@/lib/admin/audit-queries";

export const GET = route({ role: "admin", input: auditFilterSchema, body: "none" }, async ({ input }) => {
  const csv = await auditCsv(input);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="gigline-audit-${day}.csv"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
