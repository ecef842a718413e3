// shift/cancel, shift/mark_no_show and shift/mark_arrived against real PostgreSQL: the worker's free, late and
// very late cancellations at their boundaries, the employer's late-cancellation pay (hourly and fixed) with
// the ledger balanced, a short wallet's debt paid first from the next deposit, repeats and races, and who may
// call what.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { pool } from "@/lib/db";
import { call } from "../helpers/api";
import { POST as cancel } from "@/app/api/shift/cancel/route";
import { POST as markNoShow } from "@/app/api/shift/mark_no_show/route";
import { POST as markArrived } from "@/app/api/shift/mark_arrived/route";
import { POST as getTransactions } from "@/app/api/transaction/get_transactions/route";
import { cancelShift } from "@/lib/cancellations/cancel-shift";
import { CANCEL_MSG } from "@/lib/cancellations/messages";
import { checkLedger, walletBalanceCents } from "@/lib/money/ledger/ledger";
import { openLateCancelDebtCents } from "@/lib/money/late-cancel/late-cancel-debts";
import { JOB_STATUS } from "@/lib/jobs/states";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";
import { CARD, cardDeposit } from "./payments-kit";

const HOUR = 3_600_000;
const MIN = 60_000;
let cat: string;
beforeAll(async () => {
  cat = (await jobCategories()).plumbing;
});

type Kit = Awaited<ReturnType<typeof hiredShift>>;

/** An employer, a worker hired on a job (hourly $40/h, or fixed $300), and the worker's shift starting at `start`. */
async function hiredShift(start: Date, opts: { payType?: "Hourly" | "Fixed"; hours?: number } = {}) {
  const owner = await employer();
  const fixed = opts.payType === "Fixed";
  const job = await postJob(owner.token, cat, fixed ? { payType: "Fixed", price: "300", duration: "1" } : { price: "45" });
  const worker = await employee({ firstName: "Wes", lastName: "Worker" });
  await applyTo(worker.token, job._id, fixed ? { price: 300, duration: 1 } : { price: 40, duration: 4 });
  await hireOn(owner.token, job._id, worker.user.id);
  const contract = await db.contract.findUniqueOrThrow({ where: { jobId: job._id } });
  const shift = await db.shift.create({
    data: {
      jobId: job._id,
      contractId: contract.id,
      userId: worker.user.id,
      employerId: owner.user.id,
      start,
      end: new Date(start.getTime() + (opts.hours ?? 4) * HOUR),
      timezone: "America/Chicago",
    },
  });
  return { owner, worker, job, contract, shift };
}

const inHours = (h: number) => new Date(Date.now() + h * HOUR);

async function deposit(token: string, dollars: number) {
  const { status, json } = await cardDeposit(token, dollars, CARD.ok);
  expect(status, JSON.stringify(json)).toBe(200);
}

function cancelAs(token: string, shiftId: string, reason = "I am sick", headers: Record<string, string> = {}) {
  return call(cancel, { token, body: { shiftId, reason }, headers });
}

async function queued(task: string, key: string) {
  const r = await pool().query(
    `select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
     where t.identifier = $1 and j.key = $2`,
    [task, key],
  );
  return r.rows.map((x) => x.payload);
}

describe("shift/cancel by the worker", () => {
  it("is free 24 hours or more before the start: no reliability event, no backfill, the contract ends", async () => {
    const k = await hiredShift(inHours(24.05));
    const { status, json } = await cancelAs(k.worker.token, k.shift.id, "Schedule conflict");
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.shift).toMatchObject({ status: "canceled", canceledBy: "worker", cancelReason: "Schedule conflict", reliability: [] });
    expect(json.shift.cancelLeadMinutes).toBeGreaterThanOrEqual(24 * 60);
    expect(await db.reliabilityEvent.count({ where: { shiftId: k.shift.id } })).toBe(0);
    expect(await queued("backfill:start", `backfill:start:${k.shift.id}`)).toEqual([]);
    const job = await db.job.findUniqueOrThrow({ where: { id: k.job._id }, include: { contract: true } });
    expect(job.status).toBe(JOB_STATUS.canceled);
    expect(job.contract?.canceledAt).not.toBeNull();
    const note = await db.notification.findFirst({ where: { userId: k.owner.user.id, type: "shift_canceled" } });
    expect(note?.message).toContain("Schedule conflict");
  });

  it("is a late cancellation under 24 hours: the event with its time and reason, backfill and the score's refresh", async () => {
    const k = await hiredShift(inHours(23.95));
    const { status, json } = await cancelAs(k.worker.token, k.shift.id, "Transportation problem");
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.shift.reliability).toEqual(["late_cancel"]);
    const [event] = await db.reliabilityEvent.findMany({ where: { shiftId: k.shift.id } });
    expect(event).toMatchObject({ userId: k.worker.user.id, kind: "late_cancel", detail: "Transportation problem" });
    expect(Math.abs(event.occurredAt.getTime() - Date.now())).toBeLessThan(MIN);
    expect(await queued("backfill:start", `backfill:start:${k.shift.id}`)).toEqual([{ shiftId: k.shift.id, reason: "late_cancel" }]);
    expect(await queued("reliability:refresh", `reliability:refresh:${k.worker.user.id}`)).toEqual([{ userId: k.worker.user.id }]);
    // the contract waits for the replacement: it passes to them, or ends with an unfilled backfill
    const job = await db.job.findUniqueOrThrow({ where: { id: k.job._id }, include: { contract: true } });
    expect(job.status).toBe(JOB_STATUS.progressing);
    expect(job.contract?.canceledAt).toBeNull();
  });

  it("counts double under 2 hours (very_late_cancel), and after the start until the end", async () => {
    const k = await hiredShift(inHours(1.95));
    const { json } = await cancelAs(k.worker.token, k.shift.id);
    expect(json.shift.reliability).toEqual(["very_late_cancel"]);
    const started = await hiredShift(new Date(Date.now() - 30 * MIN));
    const after = await cancelAs(started.worker.token, started.shift.id);
    expect(after.status).toBe(200);
    expect(after.json.shift.reliability).toEqual(["very_late_cancel"]);
    expect(after.json.shift.cancelLeadMinutes).toBeLessThan(0);
  });

  it("puts the boundaries exactly at 24 hours and 2 hours before the start", async () => {
    const start = inHours(48);
    const cases: [number, string[]][] = [
      [24 * 60, []],
      [24 * 60 - 1, ["late_cancel"]],
      [2 * 60, ["late_cancel"]],
      [2 * 60 - 1, ["very_late_cancel"]],
    ];
    for (const [lead, kinds] of cases) {
      const k = await hiredShift(start);
      const user = await db.user.findUniqueOrThrow({ where: { id: k.worker.user.id } });
      const now = new Date(start.getTime() - lead * MIN);
      const req = new Request("http://localhost/api/shift/cancel", { method: "POST" });
      const { shift } = await cancelShift(user, { shiftId: k.shift.id, reason: "Other" }, req, now);
      expect({ lead, kinds: shift.reliability, at: shift.cancelLeadMinutes }).toEqual({ lead, kinds, at: lead });
    }
  });
});

describe("shift/cancel by the employer", () => {
  it("is free 24 hours or more before the start: nothing is paid", async () => {
    const k = await hiredShift(inHours(25));
    await deposit(k.owner.token, 100);
    const { status, json } = await cancelAs(k.owner.token, k.shift.id, "The work is no longer needed");
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.shift).toMatchObject({ status: "canceled", canceledBy: "employer", latePay: null, reliability: [] });
    expect(await walletBalanceCents(k.owner.user.id)).toBe(10_000);
    expect(await walletBalanceCents(k.worker.user.id)).toBe(0);
  });

  it("pays an hourly worker min(2 hours, booked hours) × rate under 24 hours, in one balanced journal", async () => {
    const k = await hiredShift(inHours(10));
    await deposit(k.owner.token, 200);
    const { status, json } = await cancelAs(k.owner.token, k.shift.id, "The shift was rescheduled");
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.shift.latePay).toMatchObject({ amount: 80, paid: 80, owed: 0, amountLabel: "$80.00" });
    expect(await walletBalanceCents(k.owner.user.id)).toBe(12_000);
    expect(await walletBalanceCents(k.worker.user.id)).toBe(8_000);
    const journals = await db.ledgerJournal.findMany({
      where: { kind: "late_cancel_pay", reference: { startsWith: `late_cancel:${k.shift.id}` } },
    });
    expect(journals).toHaveLength(1);
    expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
    // the worker sees it in the history, and the notification says so
    const history = await call(getTransactions, { token: k.worker.token, body: { page: 1 } });
    expect(history.json.transactions[0]).toMatchObject({ type: "late_cancel_pay", amount: 80 });
    expect(history.json.transactions[0].title).toContain("Late cancellation pay");
    const note = await db.notification.findFirst({ where: { userId: k.worker.user.id, type: "shift_canceled" } });
    expect(note?.message).toContain("You are paid $80.00 for the late cancellation.");
  });

  it("pays the booked hours when they are fewer than 2", async () => {
    const k = await hiredShift(inHours(5), { hours: 1.5 });
    await deposit(k.owner.token, 100);
    const { json } = await cancelAs(k.owner.token, k.shift.id, "Found someone else");
    expect(json.shift.latePay).toMatchObject({ amount: 60, paid: 60 });
  });

  it("pays a fixed-price worker 25 % of the price", async () => {
    const k = await hiredShift(inHours(3), { payType: "Fixed" });
    await deposit(k.owner.token, 100);
    const { json } = await cancelAs(k.owner.token, k.shift.id, "Weather or site closure");
    expect(json.shift.latePay).toMatchObject({ amount: 75, paid: 75, owed: 0 });
    expect(await walletBalanceCents(k.worker.user.id)).toBe(7_500);
    expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
  });

  it("cancels on a short wallet, records the rest as debt, and the next deposit pays it first", async () => {
    const k = await hiredShift(inHours(6));
    await deposit(k.owner.token, 30);
    const { status, json } = await cancelAs(k.owner.token, k.shift.id, "Other");
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.shift).toMatchObject({ status: "canceled", latePay: { amount: 80, paid: 30, owed: 50, owedLabel: "$50.00" } });
    expect(await walletBalanceCents(k.owner.user.id)).toBe(0);
    expect(await walletBalanceCents(k.worker.user.id)).toBe(3_000);
    expect(await openLateCancelDebtCents(k.owner.user.id)).toBe(5_000);

    await deposit(k.owner.token, 100);
    expect(await walletBalanceCents(k.owner.user.id)).toBe(5_000);
    expect(await walletBalanceCents(k.worker.user.id)).toBe(8_000);
    expect(await openLateCancelDebtCents(k.owner.user.id)).toBe(0);
    const row = await db.cancellationPay.findUniqueOrThrow({ where: { shiftId: k.shift.id } });
    expect(row).toMatchObject({ amountCents: 8_000, paidCents: 8_000 });
    expect(row.settledAt).not.toBeNull();
    // a third deposit pays nothing more
    await deposit(k.owner.token, 10);
    expect(await walletBalanceCents(k.owner.user.id)).toBe(6_000);
    expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
  });

  it("records the whole amount as debt on an empty wallet, and a deposit smaller than the debt pays what it can", async () => {
    const k = await hiredShift(inHours(1), { payType: "Fixed" });
    const { json } = await cancelAs(k.owner.token, k.shift.id, "Other");
    expect(json.shift.latePay).toMatchObject({ amount: 75, paid: 0, owed: 75 });
    await deposit(k.owner.token, 50);
    expect(await walletBalanceCents(k.owner.user.id)).toBe(0);
    expect(await walletBalanceCents(k.worker.user.id)).toBe(5_000);
    expect(await openLateCancelDebtCents(k.owner.user.id)).toBe(2_500);
  });

  it("is refused once the shift has started", async () => {
    const k = await hiredShift(new Date(Date.now() - 5 * MIN));
    const { status, json } = await cancelAs(k.owner.token, k.shift.id, "Other");
    expect(status).toBe(409);
    expect(json.error).toBe(CANCEL_MSG.EmployerStarted);
  });
});

describe("shift/cancel repeats, races and refusals", () => {
  it("a second cancel is refused and pays nothing; the same Idempotency-Key answers the first answer", async () => {
    const k = await hiredShift(inHours(4));
    await deposit(k.owner.token, 500);
    const first = await cancelAs(k.owner.token, k.shift.id, "Other", { "Idempotency-Key": `cancel-${k.shift.id}` });
    expect(first.status).toBe(200);
    const replay = await cancelAs(k.owner.token, k.shift.id, "Other", { "Idempotency-Key": `cancel-${k.shift.id}` });
    expect(replay.status).toBe(200);
    expect(replay.json.shift.canceledAt).toBe(first.json.shift.canceledAt);
    const again = await cancelAs(k.owner.token, k.shift.id, "Other");
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(CANCEL_MSG.AlreadyCanceled);
    expect(await walletBalanceCents(k.worker.user.id)).toBe(8_000);
    expect(await db.ledgerJournal.count({ where: { kind: "late_cancel_pay", jobId: k.job._id } })).toBe(1);
  });

  it("two cancels at once: one wins, the other is refused, one pay and one event at most", async () => {
    const k = await hiredShift(inHours(3));
    await deposit(k.owner.token, 500);
    const results = await Promise.all([cancelAs(k.owner.token, k.shift.id, "Other"), cancelAs(k.worker.token, k.shift.id, "I am sick")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const shift = await db.shift.findUniqueOrThrow({ where: { id: k.shift.id }, include: { reliabilityEvents: true } });
    const byEmployer = shift.canceledBy === "employer";
    expect(await walletBalanceCents(k.worker.user.id)).toBe(byEmployer ? 8_000 : 0);
    expect(shift.reliabilityEvents).toHaveLength(byEmployer ? 0 : 1);
    const same = await Promise.all([cancelAs(k.owner.token, k.shift.id, "Other"), cancelAs(k.owner.token, k.shift.id, "Other")]);
    expect(same.map((r) => r.status)).toEqual([409, 409]);
  });

  it("answers 404 for someone else's shift and 400 for a reason not on the list", async () => {
    const k = await hiredShift(inHours(30));
    const stranger = await employee();
    const otherEmployer = await employer();
    for (const token of [stranger.token, otherEmployer.token]) {
      const { status, json } = await cancelAs(token, k.shift.id, "Other");
      expect(status).toBe(404);
      expect(json.error).toBe(CANCEL_MSG.NotFound);
    }
    const bad = await call(cancel, { token: k.worker.token, body: { shiftId: k.shift.id, reason: "because" } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(CANCEL_MSG.InvalidReason);
    expect((await db.shift.findUniqueOrThrow({ where: { id: k.shift.id } })).status).toBe("booked");
  });
});

describe("shift/mark_no_show and shift/mark_arrived", () => {
  it("refuses a no-show before 15 minutes after the start", async () => {
    const k: Kit = await hiredShift(new Date(Date.now() - 10 * MIN));
    const { status, json } = await call(markNoShow, { token: k.owner.token, body: { shiftId: k.shift.id } });
    expect(status).toBe(409);
    expect(json.error).toBe(CANCEL_MSG.TooEarly(15));
    const arrived = await call(markArrived, { token: k.owner.token, body: { shiftId: k.shift.id } });
    expect(arrived.status).toBe(409);
  });

  it("marks a no-show from 15 minutes after the start: the event counts, backfill and refresh are queued", async () => {
    const k = await hiredShift(new Date(Date.now() - 16 * MIN));
    const { status, json } = await call(markNoShow, { token: k.owner.token, body: { shiftId: k.shift.id } });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.shift).toMatchObject({ status: "no_show", reliability: ["no_show"] });
    expect(await queued("backfill:start", `backfill:start:${k.shift.id}`)).toEqual([{ shiftId: k.shift.id, reason: "no_show" }]);
    expect(await queued("reliability:refresh", `reliability:refresh:${k.worker.user.id}`)).toEqual([{ userId: k.worker.user.id }]);
    // the contract waits for the replacement, as after a late cancellation (2 hours before the end is the cut-off)
    const job = await db.job.findUniqueOrThrow({ where: { id: k.job._id }, include: { contract: true } });
    expect(job.status).toBe(JOB_STATUS.progressing);
    expect(job.contract?.canceledAt).toBeNull();
    const again = await call(markNoShow, { token: k.owner.token, body: { shiftId: k.shift.id } });
    expect(again.status).toBe(409);
    expect(await db.reliabilityEvent.count({ where: { shiftId: k.shift.id } })).toBe(1);
  });

  it("a no-show too late for a replacement (under 2 hours before the end) ends the contract at once", async () => {
    const k = await hiredShift(new Date(Date.now() - 2.5 * HOUR), { hours: 4 });
    const { status } = await call(markNoShow, { token: k.owner.token, body: { shiftId: k.shift.id } });
    expect(status).toBe(200);
    const job = await db.job.findUniqueOrThrow({ where: { id: k.job._id }, include: { contract: true } });
    expect(job.status).toBe(JOB_STATUS.canceled);
    expect(job.contract?.canceledAt).not.toBeNull();
  });

  it("marks the arrival instead, after which no no-show can be marked", async () => {
    const k = await hiredShift(new Date(Date.now() - 20 * MIN));
    const { status, json } = await call(markArrived, { token: k.owner.token, body: { shiftId: k.shift.id } });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.shift.arrivedAt).not.toBeNull();
    const noShow = await call(markNoShow, { token: k.owner.token, body: { shiftId: k.shift.id } });
    expect(noShow.status).toBe(409);
    expect(noShow.json.error).toBe(CANCEL_MSG.AlreadyArrived);
  });

  it("refuses a clocked-in worker's no-show, the worker's own call (403) and another employer's (404)", async () => {
    const k = await hiredShift(new Date(Date.now() - 30 * MIN));
    const worker = await call(markNoShow, { token: k.worker.token, body: { shiftId: k.shift.id } });
    expect(worker.status).toBe(403);
    const other = await employer();
    const stranger = await call(markNoShow, { token: other.token, body: { shiftId: k.shift.id } });
    expect(stranger.status).toBe(404);
    await db.shift.update({ where: { id: k.shift.id }, data: { clockedInAt: new Date() } });
    const clocked = await call(markNoShow, { token: k.owner.token, body: { shiftId: k.shift.id } });
    expect(clocked.status).toBe(409);
    expect(clocked.json.error).toBe(CANCEL_MSG.AlreadyArrived);
  });
});
