// Disputes on real PostgreSQL (docs/money.md "Disputes"): the worker disputes adjusted hours within 24 hours,
// once, and the disputed part (minutes × rate + fee) is frozen out of the hold into the dispute's own account (the
// wallet covering what the hold lacks); the employer disputes a delivered fixed-price job, paying the agreed part
// at once; the other side answers once; only the two people read it; an admin resolves it with one journal (the fee
// pro rata), the audit row and the queue item closed; and the races: dispute vs the automatic approval, vs the
// adjustment, two at once, vs the hold's release on cancellation or completion, vs the delivery's acceptance.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { setFeePercent } from "./wallet-kit";
import { adjustedShift, admin, deliveredContract, heldContract, heldShift } from "./disputes-kit";
import { POST as dispute } from "@/app/api/timesheet/dispute/route";
import { POST as adjust } from "@/app/api/timesheet/adjust/route";
import { POST as approve } from "@/app/api/timesheet/approve/route";
import { POST as disputeDelivery } from "@/app/api/contract/dispute_delivery/route";
import { POST as respond } from "@/app/api/dispute/respond/route";
import { GET as list } from "@/app/api/dispute/list/route";
import { GET as get } from "@/app/api/dispute/get/route";
import { POST as resolve } from "@/app/api/admin/resolve_dispute/route";
import { GET as queueItem } from "@/app/api/admin/queue_item/route";
import { POST as queueClose } from "@/app/api/admin/queue_close/route";
import { QUEUE_MSG } from "@/lib/admin/queues/messages";
import { POST as cancelContract } from "@/app/api/job/cancel_contract/route";
import { POST as completeContract } from "@/app/api/job/complete_contract/route";
import { POST as payJob } from "@/app/api/job/pay_job/route";
import { autoApproveTask } from "@/lib/timesheets/approval";
import { checkLedger, postJournal, walletBalanceCents } from "@/lib/money/ledger/ledger";
import { heldCentsOf } from "@/lib/money/holds/holds";
import { DISPUTE_MSG } from "@/lib/disputes/messages";
import { awardSplit, frozenFeePart } from "@/lib/disputes/states";
import { TIMESHEET } from "@/lib/time/timesheet-states";

const NOTE = "I worked the full two hours; the gate log shows it.";
const ANSWER = "The worker left at noon, the site manager saw it.";
const REASON = "The gate log shows the worker stayed until 1 pm.";

beforeAll(async () => {
  await setFeePercent(10);
});

async function ledgerOk() {
  expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
}
const disputedCents = async (id: string) =>
  Number((await db.ledgerAccount.findUnique({ where: { id: `disputed:${id}` } }))?.balanceCents ?? 0);
const liveItem = (id: string) => db.queueItem.findFirst({ where: { kind: "dispute", sourceId: id } });

describe("timesheet/dispute", () => {
  it("freezes the disputed minutes at the rate plus the fee out of the hold, and opens a queue item", async () => {
    const s = await adjustedShift(120, 60);
    // the adjustment paid 60 min × $30 + 10 % from the hold ($264.00 − $33.00)
    expect(await heldCentsOf(db, s.contract.id)).toBe(23_100);
    expect(await walletBalanceCents(s.worker.user.id)).toBe(3000);
    const r = await call(dispute, { token: s.worker.token, body: { id: s.sheet.id, note: NOTE } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const id = r.json.dispute._id as string;
    expect(r.json.dispute).toMatchObject({ status: "open", frozenCents: 3300, frozenFeeCents: 300, disputedMinutes: 60 });
    expect(await heldCentsOf(db, s.contract.id)).toBe(19_800);
    expect(await disputedCents(id)).toBe(3300);
    expect(await db.dispute.findUniqueOrThrow({ where: { id } })).toMatchObject({
      kind: "timesheet",
      timesheetId: s.sheet.id,
      workerId: s.worker.user.id,
      employerId: s.owner.user.id,
      openedById: s.worker.user.id,
      undisputedCents: 3000,
      openerNote: NOTE,
    });
    expect(await liveItem(id)).toMatchObject({ state: "open", subjectId: s.worker.user.id });
    expect(await db.notification.findFirst({ where: { userId: s.owner.user.id, type: "dispute_opened" } })).not.toBeNull();
    await ledgerOk();
  });

  it("a rejected timesheet (adjusted to 0) is disputed whole", async () => {
    const s = await adjustedShift(90, 0);
    const r = await call(dispute, { token: s.worker.token, body: { id: s.sheet.id, note: NOTE } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.dispute).toMatchObject({ frozenCents: 4950, frozenFeeCents: 450 });
    await ledgerOk();
  });

  it("refuses hours not adjusted down, someone else's, a second dispute and one after 24 hours", async () => {
    const submitted = await heldShift(60);
    expect(await call(dispute, { token: submitted.worker.token, body: { id: submitted.sheet.id, note: NOTE } })).toMatchObject({
      status: 409,
      json: { error: DISPUTE_MSG.NotAdjusted },
    });
    expect((await call(approve, { token: submitted.owner.token, body: { ids: [submitted.sheet.id] } })).status).toBe(200);
    expect((await call(dispute, { token: submitted.worker.token, body: { id: submitted.sheet.id, note: NOTE } })).status).toBe(409);

    const up = await heldShift(60);
    expect(
      (await call(adjust, { token: up.owner.token, body: { id: up.sheet.id, minutes: 90, reason: "You also fixed the tap" } })).status,
    ).toBe(200);
    expect((await call(dispute, { token: up.worker.token, body: { id: up.sheet.id, note: NOTE } })).json.error).toBe(
      DISPUTE_MSG.NotAdjusted,
    );

    const s = await adjustedShift();
    const stranger = await createUser({ type: "provider" });
    expect((await call(dispute, { token: stranger.token, body: { id: s.sheet.id, note: NOTE } })).status).toBe(403);
    expect((await call(dispute, { token: s.owner.token, body: { id: s.sheet.id, note: NOTE } })).status).toBe(403);
    expect((await call(dispute, { token: s.worker.token, body: { id: s.sheet.id, note: "short" } })).status).toBe(400);
    expect((await call(dispute, { token: s.worker.token, body: { id: s.sheet.id, note: NOTE } })).status).toBe(200);
    expect(await call(dispute, { token: s.worker.token, body: { id: s.sheet.id, note: NOTE } })).toMatchObject({
      status: 409,
      json: { error: DISPUTE_MSG.AlreadyDisputed },
    });

    const late = await adjustedShift();
    await db.timesheet.update({ where: { id: late.sheet.id }, data: { decidedAt: new Date(Date.now() - 24 * 3_600_000 - 1000) } });
    expect(await call(dispute, { token: late.worker.token, body: { id: late.sheet.id, note: NOTE } })).toMatchObject({
      status: 409,
      json: { error: DISPUTE_MSG.TooLate },
    });
    await ledgerOk();
  });

  it("a hold short of the disputed part: the hold gives what it has, the wallet the rest, as far as it goes", async () => {
    const s = await adjustedShift(120, 60);
    // the hold keeps $10.00 (the rest returned to the wallet), the wallet keeps $15.00
    const held = await heldCentsOf(db, s.contract.id);
    const wallet = await walletBalanceCents(s.owner.user.id);
    await db.$transaction((tx) =>
      postJournal(tx, {
        kind: "test_move",
        reference: `test:${s.contract.id}`,
        entries: [
          { account: { kind: "held", contractId: s.contract.id }, amountCents: -(held - 1000) },
          { account: { kind: "wallet", userId: s.owner.user.id }, amountCents: held - 1000 - (wallet + held - 1000 - 1500) },
          { account: { kind: "adjustments" }, amountCents: wallet + held - 1000 - 1500 },
        ],
      }),
    );
    expect(await walletBalanceCents(s.owner.user.id)).toBe(1500);
    const r = await call(dispute, { token: s.worker.token, body: { id: s.sheet.id, note: NOTE } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.dispute.frozenCents).toBe(2500);
    expect(r.json.dispute.frozenFeeCents).toBe(frozenFeePart(2500, 3300, 300));
    expect(await heldCentsOf(db, s.contract.id)).toBe(0);
    expect(await walletBalanceCents(s.owner.user.id)).toBe(0);
    await ledgerOk();
  });
});

describe("dispute/respond, dispute/list, dispute/get", () => {
  it("the other side answers once; only the two people read it", async () => {
    const s = await adjustedShift();
    const id = (await call(dispute, { token: s.worker.token, body: { id: s.sheet.id, note: NOTE } })).json.dispute._id as string;
    const stranger = await createUser({ type: "customer" });
    expect((await call(respond, { token: s.worker.token, body: { id, note: ANSWER } })).json.error).toBe(DISPUTE_MSG.OpenerCannotAnswer);
    expect((await call(respond, { token: stranger.token, body: { id, note: ANSWER } })).status).toBe(403);
    const r = await call(respond, { token: s.owner.token, body: { id, note: ANSWER } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.dispute).toMatchObject({ responseNote: ANSWER, openerNote: NOTE, canRespond: false, openedBy: "worker" });
    expect((await call(respond, { token: s.owner.token, body: { id, note: ANSWER } })).json.error).toBe(DISPUTE_MSG.AlreadyAnswered);

    for (const who of [s.worker, s.owner]) {
      const one = await call(get, { token: who.token, method: "GET", query: { id } });
      expect(one.status).toBe(200);
      expect(one.json.dispute).toMatchObject({
        _id: id,
        frozenCents: 3300,
        responseNote: ANSWER,
        timesheet: { minutes: 120, adjustedMinutes: 60 },
      });
      const all = await call(list, { token: who.token, method: "GET", query: { jobId: s.jobId } });
      expect(all.json.disputes.map((d: { _id: string }) => d._id)).toEqual([id]);
    }
    expect((await call(get, { token: stranger.token, method: "GET", query: { id } })).status).toBe(403);
    expect((await call(list, { token: stranger.token, method: "GET" })).json.disputes).toEqual([]);
  });
});

describe("admin/resolve_dispute", () => {
  it("splits the frozen cents in one journal, the fee pro rata; audit row, queue item closed, both told", async () => {
    const s = await adjustedShift(120, 60);
    const id = (await call(dispute, { token: s.worker.token, body: { id: s.sheet.id, note: NOTE } })).json.dispute._id as string;
    const a = await admin();
    const item = (await liveItem(id))!;
    const detail = await call(queueItem, { token: a.token, method: "GET", query: { itemId: item.id } });
    expect(detail.status, JSON.stringify(detail.json)).toBe(200);
    expect(detail.json.item.detail).toMatchObject({ kind: "dispute", dispute: { _id: id, openerNote: NOTE, frozenCents: 3300 } });
    expect(detail.json.item.detail.entries).toHaveLength(1);
    // the item cannot be resolved or dismissed on its own: the money would stay set aside with nobody deciding
    for (const outcome of ["dismissed", "resolved"]) {
      expect(await call(queueClose, { token: a.token, body: { itemId: item.id, outcome, reason: REASON } })).toMatchObject({
        status: 409,
        json: { result: false, error: QUEUE_MSG.DisputeUndecided },
      });
    }
    expect(await disputedCents(id)).toBe(3300);

    expect((await call(resolve, { token: s.owner.token, body: { id, workerCents: 0, reason: REASON } })).status).toBe(403);
    expect((await call(resolve, { token: (await admin(false)).token, body: { id, workerCents: 0, reason: REASON } })).status).toBe(403);
    expect(await call(resolve, { token: a.token, body: { id, workerCents: 3001, reason: REASON } })).toMatchObject({
      status: 400,
      json: { error: DISPUTE_MSG.AwardTooMuch },
    });
    const workerBefore = await walletBalanceCents(s.worker.user.id);
    const employerBefore = await walletBalanceCents(s.owner.user.id);
    const r = await call(resolve, { token: a.token, body: { id, workerCents: 2000, reason: REASON } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    // the fee on $20.00 of the $30.00 frozen pay: 2/3 of $3.00; the rest back to the employer
    expect(r.json.dispute).toMatchObject({ status: "resolved", workerCents: 2000, feeCents: 200, employerCents: 1100 });
    expect(awardSplit({ frozenCents: 3300, frozenFeeCents: 300 }, 2000)).toEqual({ workerCents: 2000, feeCents: 200, employerCents: 1100 });
    expect(await walletBalanceCents(s.worker.user.id)).toBe(workerBefore + 2000);
    expect(await walletBalanceCents(s.owner.user.id)).toBe(employerBefore + 1100);
    expect(await disputedCents(id)).toBe(0);
    expect(await db.dispute.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "resolved",
      workerCents: 2000,
      resolutionReason: REASON,
    });
    expect(await db.queueItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({
      state: "resolved",
      closedById: a.user.id,
      closeReason: REASON,
    });
    expect(
      await db.auditLog.findFirst({ where: { targetType: "dispute", targetId: id, action: "resolve", actorId: a.user.id } }),
    ).not.toBeNull();
    for (const who of [s.worker.user.id, s.owner.user.id]) {
      const n = await db.notification.findFirstOrThrow({ where: { userId: who, type: "dispute_resolved" } });
      expect(n.message).toContain(REASON);
    }
    const seen = await call(get, { token: s.worker.token, method: "GET", query: { id } });
    expect(seen.json.dispute).toMatchObject({ status: "resolved", statusLabel: "Resolved", workerCents: 2000, employerCents: 1100 });
    // once
    const two = await Promise.all([0, 1].map(() => call(resolve, { token: a.token, body: { id, workerCents: 0, reason: REASON } })));
    expect(two.map((x) => x.json.error)).toEqual([DISPUTE_MSG.AlreadyResolved, DISPUTE_MSG.AlreadyResolved]);
    await ledgerOk();
  });

  it("two admins at once: one resolves, the other is told", async () => {
    const s = await adjustedShift();
    const id = (await call(dispute, { token: s.worker.token, body: { id: s.sheet.id, note: NOTE } })).json.dispute._id as string;
    const [a, b] = [await admin(), await admin()];
    const both = await Promise.all([
      call(resolve, { token: a.token, body: { id, workerCents: 3000, reason: REASON } }),
      call(resolve, { token: b.token, body: { id, workerCents: 0, reason: REASON } }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.ledgerJournal.count({ where: { kind: "dispute_resolve", reference: `dispute_resolve:${id}` } })).toBe(1);
    expect(await disputedCents(id)).toBe(0);
    await ledgerOk();
  });
});

describe("contract/dispute_delivery", () => {
  it("pays the agreed part from the hold at once (fee itemised) and freezes the rest; pay_job then refuses", async () => {
    const s = await deliveredContract();
    expect(await heldCentsOf(db, s.contract.id)).toBe(33_000);
    const r = await call(disputeDelivery, { token: s.owner.token, body: { jobId: s.jobId, note: NOTE, payCents: 10_000 } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const id = r.json.dispute._id as string;
    expect(r.json.dispute).toMatchObject({ frozenCents: 22_000, frozenFeeCents: 2000, undisputedCents: 10_000 });
    expect(await walletBalanceCents(s.worker.user.id)).toBe(10_000);
    expect(await heldCentsOf(db, s.contract.id)).toBe(0);
    expect(await disputedCents(id)).toBe(22_000);
    expect(await walletBalanceCents(s.owner.user.id)).toBe(100_000 - 33_000);
    expect(await db.contract.findUniqueOrThrow({ where: { id: s.contract.id } })).toMatchObject({
      deliveryStatus: "disputed",
      deliveryDecidedBy: s.owner.user.id,
    });
    const pay = await db.ledgerJournal.findUniqueOrThrow({
      where: { kind_reference: { kind: "pay", reference: `pay:contract:${s.contract.id}` } },
      include: { entries: true },
    });
    expect(pay.entries.find((e) => e.accountId === "fee_revenue")?.amountCents).toBe(1000);
    expect((await call(payJob, { token: s.owner.token, body: { jobId: s.jobId } })).status).toBe(409);
    expect(await liveItem(id)).toMatchObject({ state: "open", subjectId: s.owner.user.id });

    // the worker answers; the admin gives it all back to the employer
    expect((await call(respond, { token: s.worker.token, body: { id, note: ANSWER } })).status).toBe(200);
    const a = await admin();
    const done = await call(resolve, { token: a.token, body: { id, workerCents: 0, reason: REASON } });
    expect(done.json.dispute).toMatchObject({ workerCents: 0, feeCents: 0, employerCents: 22_000 });
    expect(await walletBalanceCents(s.owner.user.id)).toBe(100_000 - 33_000 + 22_000);
    await ledgerOk();
  });

  it("nothing agreed: the price and its fee are frozen whole, and may all go to the worker", async () => {
    const s = await deliveredContract();
    const r = await call(disputeDelivery, { token: s.owner.token, body: { jobId: s.jobId, note: NOTE, payCents: 0 } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.dispute).toMatchObject({ frozenCents: 33_000, frozenFeeCents: 3000, undisputedCents: 0 });
    const a = await admin();
    const done = await call(resolve, { token: a.token, body: { id: r.json.dispute._id, workerCents: 30_000, reason: REASON } });
    expect(done.json.dispute).toMatchObject({ workerCents: 30_000, feeCents: 3000, employerCents: 0 });
    expect(await walletBalanceCents(s.worker.user.id)).toBe(30_000);
    await ledgerOk();
  });

  it("refuses what is not a delivered fixed job of the caller's, too much, and after the automatic acceptance", async () => {
    const s = await deliveredContract();
    const other = await createUser({ type: "customer" });
    const body = { jobId: s.jobId, note: NOTE, payCents: 100 };
    expect((await call(disputeDelivery, { token: other.token, body })).status).toBe(403);
    expect((await call(disputeDelivery, { token: s.worker.token, body })).status).toBe(403);
    expect((await call(disputeDelivery, { token: s.owner.token, body: { ...body, payCents: 30_001 } })).json.error).toBe(
      DISPUTE_MSG.PayTooMuch,
    );

    const late = await deliveredContract(-1);
    expect((await call(disputeDelivery, { token: late.owner.token, body: { ...body, jobId: late.jobId } })).json.error).toBe(
      DISPUTE_MSG.DeliveryTooLate,
    );
    const undelivered = await heldContract({ payType: "Fixed" });
    expect((await call(disputeDelivery, { token: undelivered.owner.token, body: { ...body, jobId: undelivered.jobId } })).json.error).toBe(
      DISPUTE_MSG.NotDelivered,
    );
    const hourly = await heldContract();
    expect((await call(disputeDelivery, { token: hourly.owner.token, body: { ...body, jobId: hourly.jobId } })).json.error).toBe(
      DISPUTE_MSG.FixedOnly,
    );
    expect((await call(disputeDelivery, { token: s.owner.token, body })).status).toBe(200);
    expect((await call(disputeDelivery, { token: s.owner.token, body })).json.error).toBe(DISPUTE_MSG.DeliveryDecided);
    await ledgerOk();
  });
});

describe("dispute races", () => {
  it("dispute vs the automatic approval: only adjusted hours are disputed, so the dispute is refused", async () => {
    const s = await heldShift(60);
    const [r] = await Promise.all([
      call(dispute, { token: s.worker.token, body: { id: s.sheet.id, note: NOTE } }),
      autoApproveTask({ timesheetId: s.sheet.id }, new Date(s.sheet.autoApproveAt.getTime() + 1000)),
    ]);
    expect(r).toMatchObject({ status: 409, json: { error: DISPUTE_MSG.NotAdjusted } });
    expect(await db.timesheet.findUniqueOrThrow({ where: { id: s.sheet.id } })).toMatchObject({ status: TIMESHEET.approved });
    expect(await db.dispute.count({ where: { timesheetId: s.sheet.id } })).toBe(0);
    await ledgerOk();
  });

  it("dispute vs the adjustment: the dispute counts only once the adjustment has committed", async () => {
    const s = await heldShift(120);
    const [a, d] = await Promise.all([
      call(adjust, { token: s.owner.token, body: { id: s.sheet.id, minutes: 60, reason: "You left an hour early that day" } }),
      call(dispute, { token: s.worker.token, body: { id: s.sheet.id, note: NOTE } }),
    ]);
    expect(a.status).toBe(200);
    if (d.status === 200) expect(await disputedCents(d.json.dispute._id)).toBe(3300);
    else expect(d.json.error).toBe(DISPUTE_MSG.NotAdjusted);
    await ledgerOk();
  });

  it("two disputes at once: one opens, one freeze", async () => {
    const s = await adjustedShift();
    const both = await Promise.all([0, 1].map(() => call(dispute, { token: s.worker.token, body: { id: s.sheet.id, note: NOTE } })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.dispute.count({ where: { timesheetId: s.sheet.id } })).toBe(1);
    expect(await db.ledgerJournal.count({ where: { kind: "dispute_freeze", jobId: s.jobId } })).toBe(1);
    expect(await heldCentsOf(db, s.contract.id)).toBe(19_800);
    await ledgerOk();
  });

  for (const [name, end] of [
    ["cancellation", cancelContract],
    ["completion", completeContract],
  ] as const) {
    it(`dispute vs the contract's ${name} releasing the hold: the disputed part stays frozen either way`, async () => {
      const s = await adjustedShift(120, 60);
      const [d, e] = await Promise.all([
        call(dispute, { token: s.worker.token, body: { id: s.sheet.id, note: NOTE } }),
        call(end, { token: s.owner.token, body: { id: s.jobId } }),
      ]);
      expect(d.status, JSON.stringify(d.json)).toBe(200);
      expect(e.status, JSON.stringify(e.json)).toBe(200);
      expect(await disputedCents(d.json.dispute._id)).toBe(3300);
      expect(await heldCentsOf(db, s.contract.id)).toBe(0);
      // $1,000.00 − the hold $264.00 + what it returned: all but the paid $33.00 and the frozen $33.00
      expect(await walletBalanceCents(s.owner.user.id)).toBe(100_000 - 3300 - 3300);
      await ledgerOk();
    });
  }

  it("delivery dispute vs the acceptance (a guarded update delivered → accepted): exactly one decides", async () => {
    for (let i = 0; i < 3; i++) {
      const s = await deliveredContract();
      const [d, accepted] = await Promise.all([
        call(disputeDelivery, { token: s.owner.token, body: { jobId: s.jobId, note: NOTE, payCents: 5000 } }),
        db.$transaction(async (tx) => {
          await tx.$queryRaw`SELECT "id" FROM "Job" WHERE "id" = ${s.jobId} FOR UPDATE`;
          return (
            await tx.contract.updateMany({
              where: { id: s.contract.id, deliveryStatus: "delivered", deliveryAutoAcceptAt: { gt: new Date() } },
              data: { deliveryStatus: "accepted", deliveryDecidedAt: new Date() },
            })
          ).count;
        }),
      ]);
      const row = await db.contract.findUniqueOrThrow({ where: { id: s.contract.id } });
      if (accepted === 1) {
        expect(d).toMatchObject({ status: 409, json: { error: DISPUTE_MSG.DeliveryDecided } });
        expect(row.deliveryStatus).toBe("accepted");
        expect(await db.dispute.count({ where: { contractId: s.contract.id } })).toBe(0);
        expect(await heldCentsOf(db, s.contract.id)).toBe(33_000);
      } else {
        expect(d.status, JSON.stringify(d.json)).toBe(200);
        expect(row.deliveryStatus).toBe("disputed");
      }
    }
    await ledgerOk();
  });

  it("an award is paid after the contract was cancelled: the frozen cents stayed set aside", async () => {
    const s = await adjustedShift();
    const id = (await call(dispute, { token: s.worker.token, body: { id: s.sheet.id, note: NOTE } })).json.dispute._id as string;
    expect((await call(cancelContract, { token: s.owner.token, body: { id: s.jobId } })).status).toBe(200);
    const a = await admin();
    expect((await call(resolve, { token: a.token, body: { id, workerCents: 3000, reason: REASON } })).status).toBe(200);
    expect(await walletBalanceCents(s.worker.user.id)).toBe(6000);
    await ledgerOk();
  });
});
