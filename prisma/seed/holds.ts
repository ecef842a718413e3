// Demo holds (docs/money.md "Holds"): the demo employer's contracts in progress get their hold, soonest shift
// first, as far as the wallet goes (the confirmed demo booking is held by its own hire); at least one stays Not
// funded, so the payment screen shows both "Held for N shifts" and a contract to fund. Seeding again makes the jobs
// anew: the holds of the contracts it removed go back to their employer first (one hold_release each), so the
// demo balances come out the same.
import type { Tx } from "@/lib/db";
import { JOB_STATUS } from "@/lib/jobs/states";
import { DEMO_EMPLOYER_EMAIL } from "@/prisma/seed/wallets-query";
import { DEFAULT_FEE } from "@/prisma/seed/settings";
import { fundContractTx, holdAmountCents, releaseHold } from "@/lib/money/holds/holds";

export async function seedHolds(tx: Tx, now: Date): Promise<{ held: number; notFunded: number }> {
  await releaseOrphanHolds(tx);
  const employer = await tx.user.findUnique({ where: { email: DEMO_EMPLOYER_EMAIL }, select: { id: true } });
  if (!employer) return { held: 0, notFunded: 0 };
  const contracts = await tx.contract.findMany({
    where: {
      OR: [{ holdCents: null }, { fundedAt: null }],
      canceledAt: null,
      completedAt: null,
      job: { creatorId: employer.id, status: JOB_STATUS.progressing },
    },
    orderBy: [{ job: { shiftStart: { sort: "asc", nulls: "last" } } }, { createdAt: "asc" }],
    select: { id: true, price: true, duration: true, extraPay: true, holdCents: true, job: { select: { payType: true } } },
  });
  let held = 0;
  let notFunded = 0;
  for (const [i, c] of contracts.entries()) {
    const holdCents = c.holdCents ?? holdAmountCents({ ...c, payType: c.job.payType }, DEFAULT_FEE);
    if (holdCents <= 0) continue;
    if (c.holdCents === null) await tx.contract.update({ where: { id: c.id }, data: { holdCents } });
    // the last one stays Not funded when every other one was held
    const keepUnfunded = contracts.length > 1 && i === contracts.length - 1 && notFunded === 0;
    const done = keepUnfunded ? null : await fundContractTx(tx, c.id, now);
    if (done?.result.funded) held++;
    else notFunded++;
  }
  return { held, notFunded };
}

/** Holds whose contract the seed removed (a run before this one): released to the employer who placed them. */
async function releaseOrphanHolds(tx: Tx) {
  const orphans = await tx.$queryRaw<{ contractId: string; customerId: string }[]>`
    SELECT substr(a."id", 6) AS "contractId", j."userId" AS "customerId"
    FROM "LedgerAccount" a JOIN "LedgerJournal" j ON j."kind" = 'hold' AND j."reference" = 'hold:' || substr(a."id", 6)
    WHERE a."kind" = 'held' AND a."balanceCents" > 0 AND NOT EXISTS (SELECT 1 FROM "Contract" c WHERE c."id" = substr(a."id", 6))`;
  for (const o of orphans) {
    await releaseHold(tx, { contractId: o.contractId, customerId: o.customerId, title: "a removed demo job" });
  }
}
