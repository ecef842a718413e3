// POST /api/withdraw/instant_payout – a provider sends money to the debit card on their payout account at once
// (amount and the fee the screen showed, dollars; Idempotency-Key header or idempotencyKey) → { user, balance,
// withdrawal, message }. 400 when amount + fee exceed the balance, 409 when the fee differs from the server's,
// when there is no card for instant payouts, or when a concurrent payout spent the balance; 503 when instant
// payouts are not available here.
import { route } from "@/lib/http/route";
import { instantPayoutSchema } from "@/lib/money/ledger/wallet-schemas";
import { submitInstantPayout } from "@/lib/money/payouts/instant-payout";

export const POST = route({ role: "provider", input: instantPayoutSchema, body: "json", maxBytes: 2048 }, async ({ user, input, req }) =>
  submitInstantPayout(user.id, input, req),
);
