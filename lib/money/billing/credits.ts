// Job-posting credit and "redeem credit". A CreditGrant is credit that becomes the person's own on its
// redeem date (granted by support or a promotion, e.g. a free posting after a cancelled contract). The spec's
// rule "Credit shown includes redeem credit when the redeem date is within 3 days" is one function,
// creditShownOf(): the count people see (subscription page, the user DTO's `credit`, hire's answer) adds
// grants due within REDEEM_SHOWN_DAYS, and hiring may spend what is shown (spendCredit redeems such a grant
// early). Otherwise a grant moves into User.credit on its date, by redeemDueCredits (the
// `billing_redeem_credits` task), once.
import { db, type Tx } from "@/lib/db";
import { REDEEM_SHOWN_DAYS } from "@/lib/money/billing/plans";
import { creditShownOf, UNREDEEMED_GRANTS } from "@/lib/money/billing/credit-rule";

export { creditShownOf, redeemsSoon, UNREDEEMED_GRANTS } from "@/lib/money/billing/credit-rule";

const DAY_MS = 24 * 3600 * 1000;

/** The credit a person is shown: own credit + unredeemed grants whose redeem date is within 3 days. */
export async function creditShown(
  userId: string,
  now = new Date(),
  client: Tx | typeof db = db,
): Promise<{ credit: number; redeemSoon: number; shown: number }> {
  const user = await client.user.findUniqueOrThrow({ where: { id: userId }, select: { credit: true, creditGrants: UNREDEEMED_GRANTS } });
  return creditShownOf(user.credit, user.creditGrants, now);
}

/**
 * Spends one job-posting credit in the caller's transaction (hiring at the free level): the person's own
 * credit first; without it, a grant that is already shown (redeem date within 3 days) is redeemed now, early,
 * and one of its credits spent. Guarded updates: two concurrent spends never take the same credit. Answers
 * false when there is no credit to spend.
 */
export async function spendCredit(tx: Tx, userId: string, now = new Date()): Promise<boolean> {
  const own = await tx.user.updateMany({ where: { id: userId, credit: { gt: 0 } }, data: { credit: { decrement: 1 } } });
  if (own.count === 1) return true;
  const soon = await tx.creditGrant.findMany({
    where: { userId, redeemedAt: null, redeemAt: { lte: new Date(now.getTime() + REDEEM_SHOWN_DAYS * DAY_MS) } },
    orderBy: { redeemAt: "asc" },
    select: { id: true, credits: true },
  });
  for (const g of soon) {
    const claimed = await tx.creditGrant.updateMany({ where: { id: g.id, redeemedAt: null }, data: { redeemedAt: now } });
    if (claimed.count !== 1) continue;
    if (g.credits > 1) await tx.user.update({ where: { id: userId }, data: { credit: { increment: g.credits - 1 } } });
    return true;
  }
  return false;
}

/** Grants a credit redeemable on `redeemAt` (reference unique: granting twice is a no-op). */
export async function grantCredit(tx: Tx, o: { userId: string; credits: number; redeemAt: Date; reference: string }) {
  await tx.creditGrant.createMany({ data: [o], skipDuplicates: true });
}

/** Moves every grant whose date has come into User.credit, each exactly once. Answers how many grants. */
export async function redeemDueCredits(now = new Date()): Promise<number> {
  const due = await db.creditGrant.findMany({
    where: { redeemedAt: null, redeemAt: { lte: now } },
    select: { id: true, userId: true, credits: true },
    take: 1000,
  });
  let done = 0;
  for (const g of due) {
    await db.$transaction(async (tx) => {
      const claimed = await tx.creditGrant.updateMany({ where: { id: g.id, redeemedAt: null }, data: { redeemedAt: now } });
      if (claimed.count !== 1) return;
      await tx.user.update({ where: { id: g.userId }, data: { credit: { increment: g.credits } } });
      done++;
    });
  }
  return done;
}
