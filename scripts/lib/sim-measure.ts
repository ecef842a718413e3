// What one pass of `npm run sim:shifts` measured, read from its database once the clock has run out:
// staffed at start per fate, drop → new acceptance times, backfill ends, and the employer late-cancellation pay
// checked three ways (CancellationPay rows, the ledger's journals, the wallets' balances) plus the policy's own
// amounts recomputed from the plan.
import type { World } from "./sim-world";
import type { QueueStats } from "./sim-clock";

export type PassOutcome = {
  backfill: boolean;
  booked: number;
  /** booked shifts still wanted at the start (not cancelled by their employer) */
  needed: number;
  staffed: number;
  /** stricter: staffed by a worker committed at least TRAVEL_MINUTES before the start (time to get there) */
  staffedWithTravel: number;
  /** per fate, and per way of booking: [staffed, needed] */
  byFate: Record<string, [number, number]>;
  byVia: Record<string, [number, number]>;
  /** dropped shifts whose replacement accepted only after the start (a no-show's: staffed late, not at start) */
  filledAfterStart: number;
  backfills: Record<string, number>;
  /** the arrival check's standby searches by status, and those filled although the worker would have come */
  standby: Record<string, number> & { tookFromComing: number };
  dropToAcceptMinutes: number[];
  /** for the searches filled before the start: how many minutes before it the replacement accepted, by reason */
  leadMinutes: Record<string, number[]>;
  latePay: {
    cancellations: number;
    owedCents: number;
    paidCents: number;
    expectedCents: number;
    journalCents: number;
    workerWalletCents: number;
    employerWalletDropCents: number;
    ledgerBalanced: boolean;
  };
  outcomes: Record<string, number>;
  queue: QueueStats;
  steps: number;
  virtualDays: number;
  seconds: Record<string, number>;
};

/** A replacement who commits later than this before the start is counted apart: they may well arrive late. */
export const TRAVEL_MINUTES = 30;

type Row = {
  id: string;
  reason: string | null;
  canceledBy: string | null;
  staffed: boolean;
  travel: boolean;
  dropAt: Date | null;
  filledAt: Date | null;
  start: Date;
  backfill: string | null;
};

export async function measureOutcome(
  world: World,
  shiftIds: (string | null)[],
): Promise<Omit<PassOutcome, "backfill" | "outcomes" | "queue" | "steps" | "virtualDays" | "seconds">> {
  const { pool } = await import("@/lib/db");
  const { checkLedger } = await import("@/lib/money/ledger/ledger");
  const { employerLatePayCents } = await import("@/lib/cancellations/policy");
  const { SHIFT_POLICY_DEFAULTS } = await import("@/lib/settings/shift-policy");
  const ids = shiftIds.filter((x): x is string => Boolean(x));
  // staffed at start: a confirmed shift on the job whose confirmation came before the start (a replacement's
  // acceptance is its confirmation); a no-show's shift is no longer confirmed, an unconfirmed one never was. A
  // shift may have had two searches (a standby search that stopped, then a no-show's): the filled one, else the latest
  const { rows } = await pool().query<Row>(
    `select s.id, s."canceledBy", s.start, b.reason,
            exists (select 1 from "Shift" x where x."jobId" = s."jobId" and x.status = 'confirmed' and x."confirmedAt" <= s.start) as staffed,
            exists (select 1 from "Shift" x where x."jobId" = s."jobId" and x.status = 'confirmed'
                       and x."confirmedAt" <= s.start - make_interval(mins => $2)) as travel,
            case when b.reason = 'unconfirmed' then s."unconfirmedNoticeAt" else coalesce(s."canceledAt", b."startedAt") end as "dropAt",
            case when b.status = 'filled' then b."endedAt" end as "filledAt",
            b.status::text as backfill
       from "Shift" s
       left join lateral (select * from "Backfill" b where b."shiftId" = s.id
                           order by (b.status = 'filled') desc, b."startedAt" desc limit 1) b on true
      where s.id = any($1::text[])`,
    [ids, TRAVEL_MINUTES],
  );
  const standbyRows = (
    await pool().query<{ shiftId: string; status: string }>(
      `select "shiftId", status::text from "Backfill" where reason = 'not_on_the_way' and "shiftId" = any($1::text[])`,
      [ids],
    )
  ).rows;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byFate: Record<string, [number, number]> = {};
  const byVia: Record<string, [number, number]> = {};
  const backfills: Record<string, number> = {};
  const dropToAcceptMinutes: number[] = [];
  const leadMinutes: Record<string, number[]> = {};
  let needed = 0;
  let filledAfterStart = 0;
  let staffed = 0;
  let staffedWithTravel = 0;
  let expectedCents = 0;
  const fateOf = new Map(world.plan.flatMap((p) => (shiftIds[p.index] ? [[shiftIds[p.index]!, p.fate] as const] : [])));
  const standby: PassOutcome["standby"] = { tookFromComing: 0 };
  for (const r of standbyRows) {
    standby[r.status] = (standby[r.status] ?? 0) + 1;
    if (r.status === "filled" && fateOf.get(r.shiftId) === "confirm") standby.tookFromComing++;
  }
  for (const p of world.plan) {
    const id = shiftIds[p.index];
    const r = id ? byId.get(id) : undefined;
    if (!r) continue;
    if (r.canceledBy === "employer") {
      const minutes = (p.end.getTime() - p.start.getTime()) / 60_000;
      expectedCents += employerLatePayCents(
        { payType: p.payType, priceCents: p.price * 100, bookedMinutes: minutes },
        SHIFT_POLICY_DEFAULTS,
      );
      continue;
    }
    needed++;
    if (r.staffed) staffed++;
    if (r.travel) staffedWithTravel++;
    for (const f of [
      (byFate[p.fate] ??= [0, 0]),
      (byVia[p.fate === "confirm" ? "not dropped" : `dropped, booked by ${p.via}`] ??= [0, 0]),
    ]) {
      f[1]++;
      if (r.staffed) f[0]++;
    }
    if (r.backfill) backfills[`${r.reason} ${r.backfill}`] = (backfills[`${r.reason} ${r.backfill}`] ?? 0) + 1;
    if (r.filledAt && r.filledAt > r.start) filledAfterStart++;
    else if (r.filledAt) (leadMinutes[r.reason ?? ""] ??= []).push((r.start.getTime() - r.filledAt.getTime()) / 60_000);
    if (r.filledAt && r.dropAt) dropToAcceptMinutes.push((r.filledAt.getTime() - r.dropAt.getTime()) / 60_000);
  }
  const one = async (sql: string) => Number((await pool().query<{ n: string | null }>(sql)).rows[0].n ?? 0);
  const pay = (
    await pool().query<{ n: string; owed: string | null; paid: string | null }>(
      `select count(*) n, sum("amountCents") owed, sum("paidCents") paid from "CancellationPay"`,
    )
  ).rows[0];
  const journalCents = await one(
    `select sum(e."amountCents") n from "LedgerEntry" e join "LedgerJournal" j on j.id = e."journalId"
      where j.kind = 'late_cancel_pay' and e."amountCents" > 0`,
  );
  // workers have no other money in the simulation; employers only their deposit
  const workerWalletCents = await one(
    `select sum(a."balanceCents") n from "LedgerAccount" a join "User" u on u.id = a."userId" where u.type = 'provider'`,
  );
  // an employer's money is its wallet and what its hires hold (lib/money/holds: one held account per contract)
  const employerWallets = await one(
    `select coalesce((select sum(a."balanceCents") from "LedgerAccount" a join "User" u on u.id = a."userId" where u.type = 'customer'), 0)
       + coalesce((select sum(a."balanceCents") from "LedgerAccount" a where a."kind" = 'held'), 0) n`,
  );
  const deposits = await one(
    `select sum(e."amountCents") n from "LedgerEntry" e join "LedgerJournal" j on j.id = e."journalId" where j.kind = 'deposit' and e."amountCents" > 0`,
  );
  const check = await checkLedger();
  return {
    booked: ids.length,
    needed,
    staffed,
    staffedWithTravel,
    byFate,
    byVia,
    filledAfterStart,
    backfills,
    standby,
    dropToAcceptMinutes,
    leadMinutes,
    latePay: {
      cancellations: Number(pay.n),
      owedCents: Number(pay.owed ?? 0),
      paidCents: Number(pay.paid ?? 0),
      expectedCents,
      journalCents,
      workerWalletCents,
      employerWalletDropCents: deposits - employerWallets,
      ledgerBalanced: check.totalCents === 0 && check.unbalancedJournals === 0 && check.driftedWallets === 0 && check.negativeWallets === 0,
    },
  };
}
