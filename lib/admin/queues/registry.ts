// The operations queues, one entry per kind of item: its title, what it holds, a one-line preview of each item
// in the list, the detail an admin decides from, and what keeps an item from being closed by hand. The
// console's home, its lists and counts read this table, so a new kind is one entry here and the trigger that
// makes its items.
import "server-only";
import { db, type Tx } from "@/lib/db";
import { QUEUE_KIND, type QueueKind } from "@/lib/admin/queues/states";
import { adverseActionDetail, appealDetail, chatReportDetail, contactAttemptsDetail, reviewReportDetail } from "@/lib/admin/queues/details";
import { disputeDetail } from "@/lib/admin/queues/dispute-detail";
import { disputePreviews } from "@/lib/disputes/previews";
import { statusLabel } from "@/lib/screening/states";
import { isOpen } from "@/lib/disputes/states";
import { QUEUE_MSG } from "@/lib/admin/queues/messages";

type Item = { sourceId: string; openedAt: Date };

export type QueueKindDef = {
  kind: QueueKind;
  title: string;
  summary: string;
  /** one line per item of the list, by source id */
  previews: (sourceIds: string[]) => Promise<Map<string, string>>;
  /** everything needed to decide (null: what the item was about no longer exists) */
  detail: (item: Item) => Promise<QueueDetail | null>;
  /**
   * Why an admin cannot resolve or dismiss the item by hand now (admin/queue_close answers 409 with it), or null.
   * Read in the closing transaction. Absent: an item can always be closed.
   */
  closeRefusal?: (tx: Tx, sourceId: string) => Promise<string | null>;
};

export type QueueDetail =
  | NonNullable<Awaited<ReturnType<typeof chatReportDetail>>>
  | Awaited<ReturnType<typeof contactAttemptsDetail>>
  | NonNullable<Awaited<ReturnType<typeof reviewReportDetail>>>
  | NonNullable<Awaited<ReturnType<typeof appealDetail>>>
  | NonNullable<Awaited<ReturnType<typeof disputeDetail>>>
  | NonNullable<Awaited<ReturnType<typeof adverseActionDetail>>>;

const clip = (s: string, n = 120) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export const QUEUES: readonly QueueKindDef[] = [
  {
    kind: QUEUE_KIND.chat_report,
    title: "Chat reports",
    summary: "Messages a member reported, with the conversation around them.",
    previews: async (ids) => {
      const rows = await db.chatReport.findMany({
        where: { id: { in: ids } },
        select: { id: true, reason: true, message: { select: { content: true } } },
      });
      return new Map(rows.map((r) => [r.id, clip(`“${r.message.content}” · ${r.reason}`)]));
    },
    detail: (item) => chatReportDetail(item.sourceId),
  },
  {
    kind: QUEUE_KIND.contact_attempts,
    title: "Refused contact details",
    summary: "People whose messages were refused for carrying contact details, one item per person.",
    previews: async (ids) => {
      const rows = await db.chatViolation.groupBy({ by: ["senderId"], where: { senderId: { in: ids } }, _count: { _all: true } });
      return new Map(rows.map((r) => [r.senderId, `${r._count._all} refused ${r._count._all === 1 ? "message" : "messages"}`]));
    },
    detail: (item) => contactAttemptsDetail(item.sourceId, item.openedAt),
  },
  {
    kind: QUEUE_KIND.review_report,
    title: "Reported reviews",
    summary: "Workers' reviews that the employer they are about reported.",
    previews: async (ids) => {
      const rows = await db.reviewReport.findMany({
        where: { id: { in: ids } },
        select: { id: true, reason: true, review: { select: { score: true, text: true } } },
      });
      return new Map(rows.map((r) => [r.id, clip(`${r.review.score}★ “${r.review.text}” · ${r.reason}`)]));
    },
    detail: (item) => reviewReportDetail(item.sourceId),
  },
  {
    kind: QUEUE_KIND.reliability_appeal,
    title: "Reliability appeals",
    summary: "Workers' appeals of a mark on their reliability.",
    previews: async (ids) => {
      const rows = await db.reliabilityEvent.findMany({
        where: { id: { in: ids } },
        select: { id: true, appealNote: true, shift: { select: { job: { select: { title: true } } } } },
      });
      return new Map(rows.map((r) => [r.id, clip(`${r.shift.job.title} · ${r.appealNote ?? ""}`)]));
    },
    detail: (item) => appealDetail(item.sourceId),
  },
  {
    kind: QUEUE_KIND.dispute,
    title: "Disputes",
    summary: "Disputed timesheets and deliveries: the money in dispute is set aside until you decide who gets it.",
    previews: (ids) => disputePreviews(ids, clip),
    detail: (item) => disputeDetail(item.sourceId),
    // the money stays set aside until an admin decides (admin/resolve_dispute closes the item): closing the item
    // alone would leave it there with nobody looking
    closeRefusal: async (tx, sourceId) => {
      const dispute = await tx.dispute.findUnique({ where: { id: sourceId }, select: { status: true } });
      return dispute && isOpen(dispute.status) ? QUEUE_MSG.DisputeUndecided : null;
    },
  },
  {
    kind: QUEUE_KIND.adverse_action,
    title: "Adverse-action oversight",
    summary: "Background checks that came back “consider”, while the employer takes the adverse-action steps.",
    previews: async (ids) => {
      const rows = await db.backgroundCheck.findMany({
        where: { id: { in: ids } },
        select: {
          id: true,
          packageName: true,
          status: true,
          result: true,
          adverseStage: true,
          worker: { select: { firstName: true, lastName: true } },
        },
      });
      return new Map(
        rows.map((c) => [
          c.id,
          clip(
            `${c.packageName} · ${statusLabel(c.status, c.result)} · ${`${c.worker.firstName} ${c.worker.lastName}`.trim()} · stage ${c.adverseStage.replace("_", "-")}`,
          ),
        ]),
      );
    },
    detail: (item) => adverseActionDetail(item.sourceId),
  },
];

export function queueDef(kind: string): QueueKindDef | undefined {
  return QUEUES.find((q) => q.kind === kind);
}
