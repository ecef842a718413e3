// POST /api/admin/wallet_correction {userId, direction: credit|debit, amount (dollars), reason (10–1000)}
// + Idempotency-Key (required) – admins with two-step sign-in only: up to $500 posts a correction journal
// between the wallet and the adjustments account at once ({correction, approval: null}); more waits for a
// second admin ({correction: null, approval}). A debit below zero is refused (409). lib/admin/ops/wallet-correction.ts
import { route } from "@/lib/http/route";
import { walletCorrectionSchema } from "@/lib/admin/ops/schemas";
import { correctWallet } from "@/lib/admin/ops/wallet-correction";

export const POST = route({ role: "admin", input: walletCorrectionSchema }, async ({ user, input, req }) => {
  return await correctWallet(user, input, req);
});
