// The rule "Credit shown includes redeem credit when the redeem date is within 3 days" (money-and-time §9) as
// plain functions without database access, so the user DTO (also used by client components) can apply it.
// The database side (creditShown, spendCredit, redeemDueCredits) is lib/money/billing/credits.ts.
import { REDEEM_SHOWN_DAYS } from "@/lib/money/billing/plans";

const DAY_MS = 24 * 3600 * 1000;

/** The unredeemed grants of a user, as a Prisma relation read (`include: { creditGrants: UNREDEEMED_GRANTS }`). */
export const UNREDEEMED_GRANTS = { where: { redeemedAt: null }, select: { credits: true, redeemAt: true } } as const;

/** Whether a grant counts as the person's credit already: its redeem date is within REDEEM_SHOWN_DAYS (or past). */
export function redeemsSoon(redeemAt: Date, now = new Date()): boolean {
  return redeemAt.getTime() <= now.getTime() + REDEEM_SHOWN_DAYS * DAY_MS;
}

/**
 * THE rule (money-and-time §9): the credit shown is the person's own credit plus the unredeemed grants whose
 * redeem date is within 3 days. Every place that shows or checks credit uses this (the user DTO, the
 * subscription page, hiring).
 */
export function creditShownOf(credit: number, grants: readonly { credits: number; redeemAt: Date }[], now = new Date()) {
  const redeemSoon = grants.filter((g) => redeemsSoon(g.redeemAt, now)).reduce((sum, g) => sum + g.credits, 0);
  return { credit, redeemSoon, shown: credit + redeemSoon };
}
