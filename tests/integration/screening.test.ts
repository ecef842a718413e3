// Background checks through the sandbox partner: ordering and paying from the wallet, the hosted consent page,
// settling through the job queue, who may see the result, the adverse-action steps in order, the webhook rules
// (bad signature, stale, duplicate, out of order) and that nobody reads another person's checks.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { employee, employer } from "./job-kit";
import { walletBalanceCents } from "@/lib/money/ledger/ledger";
import { POST as list } from "@/app/api/screening/list/route";
import { POST as share } from "@/app/api/screening/share/route";
import { POST as dispute } from "@/app/api/screening/dispute/route";
import { POST as adverse } from "@/app/api/screening/adverse_action/route";
import { POST as consent } from "@/app/api/sandbox/screening_consent/route";
import { takeAdverseStep } from "@/lib/screening/adverse-action";
import { clearBadges } from "@/lib/screening/queries";
import { sandboxScreeningSecret } from "@/lib/screening/partner";
import { CHECK, RESULT, ADVERSE } from "@/lib/screening/states";
import { checkrEvent, considerCheck, consentAndSettle, orderFor, ordered, pair, sendWebhook, settleAtOnce } from "./screening-kit";

const DAY = 24 * 3600 * 1000;

describe("screening/order", () => {
  it("charges the package's price from the wallet into screening revenue and invites the worker", async () => {
    const p = await pair(10_000);
    const check = await ordered(p);
    expect(check.status).toBe(CHECK.invited);
    expect(check.priceCents).toBe(2999);
    expect(check.invitationUrl).toBe(`/sandbox/screening/${check.invitationId}`);
    expect(await walletBalanceCents(p.boss.user.id)).toBe(10_000 - 2999);
    const journal = await db.ledgerJournal.findUniqueOrThrow({
      where: { kind_reference: { kind: "screening", reference: `screening:${check.id}` } },
    });
    const entries = await db.ledgerEntry.findMany({ where: { journalId: journal.id } });
    expect(entries.find((e) => e.accountId === "screening_revenue")?.amountCents).toBe(2999);
    const note = await db.notification.findFirst({ where: { userId: p.worker.user.id, type: "screening_invitation" } });
    expect(note?.message).toMatch(/background check/);
    expect(await db.mailOutbox.count({ where: { to: p.worker.user.email, subject: { contains: "background check" } } })).toBe(1);
  });

  it("answers 409 Insufficient balance and records nothing when the wallet is short", async () => {
    const p = await pair(1000);
    const res = await orderFor(p.boss.token, p.worker.user.id);
    expect(res.status).toBe(409);
    expect(res.json.error).toBe("Insufficient balance");
    expect(await db.backgroundCheck.count({ where: { employerId: p.boss.user.id } })).toBe(0);
    expect(await walletBalanceCents(p.boss.user.id)).toBe(1000);
  });

  it("replays the same idempotency key without charging twice; a second open check is refused", async () => {
    const p = await pair(10_000);
    const first = await orderFor(p.boss.token, p.worker.user.id, "basic_criminal", "order-key-1");
    const again = await orderFor(p.boss.token, p.worker.user.id, "basic_criminal", "order-key-1");
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json.checkId).toBe(first.json.checkId);
    expect(await walletBalanceCents(p.boss.user.id)).toBe(10_000 - 2999);
    const second = await orderFor(p.boss.token, p.worker.user.id, "standard", "order-key-2");
    expect(second.status).toBe(409);
    expect(second.json.error).toMatch(/already under way/);
    expect(await walletBalanceCents(p.boss.user.id)).toBe(10_000 - 2999);
  });

  it("refuses a worker with no tie to the employer's jobs, an unknown package and a worker's own order", async () => {
    const p = await pair(10_000);
    const stranger = await employee();
    expect((await orderFor(p.boss.token, stranger.user.id)).status).toBe(403);
    expect((await orderFor(p.boss.token, p.worker.user.id, "no_such_package")).status).toBe(400);
    expect((await orderFor(p.worker.token, p.worker.user.id)).status).toBe(403);
    expect(await walletBalanceCents(p.boss.user.id)).toBe(10_000);
  });
});

describe("the sandbox partner", () => {
  it("consent on the hosted page, then the queue settles it: clear, consider or suspended by the test SSN", async () => {
    await settleAtOnce();
    for (const [ssn, status, result] of [
      ["111-22-3333", CHECK.complete, RESULT.clear],
      ["111-22-2001", CHECK.complete, RESULT.consider],
      ["111-22-2002", CHECK.suspended, null],
    ] as const) {
      const p = await pair();
      const check = await ordered(p);
      await consentAndSettle(p.worker.token, check.invitationId, ssn);
      const after = await db.backgroundCheck.findUniqueOrThrow({ where: { id: check.id } });
      expect([after.status, after.result]).toEqual([status, result]);
      expect(after.reportId).toMatch(/^rpt_sb_/);
      const inv = await db.screeningSandboxInvitation.findUniqueOrThrow({ where: { id: check.invitationId } });
      expect(inv.ssnLast4).toBe(ssn.slice(-4));
    }
  });

  it("takes consent once, only from the check's own worker, and only with consent given", async () => {
    const p = await pair();
    const check = await ordered(p);
    const other = await employee();
    const body = {
      invitationId: check.invitationId,
      fullName: "Pat Provider",
      dateOfBirth: "1990-04-01",
      ssn: "111-22-3333",
      consent: true,
    };
    expect((await call(consent, { token: other.token, body })).status).toBe(404);
    expect((await call(consent, { token: p.worker.token, body: { ...body, consent: false } })).status).toBe(400);
    expect((await call(consent, { token: p.worker.token, body })).status).toBe(200);
    expect((await call(consent, { token: p.worker.token, body })).status).toBe(409);
  });
});

describe("who sees the result", () => {
  it("the badge shows only with the worker's consent, and the employer sees a result only while shared", async () => {
    await settleAtOnce();
    const p = await pair();
    const check = await ordered(p);
    await consentAndSettle(p.worker.token, check.invitationId);
    expect((await clearBadges([p.worker.user.id])).has(p.worker.user.id)).toBe(false);
    expect((await call(share, { token: p.worker.token, body: { checkId: check.id, publicBadge: true } })).status).toBe(200);
    expect((await clearBadges([p.worker.user.id])).get(p.worker.user.id)).toBeTruthy();

    const before = await call(list, { token: p.boss.token });
    expect(before.json.checks[0].result).toBe(RESULT.clear);
    await call(share, { token: p.worker.token, body: { checkId: check.id, sharedWithEmployer: false } });
    const after = await call(list, { token: p.boss.token });
    expect(after.json.checks[0].result).toBeNull();
    expect(after.json.checks[0].label).toMatch(/not shared/);
  });

  it("nobody reads or changes another person's checks", async () => {
    const p = await pair();
    const check = await ordered(p);
    const otherBoss = await employer();
    const otherWorker = await employee();
    expect((await call(list, { token: otherBoss.token })).json.checks).toEqual([]);
    expect((await call(list, { token: otherWorker.token })).json.checks).toEqual([]);
    expect((await call(list, { token: p.worker.token })).json.checks.map((c: { _id: string }) => c._id)).toEqual([check.id]);
    expect((await call(share, { token: otherWorker.token, body: { checkId: check.id, publicBadge: true } })).status).toBe(404);
    expect(
      (await call(dispute, { token: otherWorker.token, body: { checkId: check.id, reason: "This is not my record at all." } })).status,
    ).toBe(404);
    expect((await call(adverse, { token: otherBoss.token, body: { checkId: check.id, step: "pre_adverse" } })).status).toBe(404);
    // a worker cannot take the employer's steps, an employer cannot share for the worker
    expect((await call(adverse, { token: p.worker.token, body: { checkId: check.id, step: "pre_adverse" } })).status).toBe(403);
    expect((await call(share, { token: p.boss.token, body: { checkId: check.id, publicBadge: true } })).status).toBe(403);
  });
});

describe("adverse action on a consider result", () => {
  it("goes in order: pre-adverse notice, the waiting period, then the final notice, each dated", async () => {
    const { boss, worker, check } = await considerCheck();
    expect(await db.notification.count({ where: { userId: boss.user.id, type: "screening_consider" } })).toBe(1);
    const final = await call(adverse, { token: boss.token, body: { checkId: check.id, step: "final_notice" } });
    expect(final.status).toBe(409);
    const pre = await call(adverse, { token: boss.token, body: { checkId: check.id, step: "pre_adverse", note: "A record from 2015." } });
    expect(pre.status, JSON.stringify(pre.json)).toBe(200);
    expect(await db.mailOutbox.count({ where: { to: worker.user.email, subject: { startsWith: "Pre-adverse action notice" } } })).toBe(1);
    const early = await call(adverse, { token: boss.token, body: { checkId: check.id, step: "final_notice" } });
    expect(early.status).toBe(409);
    expect(early.json.error).toMatch(/waiting period/);
    expect((await call(adverse, { token: boss.token, body: { checkId: check.id, step: "pre_adverse" } })).status).toBe(409);

    const preAt = (await db.adverseActionStep.findFirstOrThrow({ where: { checkId: check.id, step: "pre_adverse" } })).createdAt;
    await expect(
      takeAdverseStep(boss.user.id, { checkId: check.id, step: "final_notice", note: "" }, new Date(preAt.getTime() + 6 * DAY)),
    ).rejects.toThrow(/waiting period/);
    await takeAdverseStep(boss.user.id, { checkId: check.id, step: "final_notice", note: "" }, new Date(preAt.getTime() + 7 * DAY + 1000));
    const steps = await db.adverseActionStep.findMany({ where: { checkId: check.id }, orderBy: { createdAt: "asc" } });
    expect(steps.map((s) => s.step)).toEqual(["pre_adverse", "final_notice"]);
    expect((await db.backgroundCheck.findUniqueOrThrow({ where: { id: check.id } })).adverseStage).toBe(ADVERSE.final);
    expect((await call(adverse, { token: boss.token, body: { checkId: check.id, step: "proceed" } })).status).toBe(409);
    // the dated record cannot be changed
    await expect(db.adverseActionStep.updateMany({ where: { checkId: check.id }, data: { note: "edited" } })).rejects.toThrow();
  });

  it("the employer may proceed instead; the same step twice at once is taken once", async () => {
    const { boss, check } = await considerCheck();
    const [a, b] = await Promise.all([
      call(adverse, { token: boss.token, body: { checkId: check.id, step: "pre_adverse" } }),
      call(adverse, { token: boss.token, body: { checkId: check.id, step: "pre_adverse" } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await db.adverseActionStep.count({ where: { checkId: check.id } })).toBe(1);
    expect((await call(adverse, { token: boss.token, body: { checkId: check.id, step: "proceed" } })).status).toBe(200);
    expect((await db.backgroundCheck.findUniqueOrThrow({ where: { id: check.id } })).adverseStage).toBe(ADVERSE.proceeded);
    expect((await call(adverse, { token: boss.token, body: { checkId: check.id, step: "final_notice" } })).status).toBe(409);
  });

  it("a clear result has no adverse-action steps; a disputed one waits", async () => {
    await settleAtOnce();
    const p = await pair();
    const clear = await ordered(p);
    await consentAndSettle(p.worker.token, clear.invitationId);
    expect((await call(adverse, { token: p.boss.token, body: { checkId: clear.id, step: "pre_adverse" } })).status).toBe(409);

    const { boss, worker, check } = await considerCheck();
    const d = await call(dispute, { token: worker.token, body: { checkId: check.id, reason: "That record belongs to someone else." } });
    expect(d.status).toBe(200);
    expect((await db.backgroundCheck.findUniqueOrThrow({ where: { id: check.id } })).status).toBe(CHECK.dispute);
    expect((await call(adverse, { token: boss.token, body: { checkId: check.id, step: "pre_adverse" } })).status).toBe(409);
    expect(
      (await call(dispute, { token: worker.token, body: { checkId: check.id, reason: "Again, that record is not mine." } })).status,
    ).toBe(409);
  });
});

describe("POST /api/webhooks/checkr (sandbox key)", () => {
  async function pendingCheck() {
    const p = await pair();
    const check = await ordered(p);
    // the candidate gave consent (the sandbox's own events move it to pending)
    const c = await call(consent, {
      token: p.worker.token,
      body: { invitationId: check.invitationId, fullName: "Pat Provider", dateOfBirth: "1990-04-01", ssn: "111-22-3333", consent: true },
    });
    expect(c.status).toBe(200);
    return db.backgroundCheck.findUniqueOrThrow({ where: { id: check.id } });
  }
  const report = (c: { reportId: string | null; candidateId: string }, status: string, result: string | null = null) => ({
    id: c.reportId,
    object: "report",
    status,
    result,
    candidate_id: c.candidateId,
  });

  it("refuses a bad signature, a tampered body and a missing header with 400, and changes nothing", async () => {
    await db.setting.update({ where: { key: "screening" }, data: { value: { sandboxSettleSeconds: 3600 } } });
    const check = await pendingCheck();
    expect(check.status).toBe(CHECK.pending);
    const body = checkrEvent("report.completed", report(check, CHECK.complete, RESULT.clear));
    expect((await sendWebhook(body, "someone-elses-key")).status).toBe(400);
    const sig = (await import("@/lib/screening/partner")).signScreeningBody(body, sandboxScreeningSecret());
    expect((await sendWebhook(body.replace("clear", "consider"), null, sig)).status).toBe(400);
    expect((await sendWebhook(body, null, null)).status).toBe(400);
    expect((await db.backgroundCheck.findUniqueOrThrow({ where: { id: check.id } })).status).toBe(CHECK.pending);
    expect(await db.webhookEvent.count({ where: { provider: "checkr", objectId: check.reportId!, type: "report.completed" } })).toBe(0);
  });

  it("refuses a stale event even when correctly signed", async () => {
    const check = await pendingCheck();
    const old = checkrEvent("report.completed", report(check, CHECK.complete, RESULT.clear), {
      at: new Date(Date.now() - 73 * 3600 * 1000),
    });
    const res = await sendWebhook(old, sandboxScreeningSecret());
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/stale/);
    expect((await db.backgroundCheck.findUniqueOrThrow({ where: { id: check.id } })).status).toBe(CHECK.pending);
  });

  it("a duplicate answers 200 and does nothing", async () => {
    const check = await pendingCheck();
    const body = checkrEvent("report.completed", report(check, CHECK.complete, RESULT.clear));
    expect(await (await sendWebhook(body, sandboxScreeningSecret())).json()).toEqual({ received: true });
    expect(await (await sendWebhook(body, sandboxScreeningSecret())).json()).toEqual({ received: true, duplicate: true });
    expect(await db.notification.count({ where: { userId: check.workerId, message: { contains: "is complete" } } })).toBe(1);
  });

  it("out of order: an older event never moves a check back, and a later one still applies", async () => {
    const check = await pendingCheck();
    const t = Date.now();
    const done = checkrEvent("report.completed", report(check, CHECK.complete, RESULT.clear), { at: new Date(t + 2000) });
    const older = checkrEvent("report.updated", report(check, CHECK.suspended), { at: new Date(t - 60_000) });
    expect((await sendWebhook(done, sandboxScreeningSecret())).status).toBe(200);
    const late = await sendWebhook(older, sandboxScreeningSecret());
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual({ received: true, ignored: true });
    const row = await db.backgroundCheck.findUniqueOrThrow({ where: { id: check.id } });
    expect([row.status, row.result]).toEqual([CHECK.complete, RESULT.clear]);
    // a newer dispute applies, then the re-investigation's completion
    await sendWebhook(checkrEvent("report.updated", report(check, CHECK.dispute), { at: new Date(t + 3000) }), sandboxScreeningSecret());
    expect((await db.backgroundCheck.findUniqueOrThrow({ where: { id: check.id } })).status).toBe(CHECK.dispute);
    await sendWebhook(
      checkrEvent("report.completed", report(check, CHECK.complete, RESULT.consider), { at: new Date(t + 4000) }),
      sandboxScreeningSecret(),
    );
    const last = await db.backgroundCheck.findUniqueOrThrow({ where: { id: check.id } });
    expect([last.status, last.result]).toEqual([CHECK.complete, RESULT.consider]);
  });

  it("a canceled report is final", async () => {
    const check = await pendingCheck();
    await sendWebhook(checkrEvent("report.updated", report(check, CHECK.canceled)), sandboxScreeningSecret());
    await sendWebhook(checkrEvent("report.completed", report(check, CHECK.complete, RESULT.clear)), sandboxScreeningSecret());
    expect((await db.backgroundCheck.findUniqueOrThrow({ where: { id: check.id } })).status).toBe(CHECK.canceled);
  });
});
