// The e-mails of events a person must act on (lib/notifications/event-mail.ts): each event queues one job in
// its transaction and, once the queue runs, one outbox mail to the right person with the right link; a kind
// turned off sends nothing; security mail cannot be turned off; user/update_email_preferences takes known
// kinds only; the unsubscribe link works once, signed out, for its person and kind only.
import { afterEach, describe, expect, it, vi } from "vitest";
import nodemailer from "nodemailer";
import { db, pool } from "@/lib/db";
import { runDueJobs } from "@/lib/background/queue";
import { siteOrigin } from "@/lib/env";
import { call, uniqueIp } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as invite } from "@/app/api/job/invite/route";
import { POST as forgotPassword } from "@/app/api/user/forgot_password/route";
import { POST as updatePrefs } from "@/app/api/user/update_email_preferences/route";
import { GET as getPrefs } from "@/app/api/user/get_email_preferences/route";
import { POST as unsubscribe } from "@/app/api/user/unsubscribe_email/route";
import { POST as oneClick } from "@/app/api/user/unsubscribe_email/one_click/route";
import { queueEmail, eventMailTask } from "@/lib/notifications/event-mail";
import {
  describeUnsubscribeToken,
  listUnsubscribeHeaders,
  readUnsubscribeToken,
  unsubscribeToken,
  UNSUBSCRIBE_MSG,
} from "@/lib/notifications/unsubscribe";
import { EMAIL_PREFS_MSG } from "@/lib/notifications/email-preferences";
import { api as booking, employer as bookingEmployer, payload, worker } from "./booking-kit";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";

/** The "mail:event" jobs waiting for this person (queued, not yet run). */
async function queuedFor(userId: string): Promise<number> {
  const { rows } = await pool().query(
    `select count(*)::int as n from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
     where t.identifier = 'mail:event' and j.payload->>'userId' = $1`,
    [userId],
  );
  return rows[0].n;
}

const mailsTo = (email: string) => db.mailOutbox.findMany({ where: { to: email }, orderBy: { createdAt: "asc" } });

/** The token of the unsubscribe link in a mail's text. */
function tokenIn(text: string): string {
  const m = /\/unsubscribe\?token=(\S+)/.exec(text);
  if (!m) throw new Error(`no unsubscribe link in:\n${text}`);
  return decodeURIComponent(m[1]);
}

async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const spy = vi.spyOn(console, "info").mockImplementation(() => {});
  try {
    return await fn();
  } finally {
    spy.mockRestore();
  }
}
const runQueue = () => quietly(() => runDueJobs());

async function openJob() {
  const { plumbing } = await jobCategories();
  const boss = await employer({ credit: 3 });
  const job = await postJob(boss.token, plumbing);
  return { boss, job };
}

afterEach(() => vi.restoreAllMocks());

describe("each event queues exactly one mail to the right person, sent after the commit", () => {
  it("a booking request: the active worker only, with the deadline in the location's zone and the answer link", async () => {
    const boss = await bookingEmployer();
    const [a, b] = await Promise.all([worker("Ann"), worker("Ben")]);
    const res = await booking.create(boss.token, payload({ employees: [a.user.id, b.user.id] }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const r = res.json.request;
    expect(await queuedFor(a.user.id)).toBe(1);
    expect(await queuedFor(b.user.id)).toBe(0); // waiting for their turn
    expect(await mailsTo(a.user.email)).toHaveLength(0); // not before the queue runs

    await runQueue();
    const [mail] = await mailsTo(a.user.email);
    expect(await mailsTo(a.user.email)).toHaveLength(1);
    expect(await mailsTo(b.user.email)).toHaveLength(0);
    expect(mail.subject).toBe('Booking request from Erin Boss: "Event server"');
    expect(mail.text).toContain("Hi Ann,");
    expect(mail.text).toContain(`Accept or decline it here: ${siteOrigin()}/dashboard/booking-detail/${r._id}`);
    expect(mail.text).toContain("Pay: $25.50 an hour");
    // Austin's zone (America/Chicago), the deadline 15 minutes after the request
    const limit = new Date(r.employees[0].responseLimit);
    const time = limit.toLocaleTimeString("en-US", { timeZone: "America/Chicago", hour: "numeric", minute: "2-digit" });
    expect(mail.text).toMatch(new RegExp(`Answer by: ${time} C[SD]T on `));
    expect(mail.text).toContain("goes to the next worker");
    expect(mail.sentAt).not.toBeNull();

    // running the queue again sends nothing more
    await runQueue();
    expect(await mailsTo(a.user.email)).toHaveLength(1);
  });

  it("an urgent booking request says so in the subject; a request answered before its mail went out sends none", async () => {
    const boss = await bookingEmployer();
    const [a, b] = await Promise.all([worker("Uma"), worker("Vic")]);
    const r = (await booking.create(boss.token, payload({ bookingType: "urgent", employees: [a.user.id, b.user.id] }))).json.request;
    expect(await queuedFor(a.user.id)).toBe(1);
    expect(await queuedFor(b.user.id)).toBe(1);
    // Vic accepts in the app before the queue ran: Uma's request is closed, her mail is no longer worth sending
    expect((await booking.accept(b.token, r._id)).status).toBe(200);
    await runQueue();
    expect(await mailsTo(a.user.email)).toHaveLength(0);
    expect(await mailsTo(b.user.email)).toHaveLength(0);

    const other = (await booking.create(boss.token, payload({ bookingType: "urgent", employees: [a.user.id] }))).json.request;
    await runQueue();
    const [mail] = await mailsTo(a.user.email);
    expect(mail.subject).toMatch(/^Urgent booking request from Erin Boss: answer by \d{1,2}:\d{2} [AP]M C[SD]T on /);
    expect(mail.text).toContain(`/dashboard/booking-detail/${other._id}`);
    expect(mail.text).not.toContain("next worker");
  });

  it("a booking request declined, then accepted: the employer hears of each, the next worker gets the request", async () => {
    const boss = await bookingEmployer();
    const [a, b] = await Promise.all([worker("Ann"), worker("Ben")]);
    const r = (await booking.create(boss.token, payload({ employees: [a.user.id, b.user.id] }))).json.request;
    await runQueue();
    expect((await booking.decline(a.token, r._id)).status).toBe(200);
    expect(await queuedFor(boss.user.id)).toBe(1);
    expect(await queuedFor(b.user.id)).toBe(1);
    await runQueue();
    let bossMails = await mailsTo(boss.user.email);
    expect(bossMails).toHaveLength(1);
    expect(bossMails[0].subject).toBe('Ann Lee declined your booking request "Event server"');
    expect(bossMails[0].text).toContain(`${siteOrigin()}/dashboard/booking-detail/${r._id}`);
    expect(await mailsTo(b.user.email)).toHaveLength(1);

    expect((await booking.accept(b.token, r._id)).status).toBe(200);
    await runQueue();
    bossMails = await mailsTo(boss.user.email);
    expect(bossMails).toHaveLength(2);
    expect(bossMails[1].subject).toBe('Ben Lee accepted your booking request "Event server"');
    expect(bossMails[1].text).toContain("The shift is confirmed.");
    expect(bossMails[1].text).toContain(`${siteOrigin()}/dashboard/booking-detail/${r._id}`);
  });

  it("an invitation, a proposal and a hire: one mail each, to the invitee, the employer and the hired", async () => {
    const { boss, job } = await openJob();
    const pat = await employee();
    expect((await call(invite, { token: boss.token, body: { id: job._id, employees: [pat.user.id] } })).status).toBe(200);
    expect(await queuedFor(pat.user.id)).toBe(1);
    await runQueue();
    const [invited] = await mailsTo(pat.user.email);
    expect(invited.subject).toBe(`Erin Employer invited you to apply to "${job.title}"`);
    expect(invited.text).toContain(`${siteOrigin()}/dashboard/detail-job/${job._id}`);

    await applyTo(pat.token, job._id);
    expect(await queuedFor(boss.user.id)).toBe(1);
    await runQueue();
    const [proposal] = await mailsTo(boss.user.email);
    expect(await mailsTo(boss.user.email)).toHaveLength(1);
    expect(proposal.subject).toBe(`New proposal from Pat Provider for "${job.title}"`);
    expect(proposal.text).toContain(`${siteOrigin()}/dashboard/detail-job/${job._id}`);

    await hireOn(boss.token, job._id, pat.user.id);
    await runQueue();
    const patMails = await mailsTo(pat.user.email);
    expect(patMails).toHaveLength(2);
    expect(patMails[1].subject).toBe(`You are hired: "${job.title}"`);
    expect(patMails[1].text).toContain(`Erin Employer hired you for the job "${job.title}".`);
    expect(patMails[1].text).toContain(`${siteOrigin()}/dashboard/detail-job/${job._id}`);
  });

  it("queueEmail from another area (a proposal declined): one mail after the commit, none when the transaction rolls back", async () => {
    const pat = await employee();
    await db.$transaction((tx) =>
      queueEmail(tx, {
        kind: "proposal_declined",
        userId: pat.user.id,
        jobId: "job1",
        employerName: "Erin Employer",
        title: "Paint a fence",
      }),
    );
    await expect(
      db.$transaction(async (tx) => {
        await queueEmail(tx, {
          kind: "proposal_declined",
          userId: pat.user.id,
          jobId: "job2",
          employerName: "Erin Employer",
          title: "Rolled back",
        });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await queuedFor(pat.user.id)).toBe(1);
    await runQueue();
    const mails = await mailsTo(pat.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your proposal for "Paint a fence" was declined');
  });

  it("a job that runs twice (a crash before the queue recorded it) writes and sends one mail", async () => {
    const pat = await employee();
    const job = { kind: "hired", userId: pat.user.id, jobId: "j1", employerName: "Erin", title: "Twice", key: "fixed-key-1" };
    expect(await quietly(() => eventMailTask(job))).toBe("sent");
    expect(await quietly(() => eventMailTask(job))).toBe("sent");
    expect(await mailsTo(pat.user.email)).toHaveLength(1);
  });

  it("over SMTP the mail carries RFC 8058 one-click headers; a reset code carries none", async () => {
    const saved = { host: process.env.SMTP_HOST, port: process.env.SMTP_PORT };
    const sendMail = vi.fn().mockResolvedValue({});
    vi.spyOn(nodemailer, "createTransport").mockReturnValue({ sendMail } as never);
    process.env.SMTP_HOST = "127.0.0.1";
    process.env.SMTP_PORT = "2599";
    try {
      const pat = await employee();
      await quietly(() =>
        eventMailTask({ kind: "invitation", userId: pat.user.id, jobId: "j2", employerName: "Erin", title: "Headers", key: "smtp-key-1" }),
      );
      const sent = sendMail.mock.calls[0][0];
      const token = tokenIn(sent.text);
      expect(sent.headers).toEqual({
        "List-Unsubscribe": `<${siteOrigin()}/api/user/unsubscribe_email/one_click?token=${encodeURIComponent(token)}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      const [row] = await mailsTo(pat.user.email);
      expect(row).toMatchObject({ transport: "smtp" });
      expect(row.sentAt).not.toBeNull();
    } finally {
      if (saved.host === undefined) delete process.env.SMTP_HOST;
      else process.env.SMTP_HOST = saved.host;
      if (saved.port === undefined) delete process.env.SMTP_PORT;
      else process.env.SMTP_PORT = saved.port;
    }
    expect(listUnsubscribeHeaders("Your code is 123456.")).toBeUndefined();
  });
});

describe("preferences", () => {
  it("a kind turned off sends nothing (the bell still shows it); turned on again, it sends", async () => {
    const { boss, job } = await openJob();
    const pat = await employee();
    const off = await call(updatePrefs, { token: pat.token, body: { kind: "invitation", enabled: false } });
    expect(off.status).toBe(200);
    expect(off.json.preferences.find((p: { kind: string }) => p.kind === "invitation")).toMatchObject({
      enabled: false,
      label: "Invitations to apply to a job",
    });
    await call(invite, { token: boss.token, body: { id: job._id, employees: [pat.user.id] } });
    await runQueue();
    expect(await mailsTo(pat.user.email)).toHaveLength(0);
    expect(await db.notification.count({ where: { userId: pat.user.id, type: "invite" } })).toBe(1);

    await call(updatePrefs, { token: pat.token, body: { kind: "invitation", enabled: true } });
    await applyTo(pat.token, job._id);
    await hireOn(boss.token, job._id, pat.user.id);
    await runQueue();
    expect((await mailsTo(pat.user.email)).map((m) => m.subject)).toEqual([`You are hired: "${job.title}"`]);
  });

  it("lists the kinds of the person's role, the chat kind from its own column, and says what is always sent", async () => {
    const pat = await employee();
    const boss = await employer();
    const mine = await call(getPrefs, { token: pat.token, method: "GET" });
    expect(mine.json.preferences.map((p: { kind: string }) => p.kind)).toEqual([
      "booking_request",
      "invitation",
      "hired",
      "proposal_declined",
      "shift_reminder",
      "chat_away",
    ]);
    expect(mine.json.alwaysSent).toBe(EMAIL_PREFS_MSG.alwaysSent);
    const theirs = await call(getPrefs, { token: boss.token, method: "GET" });
    expect(theirs.json.preferences.map((p: { kind: string }) => p.kind)).toEqual(["proposal_received", "booking_answer", "chat_away"]);

    const chat = await call(updatePrefs, { token: pat.token, body: { kind: "chat_away", enabled: false } });
    expect(chat.status).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id: pat.user.id }, select: { chatEmailWhenAway: true, emailOptOut: true } })).toEqual(
      {
        chatEmailWhenAway: false,
        emailOptOut: [],
      },
    );
    // twice off is still one entry
    await call(updatePrefs, { token: pat.token, body: { kind: "hired", enabled: false } });
    await call(updatePrefs, { token: pat.token, body: { kind: "hired", enabled: false } });
    expect((await db.user.findUniqueOrThrow({ where: { id: pat.user.id } })).emailOptOut).toEqual(["hired"]);
  });

  it("refuses unknown kinds (security and money mail among them) with 400, and signed-out calls with 401", async () => {
    const pat = await employee();
    for (const kind of ["password_reset", "receipts", "password_changed", "nope", ""]) {
      const res = await call(updatePrefs, { token: pat.token, body: { kind, enabled: false } });
      expect(res.status, kind).toBe(400);
      expect(res.json.result).toBe(false);
    }
    expect((await call(updatePrefs, { token: pat.token, body: { kind: "hired" } })).status).toBe(400);
    expect((await call(updatePrefs, { token: pat.token, body: { kind: "hired", enabled: "no" } })).status).toBe(400);
    expect((await call(updatePrefs, { body: { kind: "hired", enabled: false } })).status).toBe(401);
    expect((await db.user.findUniqueOrThrow({ where: { id: pat.user.id } })).emailOptOut).toEqual([]);
  });

  it("security mail cannot be turned off: with every kind off, a reset code still arrives", async () => {
    const pat = await employee();
    for (const kind of ["booking_request", "invitation", "hired", "proposal_declined", "chat_away"]) {
      expect((await call(updatePrefs, { token: pat.token, body: { kind, enabled: false } })).status).toBe(200);
    }
    const res = await quietly(() => call(forgotPassword, { body: { email: pat.user.email }, headers: { "x-forwarded-for": uniqueIp() } }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const mails = await mailsTo(pat.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).not.toContain("/unsubscribe?token=");
  });
});

describe("the unsubscribe link", () => {
  async function invitedMail() {
    const pat = await employee();
    await quietly(() =>
      eventMailTask({
        kind: "invitation",
        userId: pat.user.id,
        jobId: "j3",
        employerName: "Erin",
        title: "Unsubscribe",
        key: `k-${pat.user.id}`,
      }),
    );
    const [mail] = await mailsTo(pat.user.email);
    return { pat, token: tokenIn(mail.text), mail };
  }

  it("works signed out, once, and turns off only its kind for only its person", async () => {
    const { pat, token, mail } = await invitedMail();
    expect(mail.text).toContain(`Unsubscribe from these e-mails: ${siteOrigin()}/unsubscribe?token=`);
    expect(mail.text).toContain(`Choose which e-mails you get: ${siteOrigin()}/dashboard/notification-settings`);
    expect(await describeUnsubscribeToken(token)).toMatchObject({
      state: "ready",
      kind: "invitation",
      label: "Invitations to apply to a job",
    });
    // opening the page changed nothing
    expect((await db.user.findUniqueOrThrow({ where: { id: pat.user.id } })).emailOptOut).toEqual([]);

    const first = await call(unsubscribe, { body: { token } });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.message).toBe(UNSUBSCRIBE_MSG.done("Invitations to apply to a job"));
    expect((await db.user.findUniqueOrThrow({ where: { id: pat.user.id } })).emailOptOut).toEqual(["invitation"]);

    const again = await call(unsubscribe, { body: { token } });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(UNSUBSCRIBE_MSG.used);
    expect(await describeUnsubscribeToken(token)).toMatchObject({ state: "used" });

    // turned on again in the settings, the used link still does nothing
    await call(updatePrefs, { token: pat.token, body: { kind: "invitation", enabled: true } });
    expect((await call(unsubscribe, { body: { token } })).status).toBe(409);
    expect((await db.user.findUniqueOrThrow({ where: { id: pat.user.id } })).emailOptOut).toEqual([]);
  });

  it("refuses an altered token (another kind, another person), a forged one and an expired one with 400", async () => {
    const { pat, token } = await invitedMail();
    const other = await employee();
    const [userId, , ...rest] = token.split(".");
    const otherKind = [userId, "hired", ...rest].join(".");
    const otherUser = [other.user.id, "invitation", ...rest].join(".");
    for (const bad of [otherKind, otherUser, `${token.slice(0, -2)}AA`, "nonsense", "a.b.c.d.e"]) {
      const res = await call(unsubscribe, { body: { token: bad } });
      expect(res.status, bad).toBe(400);
      expect(res.json.error).toBe(UNSUBSCRIBE_MSG.invalid);
    }
    expect((await call(unsubscribe, { body: {} })).status).toBe(400);
    const old = unsubscribeToken(pat.user.id, "invitation", new Date(Date.now() - 91 * 86_400_000));
    expect(readUnsubscribeToken(old)).toBeNull();
    expect((await call(unsubscribe, { body: { token: old } })).status).toBe(400);
    for (const u of [pat, other]) expect((await db.user.findUniqueOrThrow({ where: { id: u.user.id } })).emailOptOut).toEqual([]);
  });

  it("RFC 8058 one-click: a mail program's form POST to the List-Unsubscribe address, once", async () => {
    const { pat, token } = await invitedMail();
    const headers = listUnsubscribeHeaders((await mailsTo(pat.user.email))[0].text)!;
    const url = new URL(headers["List-Unsubscribe"].slice(1, -1));
    const post = () =>
      oneClick(
        new Request(url, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }),
      );
    const first = await post();
    expect(first.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: pat.user.id } })).emailOptOut).toEqual(["invitation"]);
    const again = await post();
    expect(again.status).toBe(409);
    expect((await again.json()).result).toBe(false);
    expect(url.searchParams.get("token")).toBe(token);
    const none = await oneClick(new Request(`${siteOrigin()}/api/user/unsubscribe_email/one_click`, { method: "POST" }));
    expect(none.status).toBe(400);
  });

  it("the unread-message e-mail's link turns off the chat kind (its own column)", async () => {
    const pat = await employee();
    const token = unsubscribeToken(pat.user.id, "chat_away");
    expect((await call(unsubscribe, { body: { token } })).status).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id: pat.user.id }, select: { chatEmailWhenAway: true, emailOptOut: true } })).toEqual(
      {
        chatEmailWhenAway: false,
        emailOptOut: [],
      },
    );
  });
});

describe("a deleted account", () => {
  it("gets no event mail", async () => {
    const pat = await createUser({ type: "provider", deleted: true });
    expect(await eventMailTask({ kind: "hired", userId: pat.user.id, jobId: "j", employerName: "E", title: "T", key: "deleted-1" })).toBe(
      "skipped",
    );
    expect(await mailsTo(pat.user.email)).toHaveLength(0);
  });
});
