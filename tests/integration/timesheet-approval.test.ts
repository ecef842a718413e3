// Timesheet approval against real PostgreSQL: clock-out submits the shift with the break attestation (required
// where the job's state asks for a meal break), the employer approves (one or many) or adjusts with a reason,
// the automatic approval after 24 h, and the payment in the deciding transaction: approved minutes at the
// contract's rate, fee on top, receipts, notifications; a short wallet keeps the approval and pays later.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { employer } from "./job-kit";
import { fund, setFeePercent } from "./wallet-kit";
import { hourlyContract } from "./time-kit";
import { moveTimerBack, submittedShift } from "./timesheet-approval-kit";
import { POST as startTimer } from "@/app/api/user/start_timer/route";
import { POST as stopTimer } from "@/app/api/user/stop_timer/route";
import { POST as approve } from "@/app/api/timesheet/approve/route";
import { POST as adjust } from "@/app/api/timesheet/adjust/route";
import { POST as submit } from "@/app/api/timesheet/submit/route";
import { GET as listPending } from "@/app/api/timesheet/list_pending/route";
import { GET as listForJob } from "@/app/api/timesheet/list/route";
import { POST as removeTimesheet } from "@/app/api/job/remove_timesheet/route";
import { APPROVAL_MSG } from "@/lib/timesheets/approval-messages";
import { approvalSweep, autoApproveTask } from "@/lib/timesheets/approval";
import { payApprovedTimesheets, timesheetReference } from "@/lib/money/pay/pay-timesheet";
import { checkLedger, walletBalanceCents } from "@/lib/money/ledger/ledger";
import { breakAttestationRequired, mealBreakRule } from "@/lib/time/break-rules";
import { autoApproveText, TIMESHEET } from "@/lib/time/timesheet-states";

const DAY = 86_400_000;

beforeAll(async () => {
  await setFeePercent(10);
});

async function ledgerOk() {
  expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, driftedWallets: 0 });
}

describe("meal-break rules", () => {
  it("California asks after 5 hours, New York after 6, Texas never; names and codes both work", () => {
    expect(mealBreakRule("CA")).toMatchObject({ afterMinutes: 300, breakMinutes: 30 });
    expect(mealBreakRule("California")).toMatchObject({ state: "CA" });
    expect(breakAttestationRequired("CA", 300)).toBe(false);
    expect(breakAttestationRequired("CA", 301)).toBe(true);
    expect(breakAttestationRequired("NY", 330)).toBe(false);
    expect(breakAttestationRequired("NY", 361)).toBe(true);
    expect(breakAttestationRequired("TX", 720)).toBe(false);
    expect(breakAttestationRequired("", 720)).toBe(false);
    expect(autoApproveText(new Date(Date.UTC(2026, 0, 1, 5, 12, 30)), Date.UTC(2026, 0, 1))).toBe("Approves automatically in 5 h 12 min");
    expect(autoApproveText(new Date(0), 1000)).toBe("Approves automatically in less than a minute");
  });
});

describe("clock-out submits the shift", () => {
  it("a clock-out creates a submitted timesheet of the shift's minutes, due for automatic approval in 24 h, and tells the employer", async () => {
    const before = Date.now();
    const { owner, contract, sheet } = await submittedShift({ minutes: 125 });
    expect(sheet).toMatchObject({ status: TIMESHEET.submitted, minutes: 125, breakAttestation: null, breakRequired: false });
    expect(sheet.autoApproveAt.getTime() - sheet.submittedAt.getTime()).toBe(DAY);
    expect(sheet.submittedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await db.timeEntry.count({ where: { contractId: contract.id, timesheetId: sheet.id } })).toBe(1);
    const note = await db.notification.findFirst({ where: { userId: owner.user.id, type: "timesheet_submitted" } });
    expect(note?.message).toContain("submitted 2h 05m");
    const [job] = await db.$queryRaw<
      { n: bigint }[]
    >`SELECT count(*) AS n FROM graphile_worker.jobs WHERE key = ${`timesheet_auto_approve:${sheet.id}`}`;
    expect(Number(job.n)).toBe(1);
  });

  it("in California a shift over 5 h needs the attestation: refused without it (the timer keeps running), stored with it", async () => {
    const s = await hourlyContract({ price: 30, duration: 8 });
    await db.job.update({ where: { id: s.jobId }, data: { state: "CA" } });
    expect((await call(startTimer, { token: s.worker.token, body: { jobId: s.jobId } })).status).toBe(200);
    await moveTimerBack(s.worker.user.id, 6 * 60);
    expect(await call(stopTimer, { token: s.worker.token, body: { jobId: s.jobId } })).toMatchObject({
      status: 400,
      json: { error: APPROVAL_MSG.BreakRequired("CA", 5) },
    });
    expect(await db.timer.count({ where: { userId: s.worker.user.id } })).toBe(1);
    expect(await db.timeEntry.count({ where: { contractId: s.contract.id } })).toBe(0);
    expect(await call(stopTimer, { token: s.worker.token, body: { jobId: s.jobId, breaks: "sometimes" } })).toMatchObject({
      status: 400,
      json: { error: APPROVAL_MSG.BadBreak },
    });
    expect((await call(stopTimer, { token: s.worker.token, body: { jobId: s.jobId, breaks: "missed" } })).status).toBe(200);
    const sheet = await db.timesheet.findFirstOrThrow({ where: { contractId: s.contract.id } });
    expect(sheet).toMatchObject({ breakAttestation: "missed", breakRequired: true, minutes: 360 });
  });

  it("a short California shift and a long Texas shift need no attestation; an answer given is kept", async () => {
    const short = await submittedShift({ minutes: 240, state: "CA" });
    expect(short.sheet).toMatchObject({ breakRequired: false, breakAttestation: null });
    const texas = await submittedShift({ minutes: 600, state: "TX", breaks: "took" });
    expect(texas.sheet).toMatchObject({ breakRequired: false, breakAttestation: "took" });
  });

  it("timesheet/submit sends the hours added by hand; nothing left is a 409; submitted time cannot be removed", async () => {
    const s = await submittedShift({ minutes: 60 });
    const start = new Date(Date.now() - 5 * 3_600_000);
    const manual = await db.timeEntry.create({
      data: { contractId: s.contract.id, userId: s.worker.user.id, start, end: new Date(start.getTime() + 30 * 60_000), type: "manual" },
    });
    const r = await call(submit, { token: s.worker.token, body: { jobId: s.jobId, breaks: "took" } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.timesheet).toMatchObject({ status: TIMESHEET.submitted, minutes: 30 });
    expect(await call(submit, { token: s.worker.token, body: { jobId: s.jobId } })).toMatchObject({
      status: 409,
      json: { error: APPROVAL_MSG.NothingToSubmit },
    });
    expect(await call(submit, { token: s.owner.token, body: { jobId: s.jobId } })).toMatchObject({ status: 403 });
    expect(await call(removeTimesheet, { token: s.worker.token, body: { id: manual.id, projectId: s.jobId } })).toMatchObject({
      status: 409,
      json: { error: APPROVAL_MSG.EntrySubmitted },
    });
  });
});

describe("approval pays", () => {
  it("approving pays the minutes at the rate, the fee on top, stamps the entries, mails receipts and tells both sides", async () => {
    const { owner, worker, jobId, sheet } = await submittedShift({ minutes: 125, fundCents: 20_000 });
    const r = await call(approve, { token: owner.token, body: { ids: [sheet.id] } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    // $30 × 125 / 60 = $62.50; fee 10 % = $6.25
    expect(r.json).toMatchObject({ approved: [{ _id: sheet.id, paid: true, amountCents: 6250, feeCents: 625 }], refused: [] });
    expect(await walletBalanceCents(worker.user.id)).toBe(6250);
    expect(await walletBalanceCents(owner.user.id)).toBe(20_000 - 6875);
    const row = await db.timesheet.findUniqueOrThrow({ where: { id: sheet.id } });
    expect(row).toMatchObject({ status: TIMESHEET.approved, decidedBy: owner.user.id, paidMinutes: 125 });
    expect(row.paidAt).not.toBeNull();
    const journal = await db.ledgerJournal.findFirstOrThrow({ where: { kind: "pay", reference: timesheetReference(sheet.id) } });
    expect(row.paidJournalId).toBe(journal.id);
    expect(await db.timeEntry.count({ where: { timesheetId: sheet.id, paidJournalId: journal.id } })).toBe(1);
    const types = (await db.notification.findMany({ where: { userId: worker.user.id, jobId, type: { not: "hire" } } }))
      .map((n) => n.type)
      .sort();
    expect(types).toEqual(["payment_received", "timesheet_approved"]);
    const mails = await db.mailOutbox.findMany({ where: { to: { in: [owner.user.email, worker.user.email] } } });
    expect(mails.some((m) => m.to === owner.user.email && m.text.includes("Service fee (10%): $6.25"))).toBe(true);
    expect(mails.some((m) => m.to === worker.user.email && m.text.includes("Net earned: $62.50"))).toBe(true);
    await ledgerOk();
  });

  it("adjusting needs a reason of 10+ characters and other minutes, pays the adjusted minutes, and the worker reads the reason", async () => {
    const { owner, worker, jobId, sheet } = await submittedShift({ minutes: 120 });
    expect(await call(adjust, { token: owner.token, body: { id: sheet.id, minutes: 90, reason: "too short" } })).toMatchObject({
      status: 400,
      json: { error: APPROVAL_MSG.ReasonTooShort },
    });
    expect(
      await call(adjust, { token: owner.token, body: { id: sheet.id, minutes: 120, reason: "The same hours as sent" } }),
    ).toMatchObject({
      status: 400,
      json: { error: APPROVAL_MSG.SameMinutes },
    });
    const other = await employer();
    expect(await call(adjust, { token: other.token, body: { id: sheet.id, minutes: 90, reason: "Left at 3 pm, not 3:30" } })).toMatchObject(
      {
        status: 403,
        json: { error: APPROVAL_MSG.NotYours },
      },
    );
    expect(await call(approve, { token: worker.token, body: { ids: [sheet.id] } })).toMatchObject({ status: 403 });
    const r = await call(adjust, { token: owner.token, body: { id: sheet.id, minutes: 90, reason: "Left at 3 pm, not 3:30" } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.adjusted).toMatchObject({ paid: true, amountCents: 4500 });
    expect(await walletBalanceCents(worker.user.id)).toBe(4500);
    expect(await call(approve, { token: owner.token, body: { ids: [sheet.id] } })).toMatchObject({
      status: 409,
      json: { error: APPROVAL_MSG.AlreadyDecided },
    });
    const list = await call(listForJob, { token: worker.token, method: "GET", query: { jobId } });
    expect(list.json.timesheets[0]).toMatchObject({
      status: TIMESHEET.adjusted,
      label: "Adjusted",
      minutes: 120,
      approvedMinutes: 90,
      adjustReason: "Left at 3 pm, not 3:30",
      paid: true,
      earned: 45,
    });
    const note = await db.notification.findFirstOrThrow({ where: { userId: worker.user.id, type: "timesheet_adjusted" } });
    expect(note.message).toBe(`Your 2h 00m on "Fix a leaking kitchen sink" were adjusted to 1h 30m: Left at 3 pm, not 3:30`);
    await ledgerOk();
  });

  it("bulk approval approves the employer's own and lists the others as refused; list_pending shows what is left", async () => {
    const a = await submittedShift({ minutes: 60 });
    const b = await hourlyContract({ price: 30, duration: 8 });
    await db.contract.update({ where: { id: b.contract.id }, data: { userId: a.worker.user.id } });
    // a second job of the same employer
    await db.job.update({ where: { id: b.jobId }, data: { creatorId: a.owner.user.id } });
    const mine = await db.timesheet.create({
      data: {
        contractId: b.contract.id,
        jobId: b.jobId,
        userId: a.worker.user.id,
        employerId: a.owner.user.id,
        minutes: 30,
        autoApproveAt: new Date(Date.now() + DAY),
      },
    });
    const foreign = await submittedShift({ minutes: 45 });
    const pending = await call(listPending, { token: a.owner.token, method: "GET" });
    expect(pending.json.timesheets.map((t: { _id: string }) => t._id).sort()).toEqual([a.sheet.id, mine.id].sort());
    expect(pending.json.timesheets[0]).toMatchObject({ canDecide: true, label: "Waiting for approval", worker: { _id: a.worker.user.id } });
    const r = await call(approve, { token: a.owner.token, body: { ids: [a.sheet.id, mine.id, foreign.sheet.id] } });
    expect(r.status).toBe(200);
    expect(r.json.approved.map((x: { _id: string }) => x._id).sort()).toEqual([a.sheet.id, mine.id].sort());
    expect(r.json.refused).toEqual([{ _id: foreign.sheet.id, error: APPROVAL_MSG.NotYours }]);
    expect((await call(listPending, { token: a.owner.token, method: "GET" })).json.timesheets).toEqual([]);
    expect(await call(listPending, { token: a.worker.token, method: "GET" })).toMatchObject({ status: 403 });
    expect(await call(approve, { token: a.owner.token, body: { ids: [] } })).toMatchObject({
      status: 400,
      json: { error: APPROVAL_MSG.NoIds },
    });
    await ledgerOk();
  });

  it("a wallet that cannot cover the hours keeps the approval, tells the employer, and pays once funds arrive", async () => {
    const { owner, worker, sheet } = await submittedShift({ minutes: 60, fundCents: 1000 });
    const r = await call(approve, { token: owner.token, body: { ids: [sheet.id] } });
    expect(r.status).toBe(200);
    expect(r.json.approved[0]).toMatchObject({ paid: false });
    expect(await db.timesheet.findUniqueOrThrow({ where: { id: sheet.id } })).toMatchObject({ status: TIMESHEET.approved, paidAt: null });
    expect(await db.notification.count({ where: { userId: owner.user.id, type: "timesheet_unfunded" } })).toBe(1);
    expect(await walletBalanceCents(worker.user.id)).toBe(0);
    await payApprovedTimesheets();
    expect(await walletBalanceCents(worker.user.id)).toBe(0);
    await fund(owner.user.id, 5000);
    await payApprovedTimesheets();
    expect(await walletBalanceCents(worker.user.id)).toBe(3000);
    expect(await walletBalanceCents(owner.user.id)).toBe(6000 - 3300);
    await payApprovedTimesheets();
    expect(await db.ledgerJournal.count({ where: { reference: timesheetReference(sheet.id) } })).toBe(1);
    await ledgerOk();
  });
});

describe("automatic approval", () => {
  it("approves and pays at 24 h, not before; a second run changes nothing", async () => {
    const { worker, sheet } = await submittedShift({ minutes: 60 });
    await autoApproveTask({ timesheetId: sheet.id }, new Date(sheet.autoApproveAt.getTime() - 60_000));
    expect(await db.timesheet.findUniqueOrThrow({ where: { id: sheet.id } })).toMatchObject({ status: TIMESHEET.submitted });
    const at = new Date(sheet.autoApproveAt.getTime() + 1000);
    await autoApproveTask({ timesheetId: sheet.id }, at);
    await autoApproveTask({ timesheetId: sheet.id }, at);
    expect(await db.timesheet.findUniqueOrThrow({ where: { id: sheet.id } })).toMatchObject({
      status: TIMESHEET.approved,
      decidedBy: null,
    });
    expect(await walletBalanceCents(worker.user.id)).toBe(3000);
    const note = await db.notification.findFirstOrThrow({ where: { userId: worker.user.id, type: "timesheet_approved" } });
    expect(note.message).toContain("approved automatically");
    await autoApproveTask({ timesheetId: "nope" }, at);
    await ledgerOk();
  });

  it("the minutely sweep approves an overdue timesheet whose queued job was lost, and leaves one not yet due", async () => {
    const { worker, sheet } = await submittedShift({ minutes: 60 });
    const later = await submittedShift({ minutes: 30 });
    await db.timesheet.update({ where: { id: sheet.id }, data: { autoApproveAt: new Date(Date.now() - 1000) } });
    await approvalSweep();
    expect(await db.timesheet.findUniqueOrThrow({ where: { id: sheet.id } })).toMatchObject({
      status: TIMESHEET.approved,
      decidedBy: null,
    });
    expect(await db.timesheet.findUniqueOrThrow({ where: { id: later.sheet.id } })).toMatchObject({ status: TIMESHEET.submitted });
    expect(await walletBalanceCents(worker.user.id)).toBe(3000);
    await ledgerOk();
  });
});
