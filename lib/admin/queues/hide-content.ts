// admin/hide_content and admin/restore_content: an admin hides a job, a review or a chat message (or shows it
// again), always with a reason. In one transaction: the guarded change (hide: WHERE "hiddenAt" IS NULL;
// restore: IS NOT NULL), the audit row with the state before and after, and the notice to the owner (who may
// reply once); the e-mail follows the commit. Hidden content leaves the public pages, search, the employer's
// profile and the chat for everyone but admins; its owner sees "Hidden by Gigline: <reason>" in its place.
import "server-only";
import { db, type Tx } from "@/lib/db";
import { conflict, notFound } from "@/lib/http/errors";
import { revalidatePublicJob, revalidatePublicProfile } from "@/lib/public-pages/cache";
import { recomputeEmployerRating } from "@/lib/reviews/employer-rating";
import { recordAudit } from "@/lib/admin/audit";
import { AUDIT_ACTION, AUDIT_TARGET } from "@/lib/admin/states";
import { QUEUE_MSG } from "@/lib/admin/queues/messages";
import { HIDE_TARGET, type HideTarget } from "@/lib/admin/queues/states";
import { mailNotice, tellPerson } from "@/lib/admin/queues/notices";
import type { ContentActionInput } from "@/lib/admin/queues/schemas";

type Found = {
  ownerId: string;
  hiddenAt: Date | null;
  hiddenReason: string;
  what: string;
  channelId?: string;
  /** a review's employer, whose rating it counts in */
  employerId?: string;
};

async function findContent(tx: Tx, target: HideTarget, id: string): Promise<Found | null> {
  switch (target) {
    case HIDE_TARGET.job: {
      const j = await tx.job.findUnique({ where: { id }, select: { creatorId: true, hiddenAt: true, hiddenReason: true, title: true } });
      return j && { ownerId: j.creatorId, hiddenAt: j.hiddenAt, hiddenReason: j.hiddenReason, what: `your job "${j.title}"` };
    }
    case HIDE_TARGET.review: {
      const r = await tx.employerReview.findUnique({
        where: { id },
        select: { writerId: true, targetId: true, hiddenAt: true, hiddenReason: true, job: { select: { title: true } } },
      });
      return (
        r && {
          ownerId: r.writerId,
          hiddenAt: r.hiddenAt,
          hiddenReason: r.hiddenReason,
          what: `your review on "${r.job.title}"`,
          employerId: r.targetId,
        }
      );
    }
    case HIDE_TARGET.message: {
      const m = await tx.chatMessage.findUnique({
        where: { id },
        select: { senderId: true, hiddenAt: true, hiddenReason: true, channelId: true },
      });
      return (
        m && {
          ownerId: m.senderId,
          hiddenAt: m.hiddenAt,
          hiddenReason: m.hiddenReason,
          what: "one of your chat messages",
          channelId: m.channelId,
        }
      );
    }
  }
}

async function setHidden(tx: Tx, target: HideTarget, id: string, hide: boolean, reason: string, now: Date) {
  const where = { id, hiddenAt: hide ? null : { not: null } };
  const data = hide ? { hiddenAt: now, hiddenReason: reason } : { hiddenAt: null, hiddenReason: "" };
  switch (target) {
    case HIDE_TARGET.job:
      return (await tx.job.updateMany({ where, data })).count;
    case HIDE_TARGET.review:
      return (await tx.employerReview.updateMany({ where, data })).count;
    case HIDE_TARGET.message:
      return (await tx.chatMessage.updateMany({ where, data })).count;
  }
}

export const hideContent = (admin: { id: string }, input: ContentActionInput, now = new Date()) => changeContent(admin, input, true, now);
export const restoreContent = (admin: { id: string }, input: ContentActionInput, now = new Date()) =>
  changeContent(admin, input, false, now);

async function changeContent(admin: { id: string }, input: ContentActionInput, hide: boolean, now: Date) {
  const result = await db.$transaction(async (tx) => {
    const found = await findContent(tx, input.target, input.id);
    if (!found) throw notFound(QUEUE_MSG.ContentNotFound);
    const changed = await setHidden(tx, input.target, input.id, hide, input.reason, now);
    if (changed === 0) throw conflict(hide ? QUEUE_MSG.AlreadyHidden : QUEUE_MSG.NotHidden);
    if (input.target === HIDE_TARGET.message && found.channelId) await refreshChannelPreview(tx, found.channelId);
    // a hidden review counts for nothing in the employer's rating: recomputed with the change, restored likewise
    if (input.target === HIDE_TARGET.review && found.employerId) await recomputeEmployerRating(tx, found.employerId, now);
    const after = hide ? { hiddenAt: now.toISOString(), hiddenReason: input.reason } : { hiddenAt: null, hiddenReason: "" };
    const audit = await recordAudit(tx, {
      actorId: admin.id,
      action: hide ? AUDIT_ACTION.hide : AUDIT_ACTION.restore,
      targetType: AUDIT_TARGET[input.target],
      targetId: input.id,
      reason: input.reason,
      before: {
        hiddenAt: found.hiddenAt?.toISOString() ?? null,
        hiddenReason: found.hiddenReason,
        ownerId: found.ownerId,
        itemId: input.itemId ?? null,
      },
      after,
    });
    const message = hide
      ? `Gigline has hidden ${found.what}: ${input.reason} Others no longer see it.`
      : `Gigline has shown ${found.what} again: ${input.reason}`;
    const noticeId = await tellPerson(tx, { userId: found.ownerId, itemId: input.itemId ?? null, auditId: audit.id, message });
    return { ownerId: found.ownerId, employerId: found.employerId ?? null, message, auditId: audit.id, noticeId, ...after };
  });
  if (input.target === HIDE_TARGET.job) revalidatePublicJob(input.id);
  if (result.employerId) revalidatePublicProfile(result.employerId, { jobsToo: true });
  await mailNotice(result.ownerId, hide ? "Gigline has hidden something you posted" : "Gigline has shown your post again", result.message);
  return {
    target: input.target,
    id: input.id,
    hiddenAt: result.hiddenAt,
    hiddenReason: result.hiddenReason,
    auditId: result.auditId,
    noticeId: result.noticeId,
  };
}

/** The inbox's preview of the channel: its latest message that is not hidden. */
async function refreshChannelPreview(tx: Tx, channelId: string) {
  const last = await tx.chatMessage.findFirst({
    where: { channelId, hiddenAt: null },
    orderBy: { seq: "desc" },
    select: { id: true, content: true, contentType: true },
  });
  await tx.chatChannel.update({
    where: { id: channelId },
    data: { lastMessage: last?.content ?? "", messageType: last?.contentType ?? "text", lastMessageId: last?.id ?? null },
  });
}
