// GET /api/transaction/csv – the signed-in person's whole history as a CSV download (session cookie)
import { route } from "@/lib/http/route";
import { transactionsCsv } from "@/lib/money/history/history";

export const GET = route({ role: ["customer", "provider"], body: "none" }, async ({ user }) => {
  const csv = await transactionsCsv(user.id);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="gigline-transactions-${day}.csv"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
