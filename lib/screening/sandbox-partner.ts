// The sandbox screening partner: Checkr's flow kept in PostgreSQL for offline use. Its invitation leads to a
// hosted consent page (/sandbox/screening/{id}) where the candidate types consent and details; the report then
// settles on a timer through the job queue ("screening:sandbox-settle", after the `sandboxSettleSeconds`
// setting) into the outcome the test SSN asks for (SANDBOX_OUTCOMES). Its webhooks are Checkr-format events
// written to ScreeningSandboxEvent in the same transaction as its own change (an outbox), then signed with the
// sandbox key and delivered through the same receiver as /api/webhooks/checkr; an event left undelivered by a
// crash is delivered again by the next sandbox step or the `screening:sandbox-redeliver` task.
import { randomBytes } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import { enqueue } from "@/lib/background/queue";
import { AppError } from "@/lib/http/errors";
import { getSetting } from "@/lib/settings/get-setting";
import { parseScreeningPolicy } from "@/lib/settings/screening-policy";
import { sandboxScreeningSecret, screeningSandboxOn, signScreeningBody, type ScreeningPartner } from "@/lib/screening/partner";
import { receiveCheckrWebhook, WEBHOOK_MAX_AGE_MS } from "@/lib/screening/receive-webhook";
import { SCREENING_MSG } from "@/lib/screening/messages";
import { CHECK, RESULT, SANDBOX_INVITATION, type CheckResult, type CheckStatus } from "@/lib/screening/states";

export const SANDBOX_SETTLE_TASK = "screening:sandbox-settle";

/** The test SSNs (their last four digits) and the report each one settles into; any other SSN comes back clear. */
export const SANDBOX_OUTCOMES: { last4: string; status: CheckStatus; result: CheckResult | null; label: string }[] = [
  { last4: "2001", status: CHECK.complete, result: RESULT.consider, label: "Consider (a record to review)" },
  { last4: "2002", status: CHECK.suspended, result: null, label: "Suspended (the partner needs more information)" },
];

export function sandboxOutcome(last4: string): { status: CheckStatus; result: CheckResult | null } {
  const o = SANDBOX_OUTCOMES.find((x) => x.last4 === last4);
  return o ? { status: o.status, result: o.result } : { status: CHECK.complete, result: RESULT.clear };
}

function sandboxId(prefix: string) {
  return `${prefix}_sb_${randomBytes(12).toString("hex")}`;
}

export const sandboxPartner: ScreeningPartner = {
  name: "sandbox",
  async createCandidate() {
    return { id: sandboxId("cand") };
  },
  async createInvitation(i) {
    const id = sandboxId("inv");
    await db.screeningSandboxInvitation.create({ data: { id, candidateId: i.candidateId, packageSlug: i.packageSlug, email: i.email } });
    return { id, url: `/sandbox/screening/${id}` };
  },
};

/** The hosted page's invitation (null when unknown). */
export function sandboxInvitation(id: string) {
  return db.screeningSandboxInvitation.findUnique({ where: { id } });
}

/** Writes one Checkr-format event in the caller's transaction (delivered after it commits). */
export async function emitScreeningEvent(tx: Tx, type: string, object: Record<string, unknown>, at = new Date()) {
  const id = sandboxId("evt");
  const event = { id, object: "event", type, created_at: at.toISOString(), data: { object } };
  await tx.screeningSandboxEvent.create({ data: { id, type, payload: JSON.stringify(event) } });
  return id;
}

/** Delivers every undelivered event, oldest first, through the webhook receiver; answers how many were delivered. */
export async function deliverScreeningEvents(limit = 50): Promise<number> {
  if (!screeningSandboxOn()) return 0;
  const pending = await db.screeningSandboxEvent.findMany({ where: { deliveredAt: null }, orderBy: { createdAt: "asc" }, take: limit });
  let delivered = 0;
  for (const e of pending) {
    if (Date.now() - e.createdAt.getTime() > WEBHOOK_MAX_AGE_MS) {
      // past the receiver's window: it would be refused forever
      console.error(`[screening] sandbox event ${e.id} (${e.type}) is too old to deliver; dropped`);
      await db.screeningSandboxEvent.updateMany({ where: { id: e.id, deliveredAt: null }, data: { deliveredAt: new Date() } });
      continue;
    }
    const answer = await receiveCheckrWebhook(e.payload, signScreeningBody(e.payload, sandboxScreeningSecret())).catch((err: Error) => ({
      status: 500,
      body: { received: false, error: err.message },
    }));
    if (answer.status !== 200) {
      console.error(`[screening] sandbox event ${e.id} (${e.type}) refused: ${answer.body.error}`);
      continue;
    }
    await db.screeningSandboxEvent.updateMany({ where: { id: e.id, deliveredAt: null }, data: { deliveredAt: new Date() } });
    delivered++;
  }
  return delivered;
}

/**
 * The hosted page's submit: the candidate's consent and details complete the invitation (once: a guarded
 * change), a pending report is created and its settling is queued. Only the SSN's last four digits are kept.
 */
export async function submitSandboxConsent(input: { invitationId: string; fullName: string; ssn: string }, now = new Date()) {
  if (!screeningSandboxOn()) throw new AppError(404, SCREENING_MSG.SandboxOff);
  const policy = parseScreeningPolicy(await getSetting("screening"));
  const last4 = input.ssn.replace(/\D/g, "").slice(-4);
  const reportId = sandboxId("rpt");
  await db.$transaction(async (tx) => {
    const changed = await tx.screeningSandboxInvitation.updateMany({
      where: { id: input.invitationId, status: SANDBOX_INVITATION.pending },
      data: {
        status: SANDBOX_INVITATION.completed,
        fullName: input.fullName,
        ssnLast4: last4,
        consentedAt: now,
        reportId,
        reportStatus: CHECK.pending,
      },
    });
    if (changed.count === 0) {
      const exists = await tx.screeningSandboxInvitation.findUnique({ where: { id: input.invitationId }, select: { id: true } });
      throw new AppError(exists ? 409 : 404, exists ? SCREENING_MSG.InvitationDone : SCREENING_MSG.NotFound);
    }
    const inv = await tx.screeningSandboxInvitation.findUniqueOrThrow({ where: { id: input.invitationId } });
    await emitScreeningEvent(
      tx,
      "invitation.completed",
      { id: inv.id, object: "invitation", status: SANDBOX_INVITATION.completed, candidate_id: inv.candidateId, report_id: reportId },
      now,
    );
    await emitScreeningEvent(
      tx,
      "report.created",
      { id: reportId, object: "report", status: CHECK.pending, result: null, candidate_id: inv.candidateId, package: inv.packageSlug },
      now,
    );
    await enqueue(
      SANDBOX_SETTLE_TASK,
      { invitationId: inv.id },
      { tx, runAt: new Date(now.getTime() + policy.sandboxSettleSeconds * 1000), jobKey: `screening:settle:${inv.id}` },
    );
  });
  await deliverScreeningEvents();
  return { reportId };
}

/** The settle task: the pending report becomes the outcome its test SSN asks for (once), and its event is sent. */
export async function settleSandboxReport(invitationId: string, now = new Date()): Promise<"settled" | "skipped"> {
  const settled = await db.$transaction(async (tx) => {
    const inv = await tx.screeningSandboxInvitation.findUnique({ where: { id: invitationId } });
    if (!inv?.reportId) return false;
    const outcome = sandboxOutcome(inv.ssnLast4);
    const changed = await tx.screeningSandboxInvitation.updateMany({
      where: { id: invitationId, reportStatus: CHECK.pending },
      data: { reportStatus: outcome.status, reportResult: outcome.result },
    });
    if (changed.count === 0) return false;
    await emitScreeningEvent(
      tx,
      outcome.status === CHECK.complete ? "report.completed" : "report.updated",
      {
        id: inv.reportId,
        object: "report",
        status: outcome.status,
        result: outcome.result,
        candidate_id: inv.candidateId,
        package: inv.packageSlug,
      },
      now,
    );
    return true;
  });
  await deliverScreeningEvents();
  return settled ? "settled" : "skipped";
}
