// Operations on real PostgreSQL: wallet corrections (credit, debit, refused below zero, idempotent replay, the
// ledger's invariants), the four-eyes rule (a correction over $500 and a ban wait for a second admin; the
// requester cannot approve; of two approvers at once one wins; a rejection moves nothing), and what a
// suspension or a ban does to the account's jobs, shifts, proposals and invitations and to people search.
import { beforeAll, describe, expect, it } from "vitest";
import { db, pool } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as walletCorrection } from "@/app/api/admin/wallet_correction/route";
import { POST as decideApproval } from "@/app/api/admin/decide_approval/route";
import { GET as approvals } from "@/app/api/admin/approvals/route";
import { POST as userStanding } from "@/app/api/admin/user_standing/route";
import { POST as invite } from "@/app/api/job/invite/route";
import { checkLedger, platformBalances, walletBalanceCents } from "@/lib/money/ledger/ledger";
import { JOB_STATUS } from "@/lib/jobs/states";
import { ADMIN_SECOND_STEP } from "@/lib/http/route";
import { OPS_MSG } from "@/lib/admin/ops/messages";
import { standingEndTask } from "@/lib/admin/ops/consequences";
import { readOverview } from "@/lib/admin/ops/overview";
import { GET as overview } from "@/app/api/admin/overview/route";
import { postJournal } from "@/lib/money/ledger/ledger";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";
import { CARD, cardDeposit } from "./payments-kit";

const REASON = "Refund of a double charge on the last contract payment.";
const BAN_REASON = "Payment fraud or a chargeback on a completed contract.";
const HOUR = 3_600_000;
let cat: string;
beforeAll(async () => {
  cat = (await jobCategories()).plumbing;
});

let seq = 0;
const key = () => `corr-${Date.now()}-${++seq}`;
const admin = (firstName = "Ada") => createUser({ type: "admin", firstName, lastName: "Admin", data: { totpEnabledAt: new Date() } });
const correct = (token: string, body: Record<string, unknown>, k: string | null = key()) =>
  call(walletCorrection, { token, body, headers: k ? { "Idempotency-Key": k } : {} });
const decide = (token: string, approvalId: string, decision: "approve" | "reject", note = "") =>
  call(decideApproval, { token, body: { approvalId, decision, note } });

async function ledgerIsSound() {
  const c = await checkLedger();
  expect(c).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
}

async function funded(dollars: number) {
  const who = await employer();
  const { status, json } = await cardDeposit(who.token, dollars, CARD.ok);
  expect(status, JSON.stringify(json)).toBe(200);
  return who;
}

async function queued(task: string, jobKey: string) {
  const r = await pool().query(
    `select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
     where t.identifier = $1 and j.key = $2`,
    [task, jobKey],
  );
  return r.rows.map((x) => x.payload);
}

describe("operations calls", () => {
  it("answer anonymous 401, employers and employees 403, an admin without two-step sign-in 403", async () => {
    const target = await employee();
    const noMfa = await createUser({ type: "admin" });
    const ok = await admin();
    const calls = [
      (token?: string) => correct(token ?? "", { userId: target.user.id, direction: "credit", amount: "1", reason: REASON }),
      (token?: string) => call(decideApproval, { token, body: { approvalId: "none", decision: "approve" } }),
      (token?: string) => call(approvals, { token, method: "GET" }),
      (token?: string) => call(overview, { token, method: "GET", query: { days: "7" } }),
    ];
    for (const c of calls) {
      expect((await c()).status).toBe(401);
      expect((await c(target.token)).status).toBe(403);
      const refused = await c(noMfa.token);
      expect(refused.status).toBe(403);
      expect(refused.json.error).toBe(ADMIN_SECOND_STEP);
    }
    expect((await calls[0](ok.token)).status).toBe(200);
    expect((await calls[1](ok.token)).status).toBe(404);
    expect((await calls[2](ok.token)).status).toBe(200);
    const o = await calls[3](ok.token);
    expect(o.status).toBe(200);
    expect(o.json.overview.days).toBe(7);
    expect(o.json.overview.posted.series).toHaveLength(7);
  });
});

describe("admin/wallet_correction", () => {
  it("credits and debits by a correction journal against adjustments, audited with the balances before and after", async () => {
    const boss = await admin();
    const who = await funded(40);
    const adjustmentsBefore = (await platformBalances()).adjustments ?? 0;

    const credit = await correct(boss.token, { userId: who.user.id, direction: "credit", amount: "25.50", reason: REASON });
    expect(credit.status, JSON.stringify(credit.json)).toBe(200);
    expect(credit.json.approval).toBeNull();
    expect(credit.json.correction).toMatchObject({ amountCents: 2550, balanceBeforeCents: 4000, balanceAfterCents: 6550 });
    expect(await walletBalanceCents(who.user.id)).toBe(6550);

    const debit = await correct(boss.token, { userId: who.user.id, direction: "debit", amount: "10", reason: REASON });
    expect(debit.json.correction).toMatchObject({ balanceBeforeCents: 6550, balanceAfterCents: 5550 });
    expect(await walletBalanceCents(who.user.id)).toBe(5550);
    expect((await platformBalances()).adjustments).toBe(adjustmentsBefore - 1550);

    const journals = await db.ledgerJournal.findMany({ where: { kind: "correction", userId: who.user.id }, include: { entries: true } });
    expect(journals).toHaveLength(2);
    for (const j of journals) expect(j.entries.map((e) => e.accountId).sort()).toEqual(["adjustments", `wallet:${who.user.id}`]);
    const rows = await db.auditLog.findMany({ where: { action: "wallet_correction", targetId: who.user.id }, orderBy: { at: "asc" } });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actorId: boss.user.id, reason: REASON, before: { balanceCents: 4000 } });
    expect(rows[0].after).toMatchObject({ balanceCents: 6550, direction: "credit", amountCents: 2550 });
    const note = await db.notification.findFirstOrThrow({ where: { userId: who.user.id, type: "wallet_correction" } });
    expect(note.message).toContain("$25.50 added to it");
    await ledgerIsSound();
  });

  it("refuses a debit below zero (409), a missing key (400) and a missing reason, and replays a key without posting twice", async () => {
    const boss = await admin();
    const who = await funded(20);
    const below = await correct(boss.token, { userId: who.user.id, direction: "debit", amount: "20.01", reason: REASON });
    expect(below.status).toBe(409);
    expect(below.json.error).toBe(OPS_MSG.BelowZero);
    const noKey = await correct(boss.token, { userId: who.user.id, direction: "credit", amount: "5", reason: REASON }, null);
    expect(noKey.status).toBe(400);
    expect(noKey.json.error).toBe(OPS_MSG.KeyRequired);
    expect((await correct(boss.token, { userId: who.user.id, direction: "credit", amount: "5" })).status).toBe(400);
    expect((await correct(boss.token, { userId: "nobody", direction: "credit", amount: "5", reason: REASON })).status).toBe(404);

    const k = key();
    const body = { userId: who.user.id, direction: "debit", amount: "20", reason: REASON };
    const first = await correct(boss.token, body, k);
    const again = await correct(boss.token, body, k);
    expect(again.json).toEqual(first.json);
    expect(await walletBalanceCents(who.user.id)).toBe(0);
    expect(await db.ledgerJournal.count({ where: { kind: "correction", userId: who.user.id } })).toBe(1);
    expect((await correct(boss.token, { ...body, amount: "1" }, k)).status).toBe(422);
    await ledgerIsSound();
  });

  it("posts $500.00 at once, while $500.01 waits for a second admin who is not the requester", async () => {
    const boss = await admin();
    const second = await admin("Bea");
    const who = await funded(10);
    const at = await correct(boss.token, { userId: who.user.id, direction: "credit", amount: "500", reason: REASON });
    expect(at.json.correction.balanceAfterCents).toBe(51000);

    const over = await correct(boss.token, { userId: who.user.id, direction: "credit", amount: "500.01", reason: REASON });
    expect(over.status).toBe(200);
    expect(over.json.correction).toBeNull();
    expect(over.json.approval).toMatchObject({ kind: "wallet_correction", status: "pending", requestedById: boss.user.id });
    expect(await walletBalanceCents(who.user.id)).toBe(51000);
    const list = await call(approvals, { token: second.token, method: "GET" });
    expect(list.json.approvals.map((a: { _id: string }) => a._id)).toContain(over.json.approval._id);

    const own = await decide(boss.token, over.json.approval._id, "approve");
    expect(own.status).toBe(403);
    expect(own.json.error).toBe(OPS_MSG.OwnRequest);
    expect(await walletBalanceCents(who.user.id)).toBe(51000);

    const ok = await decide(second.token, over.json.approval._id, "approve", "Checked the processor's statement.");
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.approval).toMatchObject({ status: "approved", decidedById: second.user.id });
    expect(ok.json.correction).toMatchObject({ balanceBeforeCents: 51000, balanceAfterCents: 101001 });
    expect(await walletBalanceCents(who.user.id)).toBe(101001);
    // the correction in the requester's name, the approval in the approver's
    const corr = await db.auditLog.findFirstOrThrow({
      where: { action: "wallet_correction", targetId: who.user.id, actorId: boss.user.id },
      orderBy: { at: "desc" },
    });
    expect(corr.after).toMatchObject({ balanceCents: 101001 });
    const trail = await db.auditLog.findMany({
      where: { targetType: "approval", targetId: over.json.approval._id },
      orderBy: { at: "asc" },
    });
    expect(trail.map((r) => [r.action, r.actorId])).toEqual([
      ["approval_request", boss.user.id],
      ["approval_approve", second.user.id],
    ]);
    expect((await decide(second.token, over.json.approval._id, "approve")).status).toBe(409);
    await ledgerIsSound();
  });

  it("two admins approving at once: one runs the correction, the other is told it is decided", async () => {
    const boss = await admin();
    const [a, b] = [await admin("Cy"), await admin("Dee")];
    const who = await funded(10);
    const req = await correct(boss.token, { userId: who.user.id, direction: "credit", amount: "750", reason: REASON });
    const id = req.json.approval._id;
    const answers = await Promise.all([decide(a.token, id, "approve"), decide(b.token, id, "approve")]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.json.error).toBe(OPS_MSG.AlreadyDecided);
    expect(await walletBalanceCents(who.user.id)).toBe(76000);
    expect(await db.ledgerJournal.count({ where: { kind: "correction", userId: who.user.id } })).toBe(1);
    expect(await db.auditLog.count({ where: { action: "approval_approve", targetId: id } })).toBe(1);
    await ledgerIsSound();
  });

  it("a rejection moves no money; a large debit the wallet cannot cover is refused at the request and at approval", async () => {
    const boss = await admin();
    const second = await admin("Eve");
    const who = await funded(600);
    const req = await correct(boss.token, { userId: who.user.id, direction: "debit", amount: "550", reason: REASON });
    const rejected = await decide(second.token, req.json.approval._id, "reject", "No evidence of a double charge.");
    expect(rejected.json.approval).toMatchObject({ status: "rejected", decisionNote: "No evidence of a double charge." });
    expect(rejected.json.correction).toBeNull();
    expect(await walletBalanceCents(who.user.id)).toBe(60000);
    expect(await db.auditLog.count({ where: { action: "approval_reject", targetId: req.json.approval._id } })).toBe(1);

    expect((await correct(boss.token, { userId: who.user.id, direction: "debit", amount: "600.01", reason: REASON })).status).toBe(409);
    const pending = await correct(boss.token, { userId: who.user.id, direction: "debit", amount: "590", reason: REASON });
    await correct(boss.token, { userId: who.user.id, direction: "debit", amount: "100", reason: REASON });
    const late = await decide(second.token, pending.json.approval._id, "approve");
    expect(late.status).toBe(409);
    expect(late.json.error).toBe(OPS_MSG.BelowZero);
    // the refusal rolled back the decision too: the request is still pending
    expect((await db.adminApproval.findUniqueOrThrow({ where: { id: pending.json.approval._id } })).status).toBe("pending");
    expect(await walletBalanceCents(who.user.id)).toBe(50000);
    await ledgerIsSound();
  });
});

describe("a ban needs a second admin", () => {
  it("waits as a request; the requester cannot approve it; one pending ban per account; a rejection leaves the account", async () => {
    const boss = await admin();
    const second = await admin("Fay");
    const target = await employee();
    const req = await call(userStanding, { token: boss.token, body: { userId: target.user.id, action: "ban", reason: BAN_REASON } });
    expect(req.json.approval).toMatchObject({ kind: "ban", status: "pending" });
    expect((await db.user.findUniqueOrThrow({ where: { id: target.user.id } })).bannedAt).toBeNull();
    const twice = await call(userStanding, { token: second.token, body: { userId: target.user.id, action: "ban", reason: BAN_REASON } });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe(OPS_MSG.PendingBan);
    expect((await decide(boss.token, req.json.approval._id, "approve")).status).toBe(403);
    expect((await decide(second.token, req.json.approval._id, "reject")).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: target.user.id } })).bannedAt).toBeNull();
    expect(await db.auditLog.count({ where: { targetType: "user", targetId: target.user.id, action: "ban" } })).toBe(0);
  });
});

describe("what a suspension or a ban releases", () => {
  const inSearch = (userId: string) => db.userSearch.count({ where: { userId } });

  it("suspended employer: open jobs cancelled, a late shift cancelled with the worker paid, out of search until lifted", async () => {
    const boss = await admin();
    const owner = await employer({ credit: 5 });
    const { status } = await cardDeposit(owner.token, 500, CARD.ok);
    expect(status).toBe(200);
    const open = await postJob(owner.token, cat);
    const hired = await postJob(owner.token, cat);
    const worker = await employee();
    await applyTo(worker.token, hired._id);
    await hireOn(owner.token, hired._id, worker.user.id);
    const contract = await db.contract.findUniqueOrThrow({ where: { jobId: hired._id } });
    const start = new Date(Date.now() + 5 * HOUR);
    const shift = await db.shift.create({
      data: {
        jobId: hired._id,
        contractId: contract.id,
        userId: worker.user.id,
        employerId: owner.user.id,
        start,
        end: new Date(start.getTime() + 4 * HOUR),
        timezone: "America/Chicago",
      },
    });
    // a shift after the suspension ends stays
    const laterStart = new Date(Date.now() + 10 * 24 * HOUR);
    const later = await db.shift.create({
      data: {
        jobId: hired._id,
        contractId: contract.id,
        userId: worker.user.id,
        employerId: owner.user.id,
        start: laterStart,
        end: new Date(laterStart.getTime() + 4 * HOUR),
        timezone: "America/Chicago",
      },
    });
    expect(await inSearch(owner.user.id)).toBe(1);
    const workerBefore = await walletBalanceCents(worker.user.id);

    const res = await call(userStanding, {
      token: boss.token,
      body: { userId: owner.user.id, action: "suspend", days: 3, reason: BAN_REASON },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await db.job.findUniqueOrThrow({ where: { id: open._id } })).status).toBe(JOB_STATUS.canceled);
    const s = await db.shift.findUniqueOrThrow({ where: { id: shift.id }, include: { cancellationPay: true } });
    expect(s).toMatchObject({ status: "canceled", canceledBy: "employer" });
    expect(s.cancellationPay?.paidCents).toBeGreaterThan(0);
    expect(await walletBalanceCents(worker.user.id)).toBe(workerBefore + s.cancellationPay!.paidCents);
    expect((await db.shift.findUniqueOrThrow({ where: { id: later.id } })).status).toBe("booked");
    expect(await inSearch(owner.user.id)).toBe(0);
    const row = await db.auditLog.findFirstOrThrow({ where: { targetId: owner.user.id, action: "suspend" } });
    expect(row.after).toMatchObject({ released: { jobs: 1, shifts: 1 } });
    const end = await queued("admin:standing_end", `admin:standing_end:${owner.user.id}`);
    expect(end).toEqual([{ userId: owner.user.id }]);
    // the task at the end of the suspension does nothing while it lasts
    await standingEndTask({ userId: owner.user.id });
    expect(await inSearch(owner.user.id)).toBe(0);

    await call(userStanding, {
      token: boss.token,
      body: { userId: owner.user.id, action: "lift", reason: "Appeal accepted after review." },
    });
    expect(await inSearch(owner.user.id)).toBe(1);
    // a lift restores visibility, not the closed job
    expect((await db.job.findUniqueOrThrow({ where: { id: open._id } })).status).toBe(JOB_STATUS.canceled);
    await ledgerIsSound();
  });

  it("banned worker (approved): a late shift goes to backfill without a reliability event, proposals withdrawn, invitations declined", async () => {
    const boss = await admin();
    const second = await admin("Gus");
    const owner = await employer({ credit: 5 });
    const worker = await employee();
    const hired = await postJob(owner.token, cat);
    await applyTo(worker.token, hired._id);
    await hireOn(owner.token, hired._id, worker.user.id);
    const contract = await db.contract.findUniqueOrThrow({ where: { jobId: hired._id } });
    const start = new Date(Date.now() + 5 * HOUR);
    const shift = await db.shift.create({
      data: {
        jobId: hired._id,
        contractId: contract.id,
        userId: worker.user.id,
        employerId: owner.user.id,
        start,
        end: new Date(start.getTime() + 4 * HOUR),
        timezone: "America/Chicago",
      },
    });
    const applied = await postJob(owner.token, cat);
    await applyTo(worker.token, applied._id);
    const invited = await postJob(owner.token, cat);
    expect((await call(invite, { token: owner.token, body: { id: invited._id, employees: [worker.user.id] } })).status).toBe(200);
    expect(await inSearch(worker.user.id)).toBe(1);

    const req = await call(userStanding, { token: boss.token, body: { userId: worker.user.id, action: "ban", reason: BAN_REASON } });
    // nothing is released before the approval
    expect((await db.shift.findUniqueOrThrow({ where: { id: shift.id } })).status).toBe("booked");
    const ok = await decide(second.token, req.json.approval._id, "approve");
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);

    const s = await db.shift.findUniqueOrThrow({ where: { id: shift.id } });
    expect(s).toMatchObject({ status: "canceled", canceledBy: "worker" });
    expect(await db.reliabilityEvent.count({ where: { shiftId: shift.id } })).toBe(0);
    expect(await queued("backfill:start", `backfill:start:${shift.id}`)).toEqual([{ shiftId: shift.id, reason: "late_cancel" }]);
    expect(await db.proposal.count({ where: { jobId: applied._id, creatorId: worker.user.id } })).toBe(0);
    expect((await db.invite.findFirstOrThrow({ where: { jobId: invited._id, employeeId: worker.user.id } })).status).toBe("declined");
    expect(await inSearch(worker.user.id)).toBe(0);
    const note = await db.notification.findFirstOrThrow({ where: { userId: owner.user.id, type: "shift_canceled" } });
    expect(note.message).toContain("Gigline cancelled the shift");
    const ban = await db.auditLog.findFirstOrThrow({ where: { targetId: worker.user.id, action: "ban" } });
    expect(ban).toMatchObject({ actorId: boss.user.id, reason: BAN_REASON });
    expect(ban.after).toMatchObject({ released: { shifts: 1, proposals: 1, invites: 1 } });
  });
});

describe("the overview", () => {
  it("counts posted, filled, staffed at start, time to fill, gross and fees, active people and queues from the tables", async () => {
    // a window of its own, years ahead, so that the other tests' rows stay outside it
    const now = new Date("2031-03-10T12:00:00Z");
    const day = (d: number, h = 9) => new Date(Date.UTC(2031, 2, d, h));
    const owner = await employer({ credit: 5 });
    const worker = await employee();
    const dated = { type: "One-time job" };
    const a = await postJob(owner.token, cat, dated);
    const b = await postJob(owner.token, cat, dated);
    const c = await postJob(owner.token, cat, dated);
    // posted on March 8 (two) and March 9 (one), all dated; a and b hired 4 and 10 hours after posting
    for (const [job, d, on] of [
      [a, 8, 20],
      [b, 8, 22],
      [c, 9, 24],
    ] as const)
      await db.job.update({ where: { id: job._id }, data: { createdAt: day(d), shiftStart: day(on), shiftEnd: day(on, 13) } });
    for (const [job, hours] of [
      [a, 4],
      [b, 10],
    ] as const) {
      await applyTo(worker.token, job._id);
      await hireOn(owner.token, job._id, worker.user.id);
      await db.contract.update({ where: { jobId: job._id }, data: { createdAt: new Date(day(8).getTime() + hours * HOUR) } });
    }
    // three shifts started in the window: one clocked in, one arrived, one not staffed; an employer-cancelled one does not count
    const shift = (d: number, data: Record<string, unknown> = {}) =>
      db.shift.create({
        data: {
          jobId: a._id,
          userId: worker.user.id,
          employerId: owner.user.id,
          start: day(d),
          end: day(d, 13),
          timezone: "UTC",
          status: "completed",
          ...data,
        },
      });
    await shift(5, { clockedInAt: day(5) });
    await shift(6, { arrivedAt: day(6) });
    await shift(7, { status: "no_show" });
    await shift(4, { status: "canceled", canceledBy: "employer", canceledAt: day(3) });
    // a contract payment on March 9: $110 paid, $100 earned, $10 fee
    await cardDeposit(owner.token, 110, CARD.ok);
    await db.$transaction((tx) =>
      postJournal(tx, {
        kind: "pay",
        reference: `pay:overview:${a._id}`,
        userId: owner.user.id,
        jobId: a._id,
        at: day(9),
        entries: [
          { account: { kind: "wallet", userId: owner.user.id }, amountCents: -11000 },
          { account: { kind: "wallet", userId: worker.user.id }, amountCents: 10000 },
          { account: { kind: "fee_revenue" }, amountCents: 1000 },
        ],
      }),
    );
    await db.user.updateMany({ where: { id: { in: [owner.user.id, worker.user.id] } }, data: { lastActiveAt: day(9) } });
    const pendingApprovals = await db.adminApproval.count({ where: { status: "pending" } });

    const o = await readOverview(7, now);
    expect(o.posted.total).toBe(3);
    expect(o.posted.series.map((p) => p.value)).toEqual([0, 0, 0, 0, 2, 1, 0]);
    expect(o.posted.series[4].day).toBe("2031-03-08");
    expect(o.filled.total).toBe(2);
    expect(o.staffedAtStart).toMatchObject({ staffed: 2, started: 3, share: 2 / 3 });
    // per day started (March 4 to 10): the employer-cancelled shift of March 4 is not counted
    expect(o.staffedAtStart.startedSeries.map((p) => p.value)).toEqual([0, 1, 1, 1, 0, 0, 0]);
    expect(o.staffedAtStart.staffedSeries.map((p) => p.value)).toEqual([0, 1, 1, 0, 0, 0, 0]);
    expect(o.timeToFillHours).toMatchObject({ median: 7, filled: 2 });
    // per day posted: March 8's two jobs took 4 and 10 hours; March 9's job is not filled, so that day has none
    expect(o.timeToFillHours.series.map((p) => p.value)).toEqual([null, null, null, null, 7, null, null]);
    expect(o.grossCents.total).toBe(11000);
    expect(o.feeCents.total).toBe(1000);
    expect(o.grossCents.series[5]).toEqual({ day: "2031-03-09", value: 11000 });
    expect(o.active).toEqual({ workers: 1, employers: 1 });
    expect(o.queues.approvals).toBe(pendingApprovals);
    const liveItems = await db.queueItem.count({ where: { kind: "chat_report", state: { in: ["open", "assigned"] } } });
    expect(o.queues.items.chat_report).toBe(liveItems);
    expect((await readOverview(90, now)).posted.series).toHaveLength(90);
    await ledgerIsSound();
  });
});
