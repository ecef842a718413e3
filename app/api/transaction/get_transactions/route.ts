// POST /api/transaction/get_transactions – the signed-in person's history, 10 rows a page (page)
// → { transactions, page, pageSize, total, balance, totalPaid, totalEarned }
import { route } from "@/lib/http/route";
import { transactionsSchema } from "@/lib/money/ledger/wallet-schemas";
import { transactionPage } from "@/lib/money/history/history";

export const POST = route(
  { role: ["customer", "provider"], input: transactionsSchema, body: ["json", "none"], maxBytes: 1024 },
  async ({ user, input }) => {
    return transactionPage(user.id, input.page);
  },
);
