// Inputs of the queue calls (admin/queue_*, admin/hide_content, admin/restore_content) and of a person's
// reply to Gigline (notice/reply_notice, notice/reply_by_link), shared with their forms.
import { z } from "zod";
import { reasonField } from "@/lib/admin/schemas";
import { QUEUE_MSG } from "@/lib/admin/queues/messages";
import { CLOSE_OUTCOMES, HIDE_TARGETS, QUEUE_KINDS, QUEUE_STATES } from "@/lib/admin/queues/states";

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);
const blank = (v: unknown) => (v === "" || v === null ? undefined : v);

/** admin/queue_items: one queue, oldest first, 50 a page; state "live" (default) = open and assigned. */
export const queueFilterSchema = z.object({
  kind: z.enum(QUEUE_KINDS, { error: QUEUE_MSG.Kind }),
  state: z.preprocess(blank, z.enum([...QUEUE_STATES, "live"], { error: QUEUE_MSG.Filter }).default("live")),
  /** "me": assigned to the caller; "none": not assigned */
  assignee: z.preprocess(blank, z.enum(["me", "none"], { error: QUEUE_MSG.Filter }).optional()),
  subjectId: z.preprocess(blank, id(QUEUE_MSG.Filter).optional()),
  page: z.preprocess(blank, z.coerce.number({ error: QUEUE_MSG.Filter }).int().min(1).max(10_000).default(1)),
});
export type QueueFilter = z.infer<typeof queueFilterSchema>;

export const queueItemSchema = z.object({ itemId: id(QUEUE_MSG.ItemNotFound) });
export type QueueItemInput = z.infer<typeof queueItemSchema>;

/** admin/queue_close: resolve (acted on) or dismiss (nothing to do), always with a reason. */
export const queueCloseSchema = z.object({
  itemId: id(QUEUE_MSG.ItemNotFound),
  outcome: z.enum(CLOSE_OUTCOMES, { error: QUEUE_MSG.Outcome }),
  reason: reasonField,
});
export type QueueCloseInput = z.infer<typeof queueCloseSchema>;

/** admin/hide_content and admin/restore_content: a job, a review or a message, with a reason the owner reads. */
export const contentActionSchema = z.object({
  target: z.enum(HIDE_TARGETS, { error: QUEUE_MSG.Target }),
  id: id(QUEUE_MSG.ContentNotFound),
  reason: reasonField,
  /** the queue item the action is taken from (its detail view lists the action) */
  itemId: z.preprocess(blank, id(QUEUE_MSG.ItemNotFound).optional()),
});
export type ContentActionInput = z.infer<typeof contentActionSchema>;

/** notice/reply_notice: the person's one reply to what Gigline told them. */
export const noticeReplySchema = z.object({
  noticeId: id(QUEUE_MSG.NoticeNotFound),
  text: z.string({ error: QUEUE_MSG.Reply }).trim().min(2, QUEUE_MSG.Reply).max(2000, QUEUE_MSG.Reply),
});
export type NoticeReplyInput = z.infer<typeof noticeReplySchema>;

/** notice/reply_by_link: the one reply, signed out, with the token of the notice e-mail's link. */
export const noticeLinkReplySchema = z.object({
  token: z.string({ error: QUEUE_MSG.LinkInvalid }).min(1, QUEUE_MSG.LinkInvalid).max(160, QUEUE_MSG.LinkInvalid),
  text: noticeReplySchema.shape.text,
});
export type NoticeLinkReplyInput = z.infer<typeof noticeLinkReplySchema>;
