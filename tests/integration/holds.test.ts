// Holds against real PostgreSQL (docs/money.md "Holds"): the hire holds the shift's expected total from the
// employer's wallet in one journal, Not funded when the wallet does not cover it (and 402 with "Only hire when
// funded"), funding later, release on cancellation (late-cancellation pay from the hold first), settlement on
// payment with the difference both ways, what an invited worker is shown before the hire, pay periods from the hold, contracts without a hold, and races.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { POST as payJob } from "@/app/api/job/pay_job/route";
import { POST as payPeriod } from "@/app/api/job/pay_period/route";
import { POST as cancelContract } from "@/app/api/job/cancel_contract/route";
import { POST as completeContract } from "@/app/api/job/complete_contract/route";
import { POST as fundContract } from "@/app/api/job/fund_contract/route";
import { POST as hireWhenFunded } from "@/app/api/user/hire_when_funded/route";
import { POST as getHolds } from "@/app/api/transaction/get_holds/route";
import { POST as cancelShift } from "@/app/api/shift/cancel/route";
import { POST as hire } from "@/app/api/job/hire/route";
import { POST as invite } from "@/app/api/job/invite/route";
import { POST as declineInvite } from "@/app/api/job/decline_invite/route";
import { POST as getJob } from "@/app/api/job/get_job/route";
import { getJobDto } from "@/lib/jobs/queries";
import { DECLINE_REASONS } from "@/lib/jobs/constants";
import { checkLedger, postJournal, walletBalanceCents } from "@/lib/money/ledger/ledger";
import { heldCentsOf } from "@/lib/money/holds/holds";
import { fundEmployerContracts } from "@/lib/money/holds/fund-tasks";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";
import { fund, setFeePercent } from "./wallet-kit";
import { api as booking, employer as bookingEmployer, payload, worker as bookingWorker } from "./booking-kit";

const HOUR = 3_600_000;
let cat: string;
beforeAll(async () => {
  await setFeePercent(10);
  cat = (await jobCategories()).plumbing;
});

async function ledgerOk() {
  expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
}

/** An employer with `balanceCents` in the wallet BEFORE the hire, and a worker hired at $40/h × 4 h (or fixed $300). */
async function hired(balanceCents: number, opts: { payType?: "Hourly" | "Fixed"; onlyWhenFunded?: boolean } = {}) {
  const owner = await employer();
  const worker = await employee();
  const fixed = opts.payType === "Fixed";
  if (balanceCents) await fund(owner.user.id, balanceCents);
  if (opts.onlyWhenFunded) await db.user.update({ where: { id: owner.user.id }, data: { hireOnlyWhenFunded: true } });
  const job = await postJob(owner.token, cat, fixed ? { payType: "Fixed", price: "300", duration: "2" } : { price: "40", duration: "4" });
  await applyTo(worker.token, job._id, fixed ? { price: 300, duration: 2 } : { price: 40, duration: 4 });
  return { owner, worker, jobId: job._id as string };
}

async function hiredNow(balanceCents: number, opts: { payType?: "Hourly" | "Fixed" } = {}) {
  const k = await hired(balanceCents, opts);
  await hireOn(k.owner.token, k.jobId, k.worker.user.id);
  const contract = await db.contract.findUniqueOrThrow({ where: { jobId: k.jobId } });
  return { ...k, contract };
}

async function entry(contract: { id: string; userId: string }, start: Date, seconds: number) {
  await db.timeEntry.create({
    data: { contractId: contract.id, userId: contract.userId, start, end: new Date(start.getTime() + seconds * 1000), type: "track" },
  });
}

describe("the hold on hire", () => {
  it("holds rate × booked hours + fee of an hourly hire in one journal wallet → held", async () => {
    const k = await hiredNow(20_000);
    expect(k.contract).toMatchObject({ holdCents: 17_600, fundedAt: expect.any(Date) });
    expect(await walletBalanceCents(k.owner.user.id)).toBe(2400);
    expect(await heldCentsOf(db, k.contract.id)).toBe(17_600);
    const journals = await db.ledgerJournal.findMany({ where: { jobId: k.jobId, kind: "hold" }, include: { entries: true } });
    expect(journals).toHaveLength(1);
    expect(journals[0].reference).toBe(`hold:${k.contract.id}`);
    expect(journals[0].entries.map((e) => [e.accountId, e.amountCents]).sort()).toEqual([
      [`held:${k.contract.id}`, 17_600],
      [`wallet:${k.owner.user.id}`, -17_600],
    ]);
    const holds = await call(getHolds, { token: k.owner.token, body: {} });
    expect(holds.json).toMatchObject({
      available: 24,
      held: 176,
      heldShifts: 1,
      holds: [{ jobId: k.jobId, held: 176, state: "held" }],
      notFunded: [],
    });
    await ledgerOk();
  });

  it("holds price + fee of a fixed hire", async () => {
    const k = await hiredNow(33_000, { payType: "Fixed" });
    expect(k.contract.holdCents).toBe(33_000);
    expect(await walletBalanceCents(k.owner.user.id)).toBe(0);
    expect(await heldCentsOf(db, k.contract.id)).toBe(33_000);
    await ledgerOk();
  });

  it("hires Not funded when the wallet is short, tells the employer, and funds later (job/fund_contract)", async () => {
    const k = await hiredNow(5000);
    expect(k.contract).toMatchObject({ holdCents: 17_600, fundedAt: null });
    expect(await walletBalanceCents(k.owner.user.id)).toBe(5000);
    const note = await db.notification.findFirst({ where: { userId: k.owner.user.id, type: "hold_not_funded" } });
    expect(note?.message).toContain("add $126.00");
    const holds = await call(getHolds, { token: k.owner.token, body: {} });
    expect(holds.json).toMatchObject({
      available: 50,
      held: 0,
      heldShifts: 0,
      notFunded: [{ jobId: k.jobId, state: "not_funded", hold: 176 }],
    });

    const short = await call(fundContract, { token: k.owner.token, body: { jobId: k.jobId } });
    expect(short.status).toBe(402);
    expect(short.json).toMatchObject({ notFunded: true, missing: 126, deposit: "/dashboard/deposit" });
    expect(short.json.error).toContain("$126.00");

    await fund(k.owner.user.id, 15_000);
    const ok = await call(fundContract, { token: k.owner.token, body: { jobId: k.jobId } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json).toMatchObject({ balance: 24, hold: { held: 176, state: "held" } });
    expect(await heldCentsOf(db, k.contract.id)).toBe(17_600);
    const again = await call(fundContract, { token: k.owner.token, body: { jobId: k.jobId } });
    expect(again.status).toBe(409);
    await ledgerOk();
  });

  it("funds Not funded contracts after a deposit (the queued task), soonest first, as far as the balance goes", async () => {
    const k = await hiredNow(0);
    await fund(k.owner.user.id, 17_600);
    expect(await fundEmployerContracts(k.owner.user.id)).toBe(1);
    expect((await db.contract.findUniqueOrThrow({ where: { id: k.contract.id } })).fundedAt).not.toBeNull();
    expect(await walletBalanceCents(k.owner.user.id)).toBe(0);
    expect(await fundEmployerContracts(k.owner.user.id)).toBe(0);
    await ledgerOk();
  });

  it("refuses an unfunded hire with 402 and the amount missing when the employer chose Only hire when funded", async () => {
    const k = await hired(1000);
    const on = await call(hireWhenFunded, { token: k.owner.token, body: { on: true } });
    expect(on.json).toMatchObject({ onlyWhenFunded: true });
    const refused = await call(hire, { token: k.owner.token, body: { id: k.jobId, userId: k.worker.user.id } });
    expect(refused.status).toBe(402);
    expect(refused.json).toMatchObject({ notFunded: true, missing: 166 });
    expect(refused.json.error).toContain("$166.00");
    expect(await db.contract.count({ where: { jobId: k.jobId } })).toBe(0);
    expect(await walletBalanceCents(k.owner.user.id)).toBe(1000);
    // with the money there, the same hire holds
    await fund(k.owner.user.id, 16_600);
    await hireOn(k.owner.token, k.jobId, k.worker.user.id);
    expect(await walletBalanceCents(k.owner.user.id)).toBe(0);
    await ledgerOk();
  });
});

describe("the hold on a booking's accept", () => {
  it("tells the asked worker whether the shift is funded, and the accept holds it or hires it Not funded", async () => {
    for (const balance of [100_000, 0]) {
      const boss = await bookingEmployer();
      if (balance) await fund(boss.user.id, balance);
      const w = await bookingWorker("Holly");
      const r = (await booking.create(boss.token, payload({ employees: [w.user.id] }))).json.request;
      const seen = await booking.get(w.token, r._id);
      expect(seen.json.request.funded).toBe(balance > 0);
      const res = await booking.accept(w.token, r._id);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const contract = await db.contract.findFirstOrThrow({ where: { userId: w.user.id } });
      expect(contract.holdCents).toBeGreaterThan(0);
      expect(contract.fundedAt !== null).toBe(balance > 0);
      expect(await heldCentsOf(db, contract.id)).toBe(balance ? contract.holdCents : 0);
      expect(await walletBalanceCents(boss.user.id)).toBe(balance ? balance - contract.holdCents! : 0);
      expect((await booking.get(w.token, r._id)).json.request.funded).toBe(balance > 0);
    }
    await ledgerOk();
  });
});

describe("the funding an invited worker sees", () => {
  it("says whether the employer's balance covers the shift before they accept, then the contract's hold once hired", async () => {
    const owner = await employer();
    const worker = await employee();
    const other = await employee();
    // $40 × 4 h + 10 % = $176
    const job = await postJob(owner.token, cat, { price: "40", duration: "4" });
    expect((await call(invite, { token: owner.token, body: { id: job._id, employees: [worker.user.id] } })).status).toBe(200);
    const seen = async (who: { token: string }) => {
      const r = await call(getJob, { token: who.token, body: { id: job._id } });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      return r.json.job;
    };
    expect((await seen(worker)).inviteFunded).toBe(false);
    // the server page reads the same through getJobDto
    expect((await getJobDto(job._id, { id: worker.user.id, type: "provider" })).inviteFunded).toBe(false);
    await fund(owner.user.id, 17_600);
    expect((await seen(worker)).inviteFunded).toBe(true);
    // nobody but the invited worker is told: the employer and a worker not invited read null
    expect((await seen(owner)).inviteFunded).toBeNull();
    expect((await seen(other)).inviteFunded).toBeNull();
    // accepted with a proposal of $50 × 4 h ($220): the balance no longer covers those terms
    await applyTo(worker.token, job._id, { price: 50, isInvite: true });
    expect((await seen(worker)).inviteFunded).toBe(false);
    await fund(owner.user.id, 4400);
    expect((await seen(worker)).inviteFunded).toBe(true);
    // hired: the contract's hold says it
    await hireOn(owner.token, job._id, worker.user.id);
    const hired = await seen(worker);
    expect(hired.inviteFunded).toBeNull();
    expect(hired.hire.funding).toBe("held");
    await ledgerOk();
  });

  it("shows nothing once the invitation is declined", async () => {
    const owner = await employer();
    const worker = await employee();
    const job = await postJob(owner.token, cat, { price: "40", duration: "4" });
    await call(invite, { token: owner.token, body: { id: job._id, employees: [worker.user.id] } });
    const r = await call(declineInvite, { token: worker.token, body: { id: job._id, reason: DECLINE_REASONS[0] } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect((await call(getJob, { token: worker.token, body: { id: job._id } })).json.job.inviteFunded).toBeNull();
  });
});

describe("release on cancellation", () => {
  it("returns the whole hold to the wallet when the contract is cancelled", async () => {
    const k = await hiredNow(20_000);
    const r = await call(cancelContract, { token: k.owner.token, body: { id: k.jobId } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(await walletBalanceCents(k.owner.user.id)).toBe(20_000);
    expect(await heldCentsOf(db, k.contract.id)).toBe(0);
    expect(await db.ledgerJournal.count({ where: { kind: "hold_release", reference: `hold_release:${k.contract.id}` } })).toBe(1);
    await ledgerOk();
  });

  it("pays a late cancellation from the hold first, then releases the rest", async () => {
    const k = await hiredNow(20_000);
    const start = new Date(Date.now() + 10 * HOUR);
    const shift = await db.shift.create({
      data: {
        jobId: k.jobId,
        contractId: k.contract.id,
        userId: k.worker.user.id,
        employerId: k.owner.user.id,
        start,
        end: new Date(start.getTime() + 4 * HOUR),
        timezone: "America/Chicago",
      },
    });
    const r = await call(cancelShift, { token: k.owner.token, body: { shiftId: shift.id, reason: "The shift was rescheduled" } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.shift.latePay).toMatchObject({ amount: 80, paid: 80, owed: 0 });
    const late = await db.ledgerJournal.findFirstOrThrow({
      where: { kind: "late_cancel_pay", jobId: k.jobId },
      include: { entries: true },
    });
    expect(late.entries.map((e) => [e.accountId, e.amountCents]).sort()).toEqual([
      [`held:${k.contract.id}`, -8000],
      [`wallet:${k.worker.user.id}`, 8000],
    ]);
    expect(await walletBalanceCents(k.worker.user.id)).toBe(8000);
    expect(await walletBalanceCents(k.owner.user.id)).toBe(12_000);
    expect(await heldCentsOf(db, k.contract.id)).toBe(0);
    await ledgerOk();
  });
});

describe("settlement on payment", () => {
  it("pays from the hold and takes the difference from the wallet in the same journal", async () => {
    const k = await hiredNow(30_000);
    await entry(k.contract, new Date(Date.now() - 6 * HOUR), 5 * 3600);
    const r = await call(payJob, { token: k.owner.token, body: { jobId: k.jobId, total: 220 } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.balance).toBe(80);
    const pay = await db.ledgerJournal.findFirstOrThrow({ where: { kind: "pay", jobId: k.jobId }, include: { entries: true } });
    expect(pay.entries.map((e) => [e.accountId, e.amountCents]).sort()).toEqual([
      ["fee_revenue", 2000],
      [`held:${k.contract.id}`, -17_600],
      [`wallet:${k.owner.user.id}`, -4400],
      [`wallet:${k.worker.user.id}`, 20_000],
    ]);
    expect(await walletBalanceCents(k.owner.user.id)).toBe(8000);
    await ledgerOk();
  });

  it("returns what the hold held above the total to the wallet in the same journal", async () => {
    const k = await hiredNow(20_000);
    await entry(k.contract, new Date(Date.now() - 6 * HOUR), 3 * 3600);
    const r = await call(payJob, { token: k.owner.token, body: { jobId: k.jobId, total: 132 } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.balance).toBe(68);
    expect(await walletBalanceCents(k.owner.user.id)).toBe(6800);
    expect(await walletBalanceCents(k.worker.user.id)).toBe(12_000);
    expect(await heldCentsOf(db, k.contract.id)).toBe(0);
    await ledgerOk();
  });

  it("pays exactly the hold when the hours are the booked ones (the wallet is not touched)", async () => {
    const k = await hiredNow(17_600);
    const r = await call(payJob, { token: k.owner.token, body: { jobId: k.jobId, total: 176 } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.balance).toBe(0);
    expect(await walletBalanceCents(k.worker.user.id)).toBe(16_000);
    await ledgerOk();
  });

  it("pays a period from the hold (the rest stays held) and the final payment settles what is left", async () => {
    const k = await hiredNow(20_000);
    await entry(k.contract, new Date(Date.now() - 30 * HOUR), 2 * 3600);
    const period = await call(payPeriod, { token: k.owner.token, body: { jobId: k.jobId, through: "all" } });
    expect(period.status, JSON.stringify(period.json)).toBe(200);
    expect(period.json.balance).toBe(24);
    expect(await heldCentsOf(db, k.contract.id)).toBe(8800);
    expect(await walletBalanceCents(k.worker.user.id)).toBe(8000);
    await entry(k.contract, new Date(Date.now() - 5 * HOUR), 3600);
    const last = await call(payJob, { token: k.owner.token, body: { jobId: k.jobId } });
    expect(last.status, JSON.stringify(last.json)).toBe(200);
    expect(await heldCentsOf(db, k.contract.id)).toBe(0);
    expect(await walletBalanceCents(k.owner.user.id)).toBe(2400 + 4400);
    expect(await walletBalanceCents(k.worker.user.id)).toBe(12_000);
    await ledgerOk();
  });

  it("returns what is still held when the contract is completed with every tracked hour already paid", async () => {
    const k = await hiredNow(20_000);
    await entry(k.contract, new Date(Date.now() - 30 * HOUR), 2 * 3600);
    const period = await call(payPeriod, { token: k.owner.token, body: { jobId: k.jobId, through: "all" } });
    expect(period.status, JSON.stringify(period.json)).toBe(200);
    expect(await heldCentsOf(db, k.contract.id)).toBe(8800);
    const done = await call(completeContract, { token: k.owner.token, body: { id: k.jobId } });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(await heldCentsOf(db, k.contract.id)).toBe(0);
    expect(await walletBalanceCents(k.owner.user.id)).toBe(2400 + 8800);
    expect(await walletBalanceCents(k.worker.user.id)).toBe(8000);
    // nothing is left for job/pay_job
    expect((await call(payJob, { token: k.owner.token, body: { jobId: k.jobId } })).status).toBe(409);
    await ledgerOk();
  });

  it("keeps the hold of a completed contract whose hours are not paid yet, for job/pay_job", async () => {
    const k = await hiredNow(20_000);
    await entry(k.contract, new Date(Date.now() - 30 * HOUR), 2 * 3600);
    expect((await call(completeContract, { token: k.owner.token, body: { id: k.jobId } })).status).toBe(200);
    expect(await heldCentsOf(db, k.contract.id)).toBe(17_600);
    await ledgerOk();
  });

  it("pays a contract without a hold (made before holds) from the wallet exactly as before", async () => {
    const k = await hiredNow(0);
    await db.contract.update({ where: { id: k.contract.id }, data: { holdCents: null, fundedAt: null } });
    await fund(k.owner.user.id, 20_000);
    const r = await call(payJob, { token: k.owner.token, body: { jobId: k.jobId, total: 176 } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const pay = await db.ledgerJournal.findFirstOrThrow({ where: { kind: "pay", jobId: k.jobId }, include: { entries: true } });
    expect(pay.entries.map((e) => [e.accountId, e.amountCents]).sort()).toEqual([
      ["fee_revenue", 1600],
      [`wallet:${k.owner.user.id}`, -17_600],
      [`wallet:${k.worker.user.id}`, 16_000],
    ]);
    const f = await call(fundContract, { token: k.owner.token, body: { jobId: k.jobId } });
    expect(f.status).toBe(409);
    await ledgerOk();
  });
});

describe("races", () => {
  // an employer cannot withdraw (withdrawals are the workers'); the other debit of an employer's wallet that
  // races a hold is an admin's wallet correction (a journal wallet → adjustments), posted the same way
  it("a hold and a debit of the same money at once: exactly one wins, nothing negative", async () => {
    const k = await hiredNow(0);
    await fund(k.owner.user.id, 17_600);
    const withdraw = () =>
      db
        .$transaction((tx) =>
          postJournal(tx, {
            kind: "correction",
            reference: `correction:${randomUUID()}`,
            userId: k.owner.user.id,
            entries: [
              { account: { kind: "wallet", userId: k.owner.user.id }, amountCents: -10_000 },
              { account: { kind: "adjustments" }, amountCents: 10_000 },
            ],
          }),
        )
        .then(
          () => "ok",
          () => "refused",
        );
    const [f, w] = await Promise.all([call(fundContract, { token: k.owner.token, body: { jobId: k.jobId } }), withdraw()]);
    expect([f.status === 200, w === "ok"].filter(Boolean)).toHaveLength(1);
    const balance = await walletBalanceCents(k.owner.user.id);
    expect(balance).toBe(f.status === 200 ? 0 : 7600);
    await ledgerOk();
  });

  it("two fund calls at once: one places the hold, the other finds it funded", async () => {
    const k = await hiredNow(0);
    await fund(k.owner.user.id, 40_000);
    const [a, b] = await Promise.all([
      call(fundContract, { token: k.owner.token, body: { jobId: k.jobId } }),
      call(fundContract, { token: k.owner.token, body: { jobId: k.jobId } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await heldCentsOf(db, k.contract.id)).toBe(17_600);
    expect(await walletBalanceCents(k.owner.user.id)).toBe(40_000 - 17_600);
    await ledgerOk();
  });

  it("a cancellation and a payment at once: one wins, the hold ends at zero, nobody is paid twice", async () => {
    const k = await hiredNow(20_000);
    const [c, p] = await Promise.all([
      call(cancelContract, { token: k.owner.token, body: { id: k.jobId } }),
      call(payJob, { token: k.owner.token, body: { jobId: k.jobId } }),
    ]);
    expect([c.status, p.status].filter((s) => s === 200)).toHaveLength(1);
    expect(await heldCentsOf(db, k.contract.id)).toBe(0);
    const worker = await walletBalanceCents(k.worker.user.id);
    const owner = await walletBalanceCents(k.owner.user.id);
    if (p.status === 200) expect([owner, worker]).toEqual([2400, 16_000]);
    else expect([owner, worker]).toEqual([20_000, 0]);
    await ledgerOk();
  });
});
