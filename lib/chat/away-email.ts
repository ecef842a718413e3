// "E-mail when away": a message still unread 10 minutes after it arrived sends one e-mail per channel and
// receiver per hour at most, naming the sender and linking to the chat, never quoting the message (a text
// could carry what the scanner missed). The person's setting (User.chatEmailWhenAway: the notification settings page,
// or the mail's unsubscribe link) turns it off.
// Each send queues a delayed background job keyed by (channel, receiver) in its own transaction
// ("preserve_run_at": a burst of messages gives one job, due 10 minutes after the first unread one); reading
// the channel removes it; the job decides when it runs whether an e-mail is due, and comes back at the end of
// the hour when the hourly limit held it.
import { db, type Tx } from "@/lib/db";
import { dequeueByKey, enqueue } from "@/lib/background/queue";
import { siteUrl } from "@/lib/env";
import { displayName } from "@/lib/accounts/dto";
import { sendMail } from "@/lib/integrations/mail/send-mail";
import { unsubscribeFooter, unsubscribeToken } from "@/lib/notifications/unsubscribe";
import { AWAY_EMAIL_DELAY_MS, AWAY_EMAIL_INTERVAL_MS } from "@/lib/chat/constants";

export const AWAY_EMAIL_TASK = "chat_away_email";
export type AwayEmailPayload = { channelId: string; receiverId: string };

/** The job key's start; the key is `${AWAY_EMAIL_KEY_PREFIX}{channelId}:{receiverId}`. */
export const AWAY_EMAIL_KEY_PREFIX = "chat-away:";
export const awayEmailJobKey = (p: AwayEmailPayload) => `${AWAY_EMAIL_KEY_PREFIX}${p.channelId}:${p.receiverId}`;

/** Queues the check AWAY_EMAIL_DELAY_MS from now (inside the sending transaction). */
export async function scheduleAwayEmail(tx: Tx, payload: AwayEmailPayload) {
  await enqueue(AWAY_EMAIL_TASK, payload, {
    tx,
    runAt: new Date(Date.now() + AWAY_EMAIL_DELAY_MS),
    jobKey: awayEmailJobKey(payload),
    jobKeyMode: "preserve_run_at",
  });
}

/** The receiver read the channel: no e-mail is due any more. */
export async function cancelAwayEmail(tx: Tx, payload: AwayEmailPayload) {
  await dequeueByKey(awayEmailJobKey(payload), tx);
}

/** The registered task (lib/tasks.ts). */
export async function awayEmailTask(raw: Record<string, unknown>) {
  const payload = { channelId: String(raw.channelId ?? ""), receiverId: String(raw.receiverId ?? "") };
  if (!payload.channelId || !payload.receiverId) return;
  const outcome = await sendAwayEmail(payload);
  if (typeof outcome === "object") {
    await enqueue(AWAY_EMAIL_TASK, payload, { runAt: outcome.retryAt, jobKey: awayEmailJobKey(payload), jobKeyMode: "preserve_run_at" });
  }
}

/**
 * The background task: e-mails the receiver when a message of the channel has waited unread for
 * AWAY_EMAIL_DELAY_MS, the setting is on, and no such e-mail went out for this channel in the last hour.
 * Answers what it did (for tests and logs). `now` is injectable for tests.
 */
export async function sendAwayEmail(payload: AwayEmailPayload, now = new Date()): Promise<"sent" | "skipped" | { retryAt: Date }> {
  const member = await db.chatMember.findUnique({
    where: { channelId_userId: { channelId: payload.channelId, userId: payload.receiverId } },
    select: {
      unreadCount: true,
      lastReadAt: true,
      awayEmailAt: true,
      user: { select: { email: true, chatEmailWhenAway: true, deletedAt: true } },
    },
  });
  if (!member || member.unreadCount === 0 || !member.user.chatEmailWhenAway || member.user.deletedAt) return "skipped";
  const waiting = await db.chatMessage.findFirst({
    where: {
      channelId: payload.channelId,
      receiverId: payload.receiverId,
      createdAt: { lte: new Date(now.getTime() - AWAY_EMAIL_DELAY_MS), ...(member.lastReadAt ? { gt: member.lastReadAt } : {}) },
    },
    orderBy: { seq: "desc" },
    select: { sender: { select: { firstName: true, lastName: true, company: true, accountType: true } } },
  });
  if (!waiting) return "skipped";
  // the guarded claim: one e-mail per channel and receiver per hour, even with two workers
  const claimed = await db.chatMember.updateMany({
    where: {
      channelId: payload.channelId,
      userId: payload.receiverId,
      unreadCount: { gt: 0 },
      OR: [{ awayEmailAt: null }, { awayEmailAt: { lte: new Date(now.getTime() - AWAY_EMAIL_INTERVAL_MS) } }],
    },
    data: { awayEmailAt: now },
  });
  if (claimed.count === 0) {
    // held by the hourly limit: look again when the hour is over
    return member.awayEmailAt ? { retryAt: new Date(member.awayEmailAt.getTime() + AWAY_EMAIL_INTERVAL_MS) } : "skipped";
  }
  const name = displayName(waiting.sender) || "Someone";
  const link = siteUrl(`/dashboard/chat/${payload.channelId}`);
  await sendMail({
    to: member.user.email,
    subject: `${name} sent you a message on Gigline`,
    text: `${name} sent you a message on Gigline.\n\nRead and answer it here: ${link}\n${unsubscribeFooter(unsubscribeToken(payload.receiverId, "chat_away", now))}`,
  });
  return "sent";
}

/** The setting: e-mail me when a message waits unread. */
export async function setAwayEmail(userId: string, enabled: boolean) {
  await db.user.update({ where: { id: userId }, data: { chatEmailWhenAway: enabled }, select: { id: true } });
  return { chatEmailWhenAway: enabled };
}
