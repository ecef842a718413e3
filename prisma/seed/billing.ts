// Demo billing data: the demo employer has one redeem credit due in two days, so the subscription page shows
// the "credit includes redeem credit within 3 days" rule (lib/money/billing/credits.ts). Running the seed again puts
// it back to that state (due in two days, not yet redeemed).
import type { Tx } from "@/lib/db";

export const DEMO_REDEEM = {
  email: "employer@gigline.test",
  credits: 1,
  inDays: 2,
  reference: "seed:redeem:employer@gigline.test",
} as const;

export async function seedBilling(tx: Tx, now: Date) {
  const user = await tx.user.findUnique({ where: { email: DEMO_REDEEM.email }, select: { id: true } });
  if (!user) return { redeemGrants: 0 };
  const redeemAt = new Date(now.getTime() + DEMO_REDEEM.inDays * 24 * 3600 * 1000);
  await tx.creditGrant.upsert({
    where: { reference: DEMO_REDEEM.reference },
    create: { userId: user.id, credits: DEMO_REDEEM.credits, redeemAt, reference: DEMO_REDEEM.reference },
    update: { userId: user.id, credits: DEMO_REDEEM.credits, redeemAt, redeemedAt: null },
  });
  return { redeemGrants: 1 };
}
