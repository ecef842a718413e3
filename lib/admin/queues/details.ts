// What each kind of queue item shows an admin to decide: the reported message with the messages around it and
// both people's report history; a person's refused contact-detail attempts (count, last, examples); the
// reported review; the appealed reliability mark; a "consider" background check with the employer's steps. One loader per kind, named in the registry.
import "server-only";
import { db } from "@/lib/db";
import { RELIABILITY_LABELS, type ReliabilityKindName } from "@/lib/reliability/score";
import { displayName } from "@/lib/accounts/dto";
import { screeningPolicy } from "@/lib/screening/order-check";
import { finalNoticeFrom } from "@/lib/screening/adverse-action";
import { ADVERSE, ADVERSE_STEP, ADVERSE_STEP_LABEL, isAdverseStepName, statusLabel } from "@/lib/screening/states";

/** Messages shown before and after a reported one. */
export const CONTEXT_MESSAGES = 5;
/** Examples of a person's refused attempts. */
export const ATTEMPT_EXAMPLES = 5;

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** A person's history in the queues: reports against their messages, reports they filed, their queue items. */
export async function reportHistory(userId: string) {
  const [against, filed, items, attempts] = await Promise.all([
    db.chatReport.count({ where: { message: { senderId: userId } } }),
    db.chatReport.count({ where: { reporterId: userId } }),
    db.queueItem.findMany({
      where: { subjectId: userId },
      orderBy: [{ openedAt: "desc" }, { id: "desc" }],
      take: 10,
      select: { id: true, kind: true, state: true, openedAt: true, closeReason: true },
    }),
    db.chatViolation.count({ where: { senderId: userId } }),
  ]);
  return {
    reportsAgainst: against,
    reportsFiled: filed,
    refusedAttempts: attempts,
    items: items.map((i) => ({ _id: i.id, kind: i.kind, state: i.state, openedAt: i.openedAt.toISOString(), closeReason: i.closeReason })),
  };
}

const messageSelect = {
  id: true,
  seq: true,
  senderId: true,
  content: true,
  contentType: true,
  createdAt: true,
  hiddenAt: true,
  hiddenReason: true,
} as const;
type MessageRow = {
  id: string;
  seq: bigint;
  senderId: string;
  content: string;
  contentType: string;
  createdAt: Date;
  hiddenAt: Date | null;
  hiddenReason: string;
};
const messageDto = (m: MessageRow) => ({
  _id: m.id,
  senderId: m.senderId,
  content: m.content,
  contentType: m.contentType,
  createdAt: m.createdAt.toISOString(),
  hiddenAt: iso(m.hiddenAt),
  hiddenReason: m.hiddenReason,
});

export async function chatReportDetail(sourceId: string) {
  const report = await db.chatReport.findUnique({
    where: { id: sourceId },
    select: {
      id: true,
      reason: true,
      createdAt: true,
      reporter: { select: { id: true, firstName: true, lastName: true, email: true } },
      message: { select: { ...messageSelect, channelId: true } },
    },
  });
  if (!report) return null;
  const m = report.message;
  const [before, after, reporterHistory] = await Promise.all([
    db.chatMessage.findMany({
      where: { channelId: m.channelId, seq: { lt: m.seq } },
      orderBy: { seq: "desc" },
      take: CONTEXT_MESSAGES,
      select: messageSelect,
    }),
    db.chatMessage.findMany({
      where: { channelId: m.channelId, seq: { gt: m.seq } },
      orderBy: { seq: "asc" },
      take: CONTEXT_MESSAGES,
      select: messageSelect,
    }),
    reportHistory(report.reporter.id),
  ]);
  return {
    kind: "chat_report" as const,
    reportId: report.id,
    reason: report.reason,
    reportedAt: report.createdAt.toISOString(),
    reporter: { _id: report.reporter.id, name: nameOf(report.reporter), history: reporterHistory },
    message: messageDto(m),
    context: [...before.reverse(), m, ...after].map(messageDto),
  };
}

export async function contactAttemptsDetail(sourceId: string, openedAt: Date) {
  const where = { senderId: sourceId };
  const [total, sinceOpened, last, examples, receivers] = await Promise.all([
    db.chatViolation.count({ where }),
    db.chatViolation.count({ where: { ...where, createdAt: { gte: openedAt } } }),
    db.chatViolation.findFirst({ where, orderBy: { createdAt: "desc" }, select: { createdAt: true } }),
    db.chatViolation.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: ATTEMPT_EXAMPLES,
      select: { id: true, text: true, matches: true, createdAt: true, receiverId: true },
    }),
    db.chatViolation.groupBy({ by: ["receiverId"], where }),
  ]);
  return {
    kind: "contact_attempts" as const,
    total,
    sinceOpened,
    lastAt: iso(last?.createdAt),
    people: receivers.length,
    examples: examples.map((e) => ({
      _id: e.id,
      text: e.text,
      matches: (Array.isArray(e.matches) ? e.matches : []) as { kind?: string; text?: string }[],
      createdAt: e.createdAt.toISOString(),
      receiverId: e.receiverId,
    })),
  };
}

export async function reviewReportDetail(sourceId: string) {
  const report = await db.reviewReport.findUnique({
    where: { id: sourceId },
    select: {
      id: true,
      reason: true,
      createdAt: true,
      reporter: { select: { id: true, firstName: true, lastName: true, email: true } },
      review: {
        select: {
          id: true,
          score: true,
          text: true,
          publishedAt: true,
          hiddenAt: true,
          hiddenReason: true,
          writerId: true,
          job: { select: { id: true, title: true } },
        },
      },
    },
  });
  if (!report) return null;
  const r = report.review;
  return {
    kind: "review_report" as const,
    reason: report.reason,
    reportedAt: report.createdAt.toISOString(),
    reporter: { _id: report.reporter.id, name: nameOf(report.reporter) },
    review: {
      _id: r.id,
      score: r.score,
      text: r.text,
      publishedAt: iso(r.publishedAt),
      hiddenAt: iso(r.hiddenAt),
      hiddenReason: r.hiddenReason,
      writerId: r.writerId,
      jobId: r.job.id,
      jobTitle: r.job.title,
    },
  };
}

export async function appealDetail(sourceId: string) {
  const e = await db.reliabilityEvent.findUnique({
    where: { id: sourceId },
    select: {
      id: true,
      kind: true,
      occurredAt: true,
      detail: true,
      appealStatus: true,
      appealNote: true,
      appealedAt: true,
      decisionNote: true,
      user: { select: { reliabilityScore: true } },
      shift: { select: { start: true, end: true, status: true, cancelReason: true, job: { select: { id: true, title: true } } } },
    },
  });
  if (!e) return null;
  return {
    kind: "reliability_appeal" as const,
    eventId: e.id,
    label: RELIABILITY_LABELS[e.kind as ReliabilityKindName] ?? e.kind,
    occurredAt: e.occurredAt.toISOString(),
    detail: e.detail,
    appealStatus: e.appealStatus,
    appealNote: e.appealNote,
    appealedAt: iso(e.appealedAt),
    decisionNote: e.decisionNote,
    score: e.user.reliabilityScore,
    shift: {
      start: iso(e.shift.start),
      end: iso(e.shift.end),
      status: e.shift.status,
      cancelReason: e.shift.cancelReason,
      jobId: e.shift.job.id,
      jobTitle: e.shift.job.title,
    },
  };
}

export function nameOf(u: { firstName: string; lastName: string; email: string }) {
  return `${u.firstName} ${u.lastName}`.trim() || u.email;
}

/** Days past what an employer's next adverse-action step allows before the item shows it as overdue. */
export const ADVERSE_GRACE_DAYS = 14;
const DAY_MS = 24 * 3600 * 1000;

/**
 * A "consider" background check under the employer's adverse-action steps: the check, each step with its date,
 * both people, and what is overdue. The admin oversees; the employer decides (Gigline never takes a step for
 * them).
 */
export async function adverseActionDetail(sourceId: string, now = new Date()) {
  const c = await db.backgroundCheck.findUnique({
    where: { id: sourceId },
    select: {
      id: true,
      partner: true,
      packageName: true,
      status: true,
      result: true,
      completedAt: true,
      createdAt: true,
      sharedWithEmployer: true,
      disputeReason: true,
      adverseStage: true,
      steps: { orderBy: { createdAt: "asc" }, select: { id: true, step: true, note: true, createdAt: true } },
      employer: { select: { id: true, firstName: true, lastName: true, email: true, company: true, accountType: true } },
      worker: { select: { id: true, firstName: true, lastName: true, email: true } },
    },
  });
  if (!c) return null;
  const { adverseWaitDays } = await screeningPolicy();
  const pre = c.steps.find((s) => s.step === ADVERSE_STEP.preAdverse);
  const finalFrom = finalNoticeFrom(pre?.createdAt ?? null, adverseWaitDays);
  let overdue: string | null = null;
  if (c.adverseStage === ADVERSE.none && c.completedAt && now.getTime() - c.completedAt.getTime() > ADVERSE_GRACE_DAYS * DAY_MS)
    overdue = `No step recorded ${Math.floor((now.getTime() - c.completedAt.getTime()) / DAY_MS)} days after the result.`;
  if (c.adverseStage === ADVERSE.preAdverse && finalFrom && now.getTime() - finalFrom.getTime() > ADVERSE_GRACE_DAYS * DAY_MS)
    overdue = `The waiting period ended ${Math.floor((now.getTime() - finalFrom.getTime()) / DAY_MS)} days ago and neither the final notice nor a decision to proceed is recorded.`;
  return {
    kind: "adverse_action" as const,
    check: {
      _id: c.id,
      partner: c.partner,
      packageName: c.packageName,
      status: c.status,
      statusLabel: statusLabel(c.status, c.result),
      orderedAt: c.createdAt.toISOString(),
      completedAt: iso(c.completedAt),
      sharedWithEmployer: c.sharedWithEmployer,
      disputeReason: c.disputeReason,
      adverseStage: c.adverseStage,
    },
    steps: c.steps.map((s) => ({
      _id: s.id,
      step: s.step,
      label: isAdverseStepName(s.step) ? ADVERSE_STEP_LABEL[s.step] : s.step,
      note: s.note,
      at: s.createdAt.toISOString(),
    })),
    waitDays: adverseWaitDays,
    finalNoticeFrom: iso(finalFrom),
    overdue,
    employer: { _id: c.employer.id, name: displayName(c.employer) || c.employer.email, email: c.employer.email },
    worker: { _id: c.worker.id, name: nameOf(c.worker), email: c.worker.email },
  };
}
