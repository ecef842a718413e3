// What an employer's balance holds: "Available" (the wallet) and "Held for N shifts" with the list, and the
// contracts still Not funded (transaction/get_holds, the payment, deposit and withdraw screens).
import { db } from "@/lib/db";
import { walletBalanceCents } from "@/lib/money/ledger/ledger";

export type HoldRow = {
  contractId: string;
  jobId: string;
  title: string;
  workerName: string;
  /** the shift's start, when the job has one */
  shiftStart: string | null;
  /** what the hold holds now (cents) */
  heldCents: number;
  /** the hold's amount (the shift's expected total, cents) */
  holdCents: number;
  state: "held" | "not_funded";
};

export type HoldsSummary = { availableCents: number; heldCents: number; held: HoldRow[]; notFunded: HoldRow[] };

export async function holdsOf(customerId: string): Promise<HoldsSummary> {
  const [availableCents, rows] = await Promise.all([
    walletBalanceCents(customerId),
    db.$queryRaw<
      {
        contractId: string;
        jobId: string;
        title: string;
        workerName: string;
        shiftStart: Date | null;
        heldCents: bigint | null;
        holdCents: number;
        fundedAt: Date | null;
      }[]
    >`
      SELECT c."id" AS "contractId", j."id" AS "jobId", j."title", trim(u."firstName" || ' ' || u."lastName") AS "workerName",
        j."shiftStart", a."balanceCents" AS "heldCents", c."holdCents", c."fundedAt"
      FROM "Contract" c JOIN "Job" j ON j."id" = c."jobId" JOIN "User" u ON u."id" = c."userId"
        LEFT JOIN "LedgerAccount" a ON a."id" = 'held:' || c."id"
      WHERE j."creatorId" = ${customerId} AND c."holdCents" IS NOT NULL
        AND (a."balanceCents" > 0 OR (c."fundedAt" IS NULL AND c."canceledAt" IS NULL
          AND NOT EXISTS (SELECT 1 FROM "LedgerJournal" lj WHERE lj."kind" = 'pay' AND lj."reference" = 'pay:contract:' || c."id")))
      ORDER BY j."shiftStart" NULLS LAST, c."createdAt", c."id"`,
  ]);
  const list: HoldRow[] = rows.map((r) => ({
    contractId: r.contractId,
    jobId: r.jobId,
    title: r.title,
    workerName: r.workerName,
    shiftStart: r.shiftStart?.toISOString() ?? null,
    heldCents: Number(r.heldCents ?? 0),
    holdCents: r.holdCents,
    state: Number(r.heldCents ?? 0) > 0 ? "held" : "not_funded",
  }));
  const held = list.filter((h) => h.state === "held");
  return {
    availableCents,
    heldCents: held.reduce((n, h) => n + h.heldCents, 0),
    held,
    notFunded: list.filter((h) => h.state === "not_funded"),
  };
}
