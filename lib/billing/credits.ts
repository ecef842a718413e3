// Job-posting credit and "redeem credit". A CreditGrant is credit that becomes the person's own on its
// redeem date (granted by support or a promotion, e.g. a free posting after a cancelled contract). The spec's
// rule "Credit shown includes redeem credit when the redeem date is within 3 days" is a display rule: the
// count people see (subscription page, DTOs) adds grants due within REDEEM_SHOWN_DAYS; the grant is moved into
// User.credit (what hiring spends) on its date by redeemDueCredits (the `billing.redeem-credits` task), once.
import { db, type Tx } from "@/lib/db";
import { REDEEM_SHOWN_DAYS } from "@/lib/billing/plans";

const DAY_MS = 24 * 3600 * 1000;

/** The credit a person is shown: own credit + unredeemed grants whose redeem date is within 3 days. */
export async function creditShown(userId: string, now = new Date()): Promise<{ credit: number; redeemSoon: number; shown: number }> {
  const [user, soon] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { credit: true } }),
    db.creditGrant.aggregate({
      where: { userId, redeemedAt: null, redeemAt: { lte: new Date(now.getTime() + REDEEM_SHOWN_DAYS * DAY_MS) } },
      _sum: { credits: true },
    }),
  ]);
  const redeemSoon = soon._sum.credits ?? 0;
  return { credit: user.credit, redeemSoon, shown: user.credit + redeemSoon };
}

/** Grants a credit redeemable on `redeemAt` (reference unique: granting twice is a no-op). */
export async function grantCredit(tx: Tx, o: { userId: string; credits: number; redeemAt: Date; reference: string }) {
  await tx.creditGrant.createMany({ data: [o], skipDuplicates: true });
}

/** Moves every grant whose date has come into User.credit, each exactly once. Answers how many grants. */
export async function redeemDueCredits(now = new Date()): Promise<number> {
  const due = await db.creditGrant.findMany({ where: { redeemedAt: null, redeemAt: { lte: now } }, select: { id: true, userId: true, credits: true }, take: 1000 });
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
