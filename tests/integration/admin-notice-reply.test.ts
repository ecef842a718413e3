// Replying to a standing notice on real PostgreSQL: a warned, suspended or banned person is told in a notice they
// may reply to once; a suspended or closed account cannot sign in, so the e-mail carries a signed link to a
// signed-out reply page. The reply reaches the admins in the queue item's detail (when the action was taken from
// one) and next to the action's row in the audit log.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call, uniqueIp } from "../helpers/api";
import { createUser, DEFAULT_TEST_PASSWORD } from "../helpers/factories";
import { ADMIN_MSG } from "@/lib/admin/messages";
import { QUEUE_MSG } from "@/lib/admin/queues/messages";
import { noticeLinkToken, NOTICE_LINK_TTL_DAYS, NOTICE_REPLY_PAGE } from "@/lib/admin/queues/notice-link";
import { noticeByLink } from "@/lib/admin/queues/notices";
import { POST as userStanding } from "@/app/api/admin/user_standing/route";
import { POST as decideApproval } from "@/app/api/admin/decide_approval/route";
import { GET as auditList } from "@/app/api/admin/audit/route";
import { GET as queueItem } from "@/app/api/admin/queue_item/route";
import { POST as replyNotice } from "@/app/api/notice/reply_notice/route";
import { POST as replyByLink } from "@/app/api/notice/reply_by_link/route";
import { POST as login } from "@/app/api/user/login/route";

const admin = (firstName = "Ada") => createUser({ type: "admin", firstName, lastName: "Admin", data: { totpEnabledAt: new Date() } });
const worker = () => createUser({ type: "provider", firstName: "Wanda", lastName: "Worker", profile: { title: "Bartender" } });
const REASON = "Repeated late cancellations of booked shifts without notice.";
const standing = (token: string, body: Record<string, unknown>) => call(userStanding, { token, body });

/** The token of the reply link in the person's last standing e-mail. */
async function linkToken(email: string) {
  const mail = await db.mailOutbox.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
  const m = new RegExp(`${NOTICE_REPLY_PAGE}\\?token=([^\\s]+)`).exec(mail.text);
  expect(m, mail.text).not.toBeNull();
  return decodeURIComponent(m![1]);
}

describe("a reply to a standing notice", () => {
  it("warn from a queue item: the person replies once, signed in; the reply shows on the item and in the audit log", async () => {
    const boss = await admin();
    const target = await worker();
    const item = await db.queueItem.create({
      data: { kind: "chat_report", sourceId: `reply-${target.user.id}`, subjectId: target.user.id },
    });
    const other = await worker();
    const wrongItem = await standing(boss.token, { userId: other.user.id, action: "warn", reason: REASON, itemId: item.id });
    expect(wrongItem.status).toBe(404);
    expect(wrongItem.json.error).toBe(ADMIN_MSG.ItemNotFound);

    expect((await standing(boss.token, { userId: target.user.id, action: "warn", reason: REASON, itemId: item.id })).status).toBe(200);
    const notice = await db.adminNotice.findFirstOrThrow({ where: { userId: target.user.id } });
    expect(notice).toMatchObject({ itemId: item.id, reply: null });
    expect(notice.message).toContain(REASON);
    const note = await db.notification.findFirstOrThrow({ where: { userId: target.user.id, type: "gigline_notice" } });
    expect(note.requestId).toBe(notice.id);

    const replied = await call(replyNotice, { token: target.token, body: { noticeId: notice.id, text: "I was in hospital that week." } });
    expect(replied.status, JSON.stringify(replied.json)).toBe(200);
    const again = await call(replyNotice, { token: target.token, body: { noticeId: notice.id, text: "And one more thing." } });
    expect(again.status).toBe(409);
    // nor by the e-mail's link
    const byLink = await call(replyByLink, { body: { token: await linkToken(target.user.email), text: "And one more thing." } });
    expect(byLink.status).toBe(409);
    expect(byLink.json.error).toBe(QUEUE_MSG.AlreadyReplied);

    const shown = await call(queueItem, { token: boss.token, method: "GET", query: { itemId: item.id } });
    expect(shown.json.item.notices).toEqual([expect.objectContaining({ _id: notice.id, reply: "I was in hospital that week." })]);
    const audit = await call(auditList, { token: boss.token, method: "GET", query: { targetType: "user", targetId: target.user.id } });
    expect(audit.json.rows[0].notice).toMatchObject({ _id: notice.id, reply: "I was in hospital that week." });
  });

  it("suspend: the person cannot sign in but replies once from the e-mail's signed link", async () => {
    const boss = await admin();
    const target = await worker();
    expect((await standing(boss.token, { userId: target.user.id, action: "suspend", days: 7, reason: REASON })).status).toBe(200);
    const refused = await call(login, {
      body: { email: target.user.email, password: DEFAULT_TEST_PASSWORD },
      headers: { "x-forwarded-for": uniqueIp() },
    });
    expect(refused.status).toBe(403);

    const token = await linkToken(target.user.email);
    const shown = await noticeByLink(token);
    expect(shown?.message).toContain("Your account is suspended until");
    // an altered or expired link is refused, and shows nothing
    const altered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    expect(await noticeByLink(altered)).toBeNull();
    const bad = await call(replyByLink, { body: { token: altered, text: "Let me explain." } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(QUEUE_MSG.LinkInvalid);
    const notice = await db.adminNotice.findFirstOrThrow({ where: { userId: target.user.id } });
    const old = noticeLinkToken(notice.id, new Date(Date.now() - (NOTICE_LINK_TTL_DAYS + 1) * 86_400_000));
    expect((await call(replyByLink, { body: { token: old, text: "Let me explain." } })).status).toBe(400);
    expect((await call(replyByLink, { body: { token, text: "x" } })).status).toBe(400);

    const ok = await call(replyByLink, { body: { token, text: "Two of those shifts were cancelled by the employer." } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.notice.reply).toBe("Two of those shifts were cancelled by the employer.");
    expect((await call(replyByLink, { body: { token, text: "Another reply." } })).status).toBe(409);
    expect((await noticeByLink(token))?.reply).toBe("Two of those shifts were cancelled by the employer.");

    const audit = await call(auditList, { token: boss.token, method: "GET", query: { targetType: "user", targetId: target.user.id } });
    expect(audit.json.rows[0]).toMatchObject({
      action: "suspend",
      notice: { reply: "Two of those shifts were cancelled by the employer." },
    });
  });

  it("ban from a queue item, approved by a second admin: the notice is on the item and the closed account replies by link", async () => {
    const boss = await admin();
    const target = await worker();
    const item = await db.queueItem.create({ data: { kind: "chat_report", sourceId: `ban-${target.user.id}`, subjectId: target.user.id } });
    const requested = await standing(boss.token, { userId: target.user.id, action: "ban", reason: REASON, itemId: item.id });
    expect(requested.status, JSON.stringify(requested.json)).toBe(200);
    expect(await db.adminNotice.count({ where: { userId: target.user.id } })).toBe(0);
    const second = await admin("Bea");
    const approved = await call(decideApproval, {
      token: second.token,
      body: { approvalId: requested.json.approval._id, decision: "approve" },
    });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    const notice = await db.adminNotice.findFirstOrThrow({ where: { userId: target.user.id } });
    expect(notice.itemId).toBe(item.id);
    expect(notice.message).toContain("Your account has been closed");
    const mail = await db.mailOutbox.findFirstOrThrow({ where: { to: target.user.email }, orderBy: { createdAt: "desc" } });
    expect(mail.subject).toBe("Your Gigline account has been closed");
    const ok = await call(replyByLink, { body: { token: await linkToken(target.user.email), text: "Please tell me which messages." } });
    expect(ok.status).toBe(200);
    const shown = await call(queueItem, { token: boss.token, method: "GET", query: { itemId: item.id } });
    expect(shown.json.item.notices[0].reply).toBe("Please tell me which messages.");
  });

  it("a lift tells the person without a notice to reply to", async () => {
    const boss = await admin();
    const target = await worker();
    await standing(boss.token, { userId: target.user.id, action: "suspend", days: 1, reason: REASON });
    expect((await standing(boss.token, { userId: target.user.id, action: "lift", reason: "Appeal accepted after review." })).status).toBe(
      200,
    );
    expect(await db.adminNotice.count({ where: { userId: target.user.id } })).toBe(1);
    expect(await db.notification.count({ where: { userId: target.user.id, type: "account_lift" } })).toBe(1);
  });

  it("a guessing client is slowed: after 20 tries in 10 minutes from one address, 429", async () => {
    const ip = uniqueIp();
    const tries = [];
    for (let i = 0; i < 21; i++) {
      tries.push(
        await call(replyByLink, { body: { token: `not-a-link-${i}`, text: "Let me explain." }, headers: { "x-forwarded-for": ip } }),
      );
    }
    expect(tries.slice(0, 20).every((t) => t.status === 400)).toBe(true);
    expect(tries[20].status).toBe(429);
    expect(tries[20].json).toMatchObject({ result: false, error: "Too many replies. Please try again in 10 minutes." });
    // another address is not held up
    const other = await call(replyByLink, {
      body: { token: "not-a-link", text: "Let me explain." },
      headers: { "x-forwarded-for": uniqueIp() },
    });
    expect(other.status).toBe(400);
  });
});
