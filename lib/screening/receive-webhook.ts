// POST /api/webhooks/checkr, and the sandbox partner's own deliveries (the same function): X-Checkr-Signature is
// the hex HMAC-SHA256 of the exact body with the key (CHECKR_WEBHOOK_SECRET, else the API key; the sandbox's own
// key while it runs), compared in constant time. Checkr's signature carries no time, so an event whose
// created_at is older than WEBHOOK_MAX_AGE_MS (or in the future) is refused as stale. The event id is stored
// once (WebhookEvent, provider "checkr") and its work is done in that same transaction: a duplicate answers
// 200 and does nothing; a failure rolls both back so the partner's retry applies it again.
// Statuses only move forward: each change is a guarded UPDATE through lib/screening/states.ts, and an event
// older than the last one applied to the check is stored and ignored (out-of-order delivery).
import { timingSafeEqual } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import { screeningMode, screeningWebhookSecret, signScreeningBody } from "@/lib/screening/partner";
import { CHECK, isCheckResult, isCheckStatus, isConsider, statusesBefore, type CheckStatus } from "@/lib/screening/states";
import { notifyResult } from "@/lib/screening/notify";

export type WebhookAnswer = { status: number; body: { received: boolean; duplicate?: boolean; ignored?: boolean; error?: string } };

/** Checkr retries a failed delivery for hours; an event older than this is refused (a replayed capture). */
export const WEBHOOK_MAX_AGE_MS = 72 * 3600 * 1000;
/** Clock skew allowed for an event stamped in the future. */
const FUTURE_SKEW_MS = 5 * 60 * 1000;

type CheckrEvent = { id: string; type: string; created_at: string; data: { object: Record<string, unknown> } };

export function signatureMatches(raw: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(signScreeningBody(raw, secret), "utf8");
  const given = Buffer.from(signature.trim().toLowerCase(), "utf8");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function receiveCheckrWebhook(raw: string, signature: string | null, now = new Date()): Promise<WebhookAnswer> {
  const secret = screeningWebhookSecret();
  if (!secret) {
    console.error(`[screening] a Checkr webhook arrived, but no screening partner is on (mode ${screeningMode()})`);
    return { status: 503, body: { received: false, error: "Webhooks are not configured." } };
  }
  if (!signature) return { status: 400, body: { received: false, error: "Missing X-Checkr-Signature header." } };
  if (!signatureMatches(raw, signature, secret))
    return { status: 400, body: { received: false, error: "Webhook signature verification failed." } };
  let event: CheckrEvent;
  try {
    event = JSON.parse(raw) as CheckrEvent;
  } catch {
    return { status: 400, body: { received: false, error: "Not an event." } };
  }
  if (!event?.id || !event.type || !event.data?.object || typeof event.created_at !== "string")
    return { status: 400, body: { received: false, error: "Not an event." } };
  const at = new Date(event.created_at);
  if (Number.isNaN(at.getTime())) return { status: 400, body: { received: false, error: "Not an event." } };
  const age = now.getTime() - at.getTime();
  if (age > WEBHOOK_MAX_AGE_MS || age < -FUTURE_SKEW_MS)
    return { status: 400, body: { received: false, error: "Event timestamp is outside the tolerance (stale event)." } };
  const object = event.data.object;
  const outcome = await db.$transaction(async (tx) => {
    const stored = await tx.webhookEvent.createMany({
      data: [{ provider: "checkr", eventId: event.id, type: event.type, objectId: String(object.id ?? "") }],
      skipDuplicates: true,
    });
    if (stored.count === 0) return "duplicate" as const;
    return (await applyCheckrEvent(tx, event.type, object, at)) ? ("applied" as const) : ("ignored" as const);
  });
  if (outcome === "duplicate") return { status: 200, body: { received: true, duplicate: true } };
  return { status: 200, body: outcome === "ignored" ? { received: true, ignored: true } : { received: true } };
}

/** The work of one verified event; answers whether it changed a check (unknown types and stale events change none). */
export async function applyCheckrEvent(tx: Tx, type: string, o: Record<string, unknown>, at: Date): Promise<boolean> {
  if (type === "invitation.completed") {
    const check = await tx.backgroundCheck.findFirst({ where: { invitationId: String(o.id ?? "") }, select: { id: true } });
    if (!check) return false;
    return moveCheck(tx, check.id, CHECK.pending, at, { reportId: typeof o.report_id === "string" ? o.report_id : undefined });
  }
  if (!type.startsWith("report.")) return false;
  const reportId = String(o.id ?? "");
  const candidateId = String(o.candidate_id ?? "");
  const check =
    (await tx.backgroundCheck.findFirst({ where: { reportId }, select: { id: true } })) ??
    (candidateId
      ? await tx.backgroundCheck.findFirst({ where: { candidateId, reportId: null }, orderBy: { createdAt: "desc" }, select: { id: true } })
      : null);
  if (!check) return false;
  const to = o.status;
  if (!isCheckStatus(to)) return false;
  const result = isCheckResult(o.result) ? o.result : null;
  return moveCheck(tx, check.id, to, at, {
    reportId,
    ...(to === CHECK.complete ? { result, completedAt: at } : {}),
  });
}

/** One guarded change: only from a status that may become `to`, and only for an event not older than the last applied. */
async function moveCheck(
  tx: Tx,
  checkId: string,
  to: CheckStatus,
  at: Date,
  data: { reportId?: string; result?: string | null; completedAt?: Date },
): Promise<boolean> {
  const changed = await tx.backgroundCheck.updateMany({
    where: { id: checkId, status: { in: statusesBefore(to) }, OR: [{ eventAt: null }, { eventAt: { lte: at } }] },
    data: { status: to, eventAt: at, ...data },
  });
  if (changed.count === 0) {
    // the same status again (report.updated while pending): newer facts may still be kept
    if (data.reportId) await tx.backgroundCheck.updateMany({ where: { id: checkId, reportId: null }, data: { reportId: data.reportId } });
    return false;
  }
  const check = await tx.backgroundCheck.findUniqueOrThrow({ where: { id: checkId } });
  await notifyResult(tx, check, isConsider(check.status, check.result));
  return true;
}
