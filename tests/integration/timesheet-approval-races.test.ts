// Timesheet approval races on real PostgreSQL: every pair that can meet decides once and pays once —
// approve vs the automatic approval, two approvals at once, adjust vs the automatic approval, and approval
// vs the contract's own payment (job/pay_job) or a pay period (job/pay_period): no hour is paid twice.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { setFeePercent } from "./wallet-kit";
import { submittedShift } from "./timesheet-approval-kit";
import { POST as approve } from "@/app/api/timesheet/approve/route";
import { POST as adjust } from "@/app/api/timesheet/adjust/route";
import { POST as payJob } from "@/app/api/job/pay_job/route";
import { POST as payPeriod } from "@/app/api/job/pay_period/route";
import { POST as cancelContract } from "@/app/api/job/cancel_contract/route";
import { heldCentsOf } from "@/lib/money/holds/holds";
import { autoApproveTask } from "@/lib/timesheets/approval";
import { timesheetReference } from "@/lib/money/pay/pay-timesheet";
import { checkLedger, walletBalanceCents } from "@/lib/money/ledger/ledger";
import { TIMESHEET } from "@/lib/time/timesheet-states";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";

beforeAll(async () => {
  await setFeePercent(10);
});

async function ledgerOk() {
  expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, driftedWallets: 0 });
}

const journals = (id: string) => db.ledgerJournal.count({ where: { kind: "pay", reference: timesheetReference(id) } });
const due = (sheet: { autoApproveAt: Date }) => new Date(sheet.autoApproveAt.getTime() + 1000);

describe("timesheet approval races", () => {
  it("more approvals at once than the server has connections: every one is paid (none waits on a second connection)", async () => {
    const pool = Number(process.env.DATABASE_POOL_SIZE);
    const shifts = await Promise.all(Array.from({ length: pool + 2 }, () => submittedShift({ minutes: 60 })));
    const answers = await Promise.all(shifts.map((s) => call(approve, { token: s.owner.token, body: { ids: [s.sheet.id] } })));
    expect(answers.map((r) => r.status)).toEqual(shifts.map(() => 200));
    for (const s of shifts) {
      expect(await journals(s.sheet.id)).toBe(1);
      expect(await walletBalanceCents(s.worker.user.id)).toBe(3000);
    }
    await ledgerOk();
  });

  it("cancel vs approve at once: the worked hour is paid exactly once and nothing stays held", async () => {
    const { owner, worker, sheet, contract, jobId } = await submittedShift({ minutes: 60 });
    const [c, a] = await Promise.all([
      call(cancelContract, { token: owner.token, body: { id: jobId } }),
      call(approve, { token: owner.token, body: { ids: [sheet.id] } }),
    ]);
    expect(a.status).toBe(200);
    expect([200, 409]).toContain(c.status);
    expect(await journals(sheet.id)).toBe(1);
    expect(await walletBalanceCents(worker.user.id)).toBe(3000);
    if (c.status === 200) expect(await heldCentsOf(db, contract.id)).toBe(0);
    await ledgerOk();
  });

  it("approve vs the automatic approval: one decides, paid exactly once", async () => {
    const { owner, worker, sheet } = await submittedShift({ minutes: 60 });
    const [r] = await Promise.all([
      call(approve, { token: owner.token, body: { ids: [sheet.id] } }),
      autoApproveTask({ timesheetId: sheet.id }, due(sheet)),
    ]);
    expect([200, 409]).toContain(r.status);
    expect(await db.timesheet.findUniqueOrThrow({ where: { id: sheet.id } })).toMatchObject({ status: TIMESHEET.approved });
    expect(await journals(sheet.id)).toBe(1);
    expect(await walletBalanceCents(worker.user.id)).toBe(3000);
    await ledgerOk();
  });

  it("two approvals at once: one 200, one 409, one payment", async () => {
    const { owner, worker, sheet } = await submittedShift({ minutes: 60 });
    const both = await Promise.all([0, 1].map(() => call(approve, { token: owner.token, body: { ids: [sheet.id] } })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await journals(sheet.id)).toBe(1);
    expect(await walletBalanceCents(worker.user.id)).toBe(3000);
    await ledgerOk();
  });

  it("adjust vs the automatic approval: whichever wins is what is paid, once", async () => {
    const { owner, worker, sheet } = await submittedShift({ minutes: 60 });
    const [r] = await Promise.all([
      call(adjust, { token: owner.token, body: { id: sheet.id, minutes: 30, reason: "Started half an hour late" } }),
      autoApproveTask({ timesheetId: sheet.id }, due(sheet)),
    ]);
    const row = await db.timesheet.findUniqueOrThrow({ where: { id: sheet.id } });
    expect(await journals(sheet.id)).toBe(1);
    if (r.status === 200) {
      expect(row.status).toBe(TIMESHEET.adjusted);
      expect(await walletBalanceCents(worker.user.id)).toBe(1500);
    } else {
      expect(r.status).toBe(409);
      expect(row.status).toBe(TIMESHEET.approved);
      expect(await walletBalanceCents(worker.user.id)).toBe(3000);
    }
    await ledgerOk();
  });

  it("approve after the contract was paid by job/pay_job: the approval stands and nothing is paid twice", async () => {
    const { owner, worker, jobId, sheet } = await submittedShift({ minutes: 60 });
    const paid = await call(payJob, { token: owner.token, body: { jobId } });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const earned = await walletBalanceCents(worker.user.id);
    expect(earned).toBe(3000);
    const r = await call(approve, { token: owner.token, body: { ids: [sheet.id] } });
    expect(r.status).toBe(200);
    expect(r.json.approved[0]).toMatchObject({ paid: true });
    expect(await journals(sheet.id)).toBe(0);
    expect(await walletBalanceCents(worker.user.id)).toBe(earned);
    expect(await db.timesheet.findUniqueOrThrow({ where: { id: sheet.id } })).toMatchObject({ paidMinutes: 0 });
    await ledgerOk();
  });

  it("approve and job/pay_job at once: the hour is paid once, by whichever came first", async () => {
    const { owner, worker, jobId, sheet } = await submittedShift({ minutes: 60 });
    const [a, p] = await Promise.all([
      call(approve, { token: owner.token, body: { ids: [sheet.id] } }),
      call(payJob, { token: owner.token, body: { jobId } }),
    ]);
    expect(a.status, JSON.stringify(a.json)).toBe(200);
    // after the approval paid the hour, pay_job is refused (its figures are stale, or nothing is left to pay)
    expect([200, 409], JSON.stringify(p.json)).toContain(p.status);
    expect(await walletBalanceCents(worker.user.id)).toBe(3000);
    await ledgerOk();
  });

  it("job/pay_job after the approval paid the hours: nothing is left to pay", async () => {
    const { owner, worker, jobId, sheet } = await submittedShift({ minutes: 60 });
    expect((await call(approve, { token: owner.token, body: { ids: [sheet.id] } })).status).toBe(200);
    expect(await call(payJob, { token: owner.token, body: { jobId } })).toMatchObject({
      status: 409,
      json: { error: WALLET_MSG.NothingLeftToPay },
    });
    expect(await walletBalanceCents(worker.user.id)).toBe(3000);
    await ledgerOk();
  });

  it("approve after a pay period paid the hours: nothing more is paid", async () => {
    const { owner, worker, jobId, sheet } = await submittedShift({ minutes: 60 });
    expect((await call(payPeriod, { token: owner.token, body: { jobId, through: "all" } })).status).toBe(200);
    expect(await walletBalanceCents(worker.user.id)).toBe(3000);
    expect((await call(approve, { token: owner.token, body: { ids: [sheet.id] } })).status).toBe(200);
    expect(await walletBalanceCents(worker.user.id)).toBe(3000);
    expect(await journals(sheet.id)).toBe(0);
    await ledgerOk();
  });
});
