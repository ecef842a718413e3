// POST /api/transaction/get_holds – the employer's balance as "Available" and "Held for N shifts", with the held
// shifts and the Not funded contracts → { available, held, heldShifts, holds, notFunded } (lib/money/holds).
import { route } from "@/lib/http/route";
import { holdsOf } from "@/lib/money/holds/holds-list";
import { centsToDollars } from "@/lib/money/amounts/convert";

export const POST = route({ role: "customer", body: ["json", "none"], maxBytes: 256 }, async ({ user }) => {
  const h = await holdsOf(user.id);
  const dto = (r: (typeof h.held)[number]) => ({ ...r, held: centsToDollars(r.heldCents), hold: centsToDollars(r.holdCents) });
  return {
    available: centsToDollars(h.availableCents),
    held: centsToDollars(h.heldCents),
    heldShifts: h.held.length,
    holds: h.held.map(dto),
    notFunded: h.notFunded.map(dto),
  };
});
