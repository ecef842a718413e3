// POST /api/withdraw/auto_payout – a provider's automatic payouts: schedule off | daily | weekly, weekday (0 = Sunday
// … 6) and threshold (dollars kept in the wallet) → { autoPayout, message }. Without the body's schedule it only
// reads them. 409 when turning them on before any standard withdrawal (the sweeps go to its destination).
import { route } from "@/lib/http/route";
import { autoPayoutSchema } from "@/lib/money/ledger/wallet-schemas";
import { readAutoPayout, saveAutoPayout } from "@/lib/money/payouts/auto-payout";

export const POST = route(
  { role: "provider", input: autoPayoutSchema.partial({ schedule: true }), body: ["json", "none"], maxBytes: 1024 },
  async ({ user, input }) =>
    input.schedule === undefined
      ? { autoPayout: await readAutoPayout(user.id) }
      : saveAutoPayout(user.id, { ...input, schedule: input.schedule }),
);
