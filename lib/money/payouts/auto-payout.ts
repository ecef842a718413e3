// Automatic payouts (withdraw/auto_payout; the task "wallet:auto-payouts"): a provider chooses off, daily or
// weekly (a day of the week) and a balance to keep (threshold). From the hour of the payout settings
// (Setting "payouts" autoPayoutHourUtc, 13:00 UTC by default) of each due day, the hourly task sweeps the part of
// the wallet ABOVE the threshold as a standard (free) withdrawal to the destination of the person's latest
// standard withdrawal that did not fail (PayPal e-mail, or the bank account's encrypted numbers, copied as they
// are): a balance at or under the threshold pays nothing.
//
// Safe to run twice: a day's sweep of one person is ONE withdrawal whose id is derived from (person, day), written
// with ON CONFLICT DO NOTHING in the transaction that holds the wallet's ledger lock and posts its journal
// "withdraw:{id}"; a second run that day (another worker, a retried job, the next hour) writes nothing. The
// payout step then pays it like any withdrawal (lib/money/payouts/payouts.ts); a failed payout returns the money.
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { centsToDollars, dollarsToCents } from "@/lib/money/amounts/convert";
import { lockWallets, postJournal } from "@/lib/money/ledger/ledger";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";
import type { AutoPayoutInput } from "@/lib/money/ledger/wallet-schemas";
import { AUTO_PAYOUT, WITHDRAWAL, type AutoPayoutSchedule } from "@/lib/money/ledger/wallet-states";
import { payoutMethodOn } from "@/lib/money/processor-base/mode";
import { payoutProvider, processWithdrawal } from "@/lib/money/payouts/payouts";
import { assertBankPayoutReady } from "@/lib/money/payouts/stripe-connect-onboarding";
import { withdrawalDestination } from "@/lib/money/payouts/withdraw";
import { getPayoutPolicy } from "@/lib/settings/get-setting";
import { pgTransaction, type SqlTx } from "@/lib/sql-tx";
import type { Withdrawal as WithdrawalRow } from "@/lib/generated/prisma/client";

export type AutoPayoutDto = {
  schedule: AutoPayoutSchedule;
  /** 0 = Sunday … 6 */
  weekday: number;
  /** dollars kept in the wallet */
  threshold: number;
  /** where the sweeps go ("Chase ••••6789"), null until the person made a standard withdrawal */
  destination: string | null;
  /** the sweeps run from this hour, UTC */
  hourUtc: number;
};

type Destination = Pick<WithdrawalRow, "method" | "paypalEmail" | "bankName" | "routingLast4" | "accountLast4" | "bankEncrypted">;

/** The destination of the person's latest standard withdrawal that did not fail. */
async function lastDestination(userId: string, tx?: SqlTx): Promise<Destination | null> {
  const q = tx ?? db;
  const [row] = await q.$queryRaw<Destination[]>`
    SELECT "method", "paypalEmail", "bankName", "routingLast4", "accountLast4", "bankEncrypted" FROM "Withdrawal"
    WHERE "userId" = ${userId} AND "method" IN ('paypal', 'bank') AND "status" <> ${WITHDRAWAL.failed}
    ORDER BY "createdAt" DESC LIMIT 1`;
  return row ?? null;
}

export async function readAutoPayout(userId: string): Promise<AutoPayoutDto> {
  const [row, dest, policy] = await Promise.all([
    db.autoPayout.findUnique({ where: { userId } }),
    lastDestination(userId),
    getPayoutPolicy(),
  ]);
  return {
    schedule: (row?.schedule as AutoPayoutSchedule | undefined) ?? AUTO_PAYOUT.off,
    weekday: row?.weekday ?? 1,
    threshold: centsToDollars(row?.thresholdCents ?? 0),
    destination: dest && withdrawalDestination(dest),
    hourUtc: policy.autoPayoutHourUtc,
  };
}

/** withdraw/auto_payout: saves the choice; turning it on needs a destination (409). */
export async function saveAutoPayout(userId: string, input: AutoPayoutInput) {
  if (input.schedule !== AUTO_PAYOUT.off && !(await lastDestination(userId))) throw new AppError(409, WALLET_MSG.AutoNeedsDestination);
  const data = { schedule: input.schedule, weekday: input.weekday, thresholdCents: dollarsToCents(input.threshold) };
  await db.autoPayout.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return { autoPayout: await readAutoPayout(userId), message: WALLET_MSG.AutoSaved };
}

/** The id of one person's sweep on one UTC day: the same on every run, so the day's withdrawal is written once. */
export function autoPayoutId(userId: string, day: string): string {
  return `a${createHash("sha256").update(`auto-payout:${userId}:${day}`).digest("hex").slice(0, 32)}`;
}

/**
 * The task: every automatic payout due at `now` (daily ones, and weekly ones on their day, from the settings'
 * hour UTC) sweeps what is above its threshold, then its payout step runs. Answers how many withdrawals it made.
 */
export async function runAutoPayouts(now = new Date()): Promise<number> {
  const policy = await getPayoutPolicy();
  if (now.getUTCHours() < policy.autoPayoutHourUtc) return 0;
  const day = now.toISOString().slice(0, 10);
  const due = await db.autoPayout.findMany({
    where: { OR: [{ schedule: AUTO_PAYOUT.daily }, { schedule: AUTO_PAYOUT.weekly, weekday: now.getUTCDay() }] },
    select: { userId: true, thresholdCents: true },
    orderBy: { userId: "asc" },
  });
  let made = 0;
  for (const a of due) {
    const row = await sweepOne(a.userId, a.thresholdCents, day);
    if (!row) continue;
    made += 1;
    await processWithdrawal(row.id, payoutProvider(), row);
  }
  return made;
}

/** One person's sweep of one day: the withdrawal it wrote, or null (nothing above the threshold, done already, no destination). */
export async function sweepOne(userId: string, thresholdCents: number, day: string): Promise<WithdrawalRow | null> {
  const id = autoPayoutId(userId, day);
  if (await db.withdrawal.findUnique({ where: { id }, select: { id: true } })) return null;
  const dest = await lastDestination(userId);
  if (!dest || !payoutMethodOn(dest.method as "paypal" | "bank")) return null;
  if (dest.method === "bank") {
    // with Stripe Connect on, a bank sweep waits until Stripe's identity checks are done, like a bank withdrawal
    const ready = await assertBankPayoutReady(userId).then(
      () => true,
      () => false,
    );
    if (!ready) return null;
  }
  return pgTransaction(async (tx) => {
    const balance = (await lockWallets(tx, [userId]))[userId] ?? 0;
    // at most one withdrawal's ceiling ($9,999,999.99) a day
    const amountCents = Math.min(balance - thresholdCents, 999_999_999);
    if (amountCents <= 0) return null;
    const [row] = await tx.$queryRaw<WithdrawalRow[]>`
      INSERT INTO "Withdrawal" ("id", "userId", "method", "amountCents", "paypalEmail", "bankName", "routingLast4", "accountLast4", "bankEncrypted", "createdAt")
      VALUES (${id}, ${userId}, ${dest.method}, ${amountCents}::int, ${dest.paypalEmail}, ${dest.bankName}, ${dest.routingLast4},
        ${dest.accountLast4}, ${dest.bankEncrypted}, ${new Date()}::timestamp(3))
      ON CONFLICT ("id") DO NOTHING RETURNING *`;
    if (!row) return null;
    await postJournal(tx, {
      kind: "withdraw",
      reference: `withdraw:${id}`,
      memo: `${withdrawalDestination(dest)} (automatic)`,
      userId,
      entries: [
        { account: { kind: "wallet", userId }, amountCents: -amountCents },
        { account: { kind: "pending_withdrawal" }, amountCents },
      ],
    });
    return row;
  });
}
