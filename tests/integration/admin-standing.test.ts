// The operations foundation on real PostgreSQL: the audit log refuses every change (UPDATE, DELETE,
// TRUNCATE), the admin calls answer only admins with two-step sign-in, and standing actions work end to end:
// a suspended or closed account cannot sign in, its sessions are ended, its public profile answers 410, and a
// lift lets it back in; a ban waits for a second admin's approval. Every action leaves one audit row with the
// standing before and after.
import { readdirSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { call, uniqueIp } from "../helpers/api";
import { createUser, DEFAULT_TEST_PASSWORD } from "../helpers/factories";
import { webSessionCookie } from "../helpers/session-cookie";
import { authOptions } from "@/lib/auth/next-auth";
import { issueSession } from "@/lib/auth/issue-session";
import { recordAudit } from "@/lib/admin/audit";
import { ADMIN_MSG } from "@/lib/admin/messages";
import { ADMIN_SECOND_STEP } from "@/lib/http/route";
import { forgetClosedState } from "@/lib/public-pages/closed-state-memo";
import { getPublicProvider } from "@/lib/public-profiles/queries";
import { POST as userStanding } from "@/app/api/admin/user_standing/route";
import { POST as endSessions } from "@/app/api/admin/end_sessions/route";
import { POST as decideApproval } from "@/app/api/admin/decide_approval/route";
import { GET as auditList } from "@/app/api/admin/audit/route";
import { GET as auditCsv } from "@/app/api/admin/audit_csv/route";
import { POST as login } from "@/app/api/user/login/route";
import { POST as getUser } from "@/app/api/user/get_user/route";
import { GET as queuesList } from "@/app/api/admin/queues/route";
import { GET as queueItems } from "@/app/api/admin/queue_items/route";
import { GET as queueItem } from "@/app/api/admin/queue_item/route";
import { POST as queueAssign } from "@/app/api/admin/queue_assign/route";
import { POST as queueClose } from "@/app/api/admin/queue_close/route";
import { POST as hideContent } from "@/app/api/admin/hide_content/route";
import { POST as restoreContent } from "@/app/api/admin/restore_content/route";
import { POST as reliabilityAppeals } from "@/app/api/admin/reliability_appeals/route";
import { POST as decideAppeal } from "@/app/api/admin/decide_appeal/route";
import { POST as resolveDispute } from "@/app/api/admin/resolve_dispute/route";

type ProxyFn = (req: NextRequest) => Promise<Response>;
let proxy: ProxyFn;
beforeAll(async () => {
  proxy = (await import("@/proxy")).proxy as ProxyFn;
});

const admin = () => createUser({ type: "admin", firstName: "Ada", lastName: "Admin", data: { totpEnabledAt: new Date() } });
const worker = () => createUser({ type: "provider", firstName: "Wanda", lastName: "Worker", profile: { title: "Bartender" } });
const REASON = "Repeated late cancellations of booked shifts without notice.";

type TokenProvider = { options: { id?: string; authorize: (c: { token: string }) => Promise<{ id: string } | null> } };
const tokenProvider = () => (authOptions().providers as unknown as TokenProvider[]).find((p) => p.options?.id === "token")!;

const signIn = (email: string) =>
  call(login, { body: { email, password: DEFAULT_TEST_PASSWORD }, headers: { "x-forwarded-for": uniqueIp() } });
const standing = (token: string, body: Record<string, unknown>) => call(userStanding, { token, body });
const profilePage = (id: string) => {
  forgetClosedState();
  return proxy(new NextRequest(new URL(`/pros/${id}`, "http://localhost:3000"), { method: "GET" }));
};

describe("the audit log", () => {
  it("refuses UPDATE, DELETE and TRUNCATE, and an admin row without a reason", async () => {
    const row = await db.$transaction((tx) =>
      recordAudit(tx, { actorId: null, action: "end_sessions", targetType: "user", targetId: "u-1", reason: "" }),
    );
    await expect(db.$executeRawUnsafe(`UPDATE "AuditLog" SET reason = 'changed' WHERE id = $1`, row.id)).rejects.toThrow(/append-only/);
    await expect(db.$executeRawUnsafe(`DELETE FROM "AuditLog" WHERE id = $1`, row.id)).rejects.toThrow(/append-only/);
    await expect(db.$executeRawUnsafe(`TRUNCATE "AuditLog"`)).rejects.toThrow(/append-only/);
    await expect(db.auditLog.deleteMany({})).rejects.toThrow(/append-only/);
    expect(await db.auditLog.findUnique({ where: { id: row.id } })).not.toBeNull();
    await expect(
      db.$executeRawUnsafe(
        `INSERT INTO "AuditLog" (id, "actorId", action, "targetType", "targetId", reason) VALUES ('a-x', 'admin-1', 'warn', 'user', 'u-1', '  ')`,
      ),
    ).rejects.toThrow(/AuditLog_admin_reason/);
  });
});

describe("admin calls", () => {
  it("answer anonymous 401, employers and employees 403, an admin without two-step sign-in 403, an admin with it 200", async () => {
    const target = await worker();
    const customer = await createUser({ type: "customer" });
    const noMfa = await createUser({ type: "admin" });
    const ok = await admin();
    const calls = [
      (token?: string) => call(userStanding, { token, body: { userId: target.user.id, action: "warn", reason: REASON } }),
      (token?: string) => call(auditList, { token, method: "GET", query: { targetId: target.user.id } }),
      (token?: string) => call(auditCsv, { token, method: "GET", query: { targetId: target.user.id } }),
      // last: the admin's call ends the target's sessions, the token of the employee's refusal above
      (token?: string) => call(endSessions, { token, body: { userId: target.user.id, reason: REASON } }),
    ];
    for (const c of calls) {
      expect((await c()).status).toBe(401);
      expect((await c(target.token)).status).toBe(403);
      expect((await c(customer.token)).json.error).toBe("Only admins can do that.");
      const refused = await c(noMfa.token);
      expect(refused.status).toBe(403);
      expect(refused.json.error).toBe(ADMIN_SECOND_STEP);
      expect((await c(ok.token)).status).toBe(200);
    }
    // the web cookie reaches the same check
    const { cookie } = await webSessionCookie(noMfa.user);
    expect((await call(auditList, { method: "GET", headers: { cookie } })).status).toBe(403);
  });

  it("every call of the queues likewise: only an admin with two-step sign-in passes", async () => {
    const target = await worker();
    const customer = await createUser({ type: "customer" });
    const noMfa = await createUser({ type: "admin" });
    const ok = await admin();
    const item = await db.queueItem.create({
      data: { kind: "chat_report", sourceId: `matrix-${target.user.id}`, subjectId: target.user.id },
    });
    const msg = await db.$transaction(async (tx) => {
      const channel = await tx.chatChannel.create({
        data: {
          userLow: target.user.id < customer.user.id ? target.user.id : customer.user.id,
          userHigh: target.user.id < customer.user.id ? customer.user.id : target.user.id,
        },
      });
      return tx.chatMessage.create({
        data: { channelId: channel.id, senderId: target.user.id, receiverId: customer.user.id, content: "matrix" },
      });
    });
    const content = { target: "message", id: msg.id, reason: REASON };
    // in this order, each one's 200 leaves the next one's state: assign, then close; hide, then restore
    const calls: [string, (token?: string) => Promise<{ status: number; json: any }>, number?][] = [
      ["admin/queues", (token) => call(queuesList, { token, method: "GET" })],
      ["admin/queue_items", (token) => call(queueItems, { token, method: "GET", query: { kind: "chat_report" } })],
      ["admin/queue_item", (token) => call(queueItem, { token, method: "GET", query: { itemId: item.id } })],
      ["admin/queue_assign", (token) => call(queueAssign, { token, body: { itemId: item.id } })],
      ["admin/queue_close", (token) => call(queueClose, { token, body: { itemId: item.id, outcome: "dismissed", reason: REASON } })],
      ["admin/hide_content", (token) => call(hideContent, { token, body: content })],
      ["admin/restore_content", (token) => call(restoreContent, { token, body: content })],
      ["admin/reliability_appeals", (token) => call(reliabilityAppeals, { token, body: {} })],
      // past the checks, an unknown appeal
      ["admin/decide_appeal", (token) => call(decideAppeal, { token, body: { eventId: "nosuchevent", outcome: "upheld" } }), 404],
      // past the checks, an unknown dispute
      [
        "admin/resolve_dispute",
        (token) => call(resolveDispute, { token, body: { id: "nosuchdispute", workerCents: 0, reason: REASON } }),
        404,
      ],
    ];
    // every admin call is in this matrix, the one above, or admin-ops.test.ts's (four-eyes, corrections, overview)
    const covered = [
      ...calls.map(([p]) => p),
      ...["admin/user_standing", "admin/audit", "admin/audit_csv", "admin/end_sessions"],
      ...["admin/wallet_correction", "admin/decide_approval", "admin/approvals", "admin/overview"],
    ];
    expect(
      readdirSync("app/api/admin")
        .map((d) => `admin/${d}`)
        .sort(),
    ).toEqual(covered.sort());
    for (const [path, c, passed = 200] of calls) {
      expect((await c()).status, path).toBe(401);
      expect((await c(target.token)).status, path).toBe(403);
      expect((await c(customer.token)).json.error, path).toBe("Only admins can do that.");
      const refused = await c(noMfa.token);
      expect(refused.status, path).toBe(403);
      expect(refused.json.error, path).toBe(ADMIN_SECOND_STEP);
      expect((await c(ok.token)).status, path).toBe(passed);
    }
  });

  it("require a readable reason of 10–1000 characters and days for a suspension", async () => {
    const target = await worker();
    const { token } = await admin();
    const none = await standing(token, { userId: target.user.id, action: "warn" });
    expect(none.status).toBe(400);
    expect(none.json.error).toBe(ADMIN_MSG.Reason);
    expect((await standing(token, { userId: target.user.id, action: "ban", reason: "   too short  " })).json.error).toBe(ADMIN_MSG.Reason);
    expect((await standing(token, { userId: target.user.id, action: "suspend", reason: REASON })).json.error).toBe(ADMIN_MSG.Days);
    expect((await standing(token, { userId: target.user.id, action: "suspend", days: 366, reason: REASON })).json.error).toBe(
      ADMIN_MSG.Days,
    );
    expect((await standing(token, { userId: target.user.id, action: "delete", reason: REASON })).json.error).toBe(ADMIN_MSG.Action);
    expect((await standing(token, { userId: "nosuchuser", action: "warn", reason: REASON })).status).toBe(404);
    expect((await standing(token, { userId: target.user.id, action: "lift", reason: REASON })).status).toBe(409);
    expect(await db.auditLog.count({ where: { targetId: target.user.id } })).toBe(0);
  });
});

describe("account standing", () => {
  it("suspend: no sign-in, sessions ended, profile 410, audited; lift: back in", async () => {
    const target = await worker();
    const boss = await admin();
    const { cookie } = await webSessionCookie(target.user);
    expect((await signIn(target.user.email)).status).toBe(200);
    expect((await profilePage(target.user.id)).status).toBe(200);

    const suspended = await standing(boss.token, { userId: target.user.id, action: "suspend", days: 7, reason: REASON });
    expect(suspended.status).toBe(200);
    expect(suspended.json.standing).toMatchObject({ standing: "suspended", bannedAt: null });
    const until = new Date(suspended.json.standing.suspendedUntil);
    expect(until.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    // every session is gone: the API token, the web cookie, and the token's exchange for a cookie
    expect((await call(getUser, { token: target.token, body: { user_id: target.user.id } })).status).toBe(401);
    expect((await call(getUser, { headers: { cookie }, body: { user_id: target.user.id } })).status).toBe(401);
    expect(await tokenProvider().options.authorize({ token: target.token })).toBeNull();
    expect(await db.session.count({ where: { userId: target.user.id, revokedAt: null } })).toBe(0);

    const refused = await signIn(target.user.email);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatch(/^Your account is suspended until .+ UTC\.$/);
    expect(refused.json.error).toContain(String(until.getUTCFullYear()));
    expect((await profilePage(target.user.id)).status).toBe(410);
    // nor does the profile's own read (the public lists and the sitemap) show the account
    expect(await getPublicProvider(target.user.id)).toBeNull();

    const note = await db.notification.findFirst({ where: { userId: target.user.id }, orderBy: { createdAt: "desc" } });
    expect(note?.message).toContain("Your account is suspended until");
    const mail = await db.mailOutbox.findFirstOrThrow({ where: { to: target.user.email }, orderBy: { createdAt: "desc" } });
    expect(mail.subject).toBe("Your Gigline account is suspended");
    expect(mail.text).toContain(REASON);
    const row = await db.auditLog.findFirstOrThrow({ where: { targetType: "user", targetId: target.user.id } });
    expect(row).toMatchObject({ actorId: boss.user.id, action: "suspend", reason: REASON });
    expect(row.before).toMatchObject({ suspendedUntil: null, bannedAt: null });
    expect(row.after).toMatchObject({ suspendedUntil: until.toISOString(), bannedAt: null });

    const lifted = await standing(boss.token, {
      userId: target.user.id,
      action: "lift",
      reason: "Appeal accepted after review of the shifts.",
    });
    expect(lifted.json.standing.standing).toBe("good");
    const back = await signIn(target.user.email);
    expect(back.status).toBe(200);
    expect(await tokenProvider().options.authorize({ token: back.json.token })).not.toBeNull();
    expect((await profilePage(target.user.id)).status).toBe(200);
    expect(await getPublicProvider(target.user.id)).not.toBeNull();
  });

  it("ban (approved by a second admin): the account is closed, its public profile answers 410, and admins see it in the log and the CSV", async () => {
    const target = await worker();
    const boss = await admin();
    const requested = await standing(boss.token, { userId: target.user.id, action: "ban", reason: REASON });
    expect(requested.status).toBe(200);
    expect(requested.json).toMatchObject({ standing: null, approval: { kind: "ban", status: "pending", targetUserId: target.user.id } });
    // the four-eyes rule: nothing happens until another admin approves
    expect((await signIn(target.user.email)).status).toBe(200);
    const second = await admin();
    const approved = await call(decideApproval, {
      token: second.token,
      body: { approvalId: requested.json.approval._id, decision: "approve" },
    });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    const refused = await signIn(target.user.email);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe("Your account has been closed.");
    // the last step of a second-factor, passkey or social sign-in refuses it too
    await expect(issueSession(target.user.id)).rejects.toMatchObject({ status: 403, message: "Your account has been closed." });
    const page = await profilePage(target.user.id);
    expect(page.status).toBe(410);
    expect(new URL(page.headers.get("x-middleware-rewrite")!).pathname).toBe(`/pros/${target.user.id}/gone`);
    // the gone page is reached only through the proxy
    const other = await worker();
    forgetClosedState();
    expect((await proxy(new NextRequest(new URL(`/pros/${other.user.id}/gone`, "http://localhost:3000")))).status).toBe(404);

    const list = await call(auditList, {
      token: boss.token,
      method: "GET",
      query: { targetType: "user", targetId: target.user.id, action: "ban" },
    });
    expect(list.json.rows).toHaveLength(1);
    expect(list.json.rows[0]).toMatchObject({ actorId: boss.user.id, actorName: "Ada Admin", action: "ban", reason: REASON });
    expect(list.json.hasMore).toBe(false);
    const byActor = await call(auditList, {
      token: boss.token,
      method: "GET",
      query: { actorId: boss.user.id, targetType: "user", from: "2000-01-01" },
    });
    expect(byActor.json.rows.map((r: { targetId: string }) => r.targetId)).toEqual([target.user.id]);
    const future = await call(auditList, { token: boss.token, method: "GET", query: { actorId: boss.user.id, from: "2999-01-01" } });
    expect(future.json.rows).toHaveLength(0);
    const badRange = await call(auditList, { token: boss.token, method: "GET", query: { from: "2027-02-01", to: "2027-01-01" } });
    expect(badRange.status).toBe(400);

    const csv = await call(auditCsv, { token: boss.token, method: "GET", query: { targetId: target.user.id } });
    expect(csv.res.headers.get("content-type")).toMatch(/^text\/csv/);
    const text = await csv.res.text();
    expect(text.split("\r\n")[0]).toBe("at,actorId,actorName,action,targetType,targetId,reason,before,after");
    expect(text).toContain(`"ban","user","${target.user.id}","${REASON}"`);
  });

  it("warn: notifies and records without closing anything; an admin cannot act on an admin", async () => {
    const target = await worker();
    const boss = await admin();
    expect((await standing(boss.token, { userId: target.user.id, action: "warn", reason: REASON })).json.standing.standing).toBe("good");
    expect((await call(getUser, { token: target.token, body: { user_id: target.user.id } })).status).toBe(200);
    const note = await db.notification.findFirst({ where: { userId: target.user.id }, orderBy: { createdAt: "desc" } });
    expect(note?.message).toContain(REASON);
    const other = await admin();
    expect((await standing(boss.token, { userId: other.user.id, action: "ban", reason: REASON })).status).toBe(403);
    expect((await standing(boss.token, { userId: boss.user.id, action: "ban", reason: REASON })).json.error).toBe(ADMIN_MSG.NotSelf);
  });

  it("end_sessions: signs the account out everywhere, records the count, and lets it sign in again", async () => {
    const target = await worker();
    const boss = await admin();
    const { cookie } = await webSessionCookie(target.user);
    expect((await call(endSessions, { token: boss.token, body: { userId: target.user.id } })).json.error).toBe(ADMIN_MSG.Reason);
    const ended = await call(endSessions, { token: boss.token, body: { userId: target.user.id, reason: REASON } });
    expect(ended.status).toBe(200);
    expect(ended.json.sessionsEnded).toBe(2);
    expect((await call(getUser, { token: target.token, body: { user_id: target.user.id } })).status).toBe(401);
    expect((await call(getUser, { headers: { cookie }, body: { user_id: target.user.id } })).status).toBe(401);
    const row = await db.auditLog.findFirstOrThrow({ where: { targetId: target.user.id, action: "end_sessions" } });
    expect(row).toMatchObject({ actorId: boss.user.id, before: { openSessions: 2 }, after: { openSessions: 0 } });
    expect((await signIn(target.user.email)).status).toBe(200);
  });
});
