// GET /api/statement/get?month=2026-10&format=pdf|csv, or ?year=2026 – the signed-in person's own earnings
// statement (employee) or invoice (employer) of that month or year, from the ledger, as a download
import { route } from "@/lib/http/route";
import { statementSchema } from "@/lib/money/statements/statement-period";
import { statementFile } from "@/lib/money/statements/statement-file";

export const GET = route({ role: ["customer", "provider"], body: "none", input: statementSchema }, async ({ user, input }) => {
  const file = await statementFile(user.id, input);
  return new Response(file.body as BodyInit, {
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.fileName}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
