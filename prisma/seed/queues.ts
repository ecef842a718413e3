// Demo items in each operations queue (/admin): a conversation in which a worker threatens an employer, who
// reported the message; a second reported message in another conversation; refused contact-detail attempts of
// two people; the demo employer's report of a worker's review of them; and the demo worker's appeal of their
// late cancellation. The items come from the same triggers as in production (migration
// 20270106300000_admin_queues). Safe to run again: the demo conversations are written afresh, and items whose
// source is gone are removed.
import type { Tx } from "@/lib/db";
import { pairOf } from "@/lib/chat/access";
import { APPEAL } from "@/lib/reliability/states";

const MIN = 60_000;
const H = 60 * MIN;

type Line = { from: "a" | "b"; text: string; minutesAgo: number; report?: { reason: string; minutesAgo: number } };
type Talk = { a: string; b: string; lines: Line[] };

/** a: the employer, b: the worker. The reported worker of the first one is the console's demo case. */
export const SEED_REPORTED_CONVERSATIONS: Talk[] = [
  {
    a: "employer3@gigline.test",
    b: "samuel.wright@gigline.test",
    lines: [
      { from: "a", text: "Hi Samuel, the warehouse shift on Saturday was moved to 7 am. Does that still work?", minutesAgo: 30 * H },
      { from: "b", text: "No. You changed it twice already.", minutesAgo: 29 * H },
      { from: "a", text: "I understand, sorry about that. We can keep 8 am if that helps.", minutesAgo: 28 * H },
      {
        from: "b",
        text: "Change it again and you will regret it. I know where your warehouse is.",
        minutesAgo: 27 * H,
        report: { reason: "Harassment or hate", minutesAgo: 26 * H },
      },
      { from: "a", text: "Please keep this professional.", minutesAgo: 26 * H },
    ],
  },
  {
    a: "employer5@gigline.test",
    b: "ethan.walker@gigline.test",
    lines: [
      { from: "a", text: "Thanks for applying, Ethan. Can you start at 4 pm on Thursday?", minutesAgo: 10 * H },
      {
        from: "b",
        text: "Sure. Skip the app fee, pay me cash on the day and I will give you a discount.",
        minutesAgo: 9 * H,
        report: { reason: "Asked to talk or pay outside Gigline", minutesAgo: 8 * H },
      },
    ],
  },
];

/** Refused messages (the scanner's matches as it records them), per sender. */
const SEED_ATTEMPTS: { from: string; to: string; text: string; matches: { kind: string; text: string }[]; minutesAgo: number }[] = [
  {
    from: "ethan.walker@gigline.test",
    to: "employer5@gigline.test",
    text: "text me at 512 555 0147",
    matches: [{ kind: "phone", text: "512 555 0147" }],
    minutesAgo: 9 * H + 5,
  },
  {
    from: "ethan.walker@gigline.test",
    to: "employer5@gigline.test",
    text: "or ethan.w at gmail dot com",
    matches: [{ kind: "email", text: "ethan.w at gmail dot com" }],
    minutesAgo: 9 * H + 2,
  },
  {
    from: "ethan.walker@gigline.test",
    to: "employer6@gigline.test",
    text: "my number is five one two 555 0147",
    matches: [{ kind: "phone", text: "five one two 555 0147" }],
    minutesAgo: 3 * H,
  },
  {
    from: "employer4@gigline.test",
    to: "chloe.bennett@gigline.test",
    text: "whatsapp me on +1 404 555 0199",
    matches: [{ kind: "phone", text: "+1 404 555 0199" }],
    minutesAgo: 5 * H,
  },
];

export async function seedQueues(tx: Tx, now: Date) {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MIN);
  const emails = [
    ...new Set([
      ...SEED_REPORTED_CONVERSATIONS.flatMap((c) => [c.a, c.b]),
      ...SEED_ATTEMPTS.flatMap((s) => [s.from, s.to]),
      "employer@gigline.test",
      "worker@gigline.test",
    ]),
  ];
  const users = new Map(
    (await tx.user.findMany({ where: { email: { in: emails } }, select: { id: true, email: true } })).map((u) => [u.email, u.id]),
  );
  const id = (email: string) => {
    const found = users.get(email);
    if (!found) throw new Error(`[seed] a demo queue item refers to an unknown demo account ${email}`);
    return found;
  };

  let reports = 0;
  for (const c of SEED_REPORTED_CONVERSATIONS) {
    const a = id(c.a);
    const b = id(c.b);
    await tx.chatChannel.deleteMany({ where: pairOf(a, b) });
    const channel = await tx.chatChannel.create({ data: { ...pairOf(a, b), createdAt: at(c.lines[0].minutesAgo) }, select: { id: true } });
    let last: { id: string; content: string; createdAt: Date } | null = null;
    for (const l of c.lines) {
      const [sender, receiver] = l.from === "a" ? [a, b] : [b, a];
      last = await tx.chatMessage.create({
        data: { channelId: channel.id, senderId: sender, receiverId: receiver, content: l.text, createdAt: at(l.minutesAgo) },
        select: { id: true, content: true, createdAt: true },
      });
      if (l.report) {
        await tx.chatReport.create({
          data: { messageId: last.id, reporterId: receiver, reason: l.report.reason, createdAt: at(l.report.minutesAgo) },
        });
        reports += 1;
      }
    }
    await tx.chatChannel.update({
      where: { id: channel.id },
      data: { lastMessage: last!.content, lastMessageId: last!.id, lastMessageAt: last!.createdAt },
    });
    for (const userId of [a, b]) {
      await tx.chatMember.create({
        data: { channelId: channel.id, userId, sortAt: last!.createdAt, lastReadMessageId: last!.id, lastReadAt: last!.createdAt },
      });
    }
  }

  // refused attempts: written once (the triggers gather them per person)
  const senders = [...new Set(SEED_ATTEMPTS.map((s) => id(s.from)))];
  const seeded = await tx.chatViolation.count({ where: { senderId: { in: senders }, text: { in: SEED_ATTEMPTS.map((s) => s.text) } } });
  if (seeded === 0) {
    for (const s of SEED_ATTEMPTS) {
      await tx.chatViolation.create({
        data: { senderId: id(s.from), receiverId: id(s.to), text: s.text, matches: s.matches, createdAt: at(s.minutesAgo) },
      });
    }
  }

  // the demo employer reports the demo worker's review of them
  const review = await tx.employerReview.findFirst({
    where: { targetId: id("employer@gigline.test"), writerId: id("worker@gigline.test"), publishedAt: { not: null } },
    select: { id: true, report: { select: { id: true } } },
  });
  if (review && !review.report) {
    await tx.reviewReport.create({
      data: {
        reviewId: review.id,
        reporterId: id("employer@gigline.test"),
        reason: "It names our bar manager, who asked not to be named online.",
        createdAt: at(20 * H),
      },
    });
  }

  // the demo worker appeals their late cancellation (prisma/seed/reliability.ts writes it afresh on every run)
  const mark = await tx.reliabilityEvent.findFirst({
    where: { userId: id("worker@gigline.test"), kind: "late_cancel", appealStatus: APPEAL.none },
    select: { id: true },
  });
  if (mark) {
    await tx.reliabilityEvent.update({
      where: { id: mark.id },
      data: {
        appealStatus: APPEAL.pending,
        appealNote: "My car broke down the evening before; I told the employer at once and found a replacement.",
        appealedAt: at(2 * H),
      },
    });
  }

  // items whose source a rerun replaced
  await tx.$executeRaw`DELETE FROM "QueueItem" q WHERE q.kind = 'chat_report' AND NOT EXISTS (SELECT 1 FROM "ChatReport" r WHERE r.id = q."sourceId")`;
  await tx.$executeRaw`DELETE FROM "QueueItem" q WHERE q.kind = 'reliability_appeal' AND NOT EXISTS (SELECT 1 FROM "ReliabilityEvent" e WHERE e.id = q."sourceId")`;
  await tx.$executeRaw`DELETE FROM "QueueItem" q WHERE q.kind = 'review_report' AND NOT EXISTS (SELECT 1 FROM "ReviewReport" r WHERE r.id = q."sourceId")`;
  return { reports, attempts: SEED_ATTEMPTS.length, reviewReports: review ? 1 : 0, appeals: mark ? 1 : 0 };
}
