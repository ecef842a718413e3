// Demo conversations between the demo employers and employees, some with unread messages, written inside the
// seed's transaction. Safe to run again: the channels of these pairs are deleted and written afresh.
// Every text passes the contact-details scanner (the seed refuses one that would not).
import type { Tx } from "@/lib/db";
import { hasContactDetails } from "@/lib/moderation/contact-scanner";
import { pairOf } from "@/lib/chat/access";

type Line = { from: "a" | "b"; text: string; minutesAgo: number };
/** a: the employer, b: the employee; `unread`: how many of the last lines the receiver has not read */
type SeedConversation = { a: string; b: string; lines: Line[]; unread: number };

const H = 60;
const D = 24 * H;

export const SEED_CONVERSATIONS: SeedConversation[] = [
  {
    a: "employer@gigline.test",
    b: "worker@gigline.test",
    unread: 2,
    lines: [
      {
        from: "a",
        text: "Hi Jordan! We loved your profile. Are you free for a corporate mixer on Friday the 14th?",
        minutesAgo: 2 * D + 50,
      },
      { from: "b", text: "Hi! Yes, Friday works for me. How many guests are you expecting?", minutesAgo: 2 * D + 32 },
      { from: "a", text: "Around 150. Two bars, a signature cocktail menu, 6 pm to 11 pm.", minutesAgo: 2 * D + 20 },
      {
        from: "b",
        text: "Sounds great. I can put together three signature drinks and bring my own jiggers and shakers.",
        minutesAgo: 2 * D,
      },
      { from: "a", text: "Perfect. I just sent the booking through Gigline with the details.", minutesAgo: 3 * H },
      { from: "a", text: "Parking is behind the venue, staff entrance on the east side. See you there!", minutesAgo: 2 * H + 55 },
    ],
  },
  {
    a: "employer@gigline.test",
    b: "worker2@gigline.test",
    unread: 1,
    lines: [
      { from: "a", text: "Hi Aaliyah, could you help our catering team with prep for a wedding next Saturday?", minutesAgo: 1 * D + 5 * H },
      { from: "b", text: "Happy to! What is on the menu and how many covers?", minutesAgo: 1 * D + 4 * H },
      { from: "a", text: "Braised short rib, roasted vegetables and a salad bar for 120 guests.", minutesAgo: 1 * D + 3 * H },
      { from: "b", text: "Got it. I can be there at 8 am for prep. I will send a proposal on the job post.", minutesAgo: 45 },
    ],
  },
  {
    a: "employer2@gigline.test",
    b: "worker@gigline.test",
    unread: 0,
    lines: [
      { from: "a", text: "Thanks again for bartending my birthday party, everyone loved the old fashioneds.", minutesAgo: 6 * D },
      { from: "b", text: "Thank you Daniel, it was a fun crowd! Happy to help again anytime.", minutesAgo: 6 * D - 40 },
      { from: "a", text: "I left you a review. Take care!", minutesAgo: 5 * D },
    ],
  },
  {
    a: "employer3@gigline.test",
    b: "marcus.johnson@gigline.test",
    unread: 1,
    lines: [
      { from: "a", text: "Marcus, we need a forklift operator for inventory week. Is your certification current?", minutesAgo: 3 * D },
      { from: "b", text: "Yes, renewed this spring. Sit-down and reach trucks both.", minutesAgo: 3 * D - 30 },
      { from: "a", text: "Great. Shifts are 7 am to 3:30 pm Monday through Thursday. Interested?", minutesAgo: 20 },
    ],
  },
  {
    a: "employer6@gigline.test",
    b: "worker@gigline.test",
    unread: 1,
    lines: [
      {
        from: "a",
        text: "Hello Jordan, we are opening a rooftop bar in Brooklyn next month. Would you consider a weekend residency?",
        minutesAgo: 8 * H,
      },
    ],
  },
];

export async function seedConversations(tx: Tx, now: Date) {
  const emails = [...new Set(SEED_CONVERSATIONS.flatMap((c) => [c.a, c.b]))];
  const users = await tx.user.findMany({ where: { email: { in: emails } }, select: { id: true, email: true } });
  const id = (email: string) => {
    const u = users.find((x) => x.email === email);
    if (!u) throw new Error(`[seed] demo conversation refers to an unknown demo account ${email}`);
    return u.id;
  };
  let messages = 0;
  for (const c of SEED_CONVERSATIONS) {
    for (const l of c.lines) if (hasContactDetails(l.text)) throw new Error(`[seed] demo message carries contact details: ${l.text}`);
    const a = id(c.a);
    const b = id(c.b);
    await tx.chatChannel.deleteMany({ where: pairOf(a, b) });
    const at = (l: Line) => new Date(now.getTime() - l.minutesAgo * 60_000);
    const channel = await tx.chatChannel.create({ data: { ...pairOf(a, b), createdAt: at(c.lines[0]) }, select: { id: true } });
    const rows = [];
    for (const l of c.lines) {
      const sender = l.from === "a" ? a : b;
      const receiver = l.from === "a" ? b : a;
      rows.push(
        await tx.chatMessage.create({
          data: { channelId: channel.id, senderId: sender, receiverId: receiver, content: l.text, contentType: "text", createdAt: at(l) },
          select: { id: true, senderId: true, receiverId: true, createdAt: true, content: true },
        }),
      );
    }
    messages += rows.length;
    const last = rows[rows.length - 1];
    await tx.chatChannel.update({
      where: { id: channel.id },
      data: { lastMessage: last.content, messageType: "text", lastMessageId: last.id, lastMessageAt: last.createdAt },
    });
    const readUpTo = rows.length - 1 - c.unread;
    for (const userId of [a, b]) {
      const unread = userId === last.receiverId ? c.unread : 0;
      // the read mark: the last message before the unread ones (for the receiver), the last message (sender)
      const read = unread ? rows[readUpTo] : last;
      await tx.chatMember.create({
        data: {
          channelId: channel.id,
          userId,
          unreadCount: unread,
          sortAt: last.createdAt,
          lastReadMessageId: read?.id ?? null,
          lastReadAt: read ? read.createdAt : null,
        },
      });
    }
  }
  return { conversations: SEED_CONVERSATIONS.length, messages };
}
