// The mail interface: every mail is a MailOutbox row; the console by default, SMTP (nodemailer) when
// configured. SMTP is checked against a tiny SMTP server written here with node:net, which demands
// AUTH like a real submission server does.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import net from "node:net";
import { db, pool } from "@/lib/db";
import { sendMail } from "@/lib/integrations/mail/send-mail";
import { call, uniqueEmail, uniqueIp } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as forgotPassword } from "@/app/api/user/forgot_password/route";
import { POST as verifyResetcode } from "@/app/api/user/verify_resetcode/route";
import { POST as payJob } from "@/app/api/job/pay_job/route";
import { runDueJobs } from "@/lib/background/queue";
import { hiredContract, setFeePercent } from "./wallet-kit";

// the payment's receipts, not the e-mails of the proposal and the hire before it
const RECEIPTS = { OR: [{ subject: { startsWith: "Receipt: you paid" } }, { subject: { startsWith: "You earned" } }] };

type Received = { from: string; to: string[]; data: string; authUser: string };

function startFakeSmtp(credentials: { user: string; pass: string }) {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding("utf8");
    const send = (line: string) => socket.write(`${line}\r\n`);
    let buf = "";
    let inData = false;
    let authUser = "";
    let loginStage: "" | "user" | "pass" = "";
    let pendingUser = "";
    let current: Received = { from: "", to: [], data: "", authUser: "" };
    const checkAuth = (user: string, pass: string) => {
      if (user === credentials.user && pass === credentials.pass) {
        authUser = user;
        send("235 2.7.0 Authentication successful");
      } else send("535 5.7.8 Authentication credentials invalid");
    };
    send("220 fake.smtp.test ESMTP ready");
    socket.on("data", (chunk: string) => {
      buf += chunk;
      let i: number;
      while ((i = buf.indexOf("\r\n")) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push({ ...current, authUser });
            current = { from: "", to: [], data: "", authUser: "" };
            send("250 2.0.0 Ok: queued");
          } else current.data += (line.startsWith("..") ? line.slice(1) : line) + "\r\n";
          continue;
        }
        if (loginStage === "user") {
          pendingUser = Buffer.from(line, "base64").toString();
          loginStage = "pass";
          send("334 UGFzc3dvcmQ6");
          continue;
        }
        if (loginStage === "pass") {
          loginStage = "";
          checkAuth(pendingUser, Buffer.from(line, "base64").toString());
          continue;
        }
        const upper = line.toUpperCase();
        if (upper.startsWith("EHLO")) socket.write("250-fake.smtp.test\r\n250-AUTH PLAIN LOGIN\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n");
        else if (upper.startsWith("HELO")) send("250 fake.smtp.test");
        else if (upper.startsWith("AUTH PLAIN")) {
          const [, u, p] = Buffer.from(line.slice(11).trim(), "base64").toString().split("\0");
          checkAuth(u ?? "", p ?? "");
        } else if (upper.startsWith("AUTH LOGIN")) {
          const inline = line.slice(11).trim();
          if (inline) {
            pendingUser = Buffer.from(inline, "base64").toString();
            loginStage = "pass";
            send("334 UGFzc3dvcmQ6");
          } else {
            loginStage = "user";
            send("334 VXNlcm5hbWU6");
          }
        } else if (upper.startsWith("MAIL FROM:")) {
          if (!authUser) send("530 5.7.0 Authentication required");
          else {
            current.from = /<([^>]*)>/.exec(line)?.[1] ?? "";
            send("250 2.1.0 Ok");
          }
        } else if (upper.startsWith("RCPT TO:")) {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          send("250 2.1.5 Ok");
        } else if (upper === "DATA") {
          inData = true;
          send("354 End data with <CR><LF>.<CR><LF>");
        } else if (upper === "RSET" || upper === "NOOP") send("250 2.0.0 Ok");
        else if (upper === "QUIT") {
          send("221 2.0.0 Bye");
          socket.end();
        } else send("502 5.5.2 Command not recognized");
      }
    });
    socket.on("error", () => {});
  });
  return new Promise<{ port: number; received: Received[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as net.AddressInfo).port;
      resolve({ port, received, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

const MAIL_ENV = ["SMTP_URL", "SMTP_HOST", "SMTP_PORT", "SMTP_USER", "SMTP_PASS", "SMTP_SECURE", "MAIL_FROM"];
const saved = Object.fromEntries(MAIL_ENV.map((k) => [k, process.env[k]]));
afterEach(() => {
  for (const k of MAIL_ENV) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  vi.restoreAllMocks();
});

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp({ user: "mailer", pass: "s3cret pass" });
});
afterAll(async () => smtp.close());

function waitFor(pred: () => boolean, ms = 5000) {
  const start = Date.now();
  return new Promise<void>((resolve, reject) => {
    const tick = () => (pred() ? resolve() : Date.now() - start > ms ? reject(new Error("timed out")) : setTimeout(tick, 20));
    tick();
  });
}

describe("mail without SMTP settings", () => {
  it("writes an outbox row and prints the mail to the console", async () => {
    for (const k of MAIL_ENV) delete process.env[k];
    const lines: string[] = [];
    vi.spyOn(console, "info").mockImplementation((...args: unknown[]) => void lines.push(args.join(" ")));
    const to = uniqueEmail("console");
    const res = await sendMail({ to, subject: "Hello there", text: "Your code is 424242." });
    expect(res).toMatchObject({ transport: "console", delivered: true });
    const row = await db.mailOutbox.findUniqueOrThrow({ where: { id: res.id } });
    expect(row).toMatchObject({ to, subject: "Hello there", text: "Your code is 424242.", transport: "console", error: null });
    expect(row.sentAt).not.toBeNull();
    const printed = lines.join("\n");
    expect(printed).toContain(`[mail] to ${to}`);
    expect(printed).toContain("Hello there");
    expect(printed).toContain("424242");
  });

  it("forgot_password puts the code in the outbox and on the console", async () => {
    for (const k of MAIL_ENV) delete process.env[k];
    const lines: string[] = [];
    vi.spyOn(console, "info").mockImplementation((...args: unknown[]) => void lines.push(args.join(" ")));
    const { user } = await createUser();
    const r = await call(forgotPassword, { body: { email: user.email }, headers: { "x-forwarded-for": uniqueIp() } });
    expect(r.status).toBe(200);
    const code = /code is (\d{6})/.exec(lines.join("\n"))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const row = await db.mailOutbox.findFirstOrThrow({ where: { to: user.email }, orderBy: { createdAt: "desc" } });
    expect(row.text).toContain(code);
    // the printed code is the real one
    const v = await call(verifyResetcode, { body: { email: user.email, code }, headers: { "x-forwarded-for": uniqueIp() } });
    expect(v.status).toBe(200);
  });
});

describe("mail over SMTP", () => {
  it("delivers through SMTP_HOST/SMTP_PORT/SMTP_USER/SMTP_PASS with the default sender", async () => {
    for (const k of MAIL_ENV) delete process.env[k];
    process.env.SMTP_HOST = "127.0.0.1";
    process.env.SMTP_PORT = String(smtp.port);
    process.env.SMTP_USER = "mailer";
    process.env.SMTP_PASS = "s3cret pass";
    process.env.SMTP_SECURE = "false";
    const to = uniqueEmail("smtp");
    const before = smtp.received.length;
    const res = await sendMail({ to, subject: "Over the wire", text: "Plain body 777" });
    expect(res).toMatchObject({ transport: "smtp", delivered: true });
    await waitFor(() => smtp.received.length > before);
    const got = smtp.received.at(-1)!;
    expect(got.authUser).toBe("mailer");
    expect(got.from).toBe("no-reply@gigline.local");
    expect(got.to).toEqual([to]);
    expect(got.data).toMatch(/^From: Gigline <no-reply@gigline\.local>\r$/m);
    expect(got.data).toMatch(/^Subject: Over the wire\r$/m);
    expect(got.data).toContain("Plain body 777");
    const row = await db.mailOutbox.findUniqueOrThrow({ where: { id: res.id } });
    expect(row.transport).toBe("smtp");
    expect(row.sentAt).not.toBeNull();
    expect(row.error).toBeNull();
  });

  it("delivers through SMTP_URL with MAIL_FROM, and forgot_password's code arrives by mail", async () => {
    for (const k of MAIL_ENV) delete process.env[k];
    process.env.SMTP_URL = `smtp://mailer:${encodeURIComponent("s3cret pass")}@127.0.0.1:${smtp.port}`;
    process.env.MAIL_FROM = "Gigline Support <support@gigline.example>";
    const { user } = await createUser();
    const before = smtp.received.length;
    const r = await call(forgotPassword, { body: { email: user.email }, headers: { "x-forwarded-for": uniqueIp() } });
    expect(r.status).toBe(200);
    await waitFor(() => smtp.received.length > before);
    const got = smtp.received.at(-1)!;
    expect(got.from).toBe("support@gigline.example");
    expect(got.to).toEqual([user.email]);
    const code = /^Subject: Your Gigline code: (\d{6})\r$/m.exec(got.data)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(got.data).toContain(`code is ${code}`);
    const v = await call(verifyResetcode, { body: { email: user.email, code }, headers: { "x-forwarded-for": uniqueIp() } });
    expect(v.status).toBe(200);
  });

  it("a payment's receipts wait in the outbox until the delivery job sends them, once", async () => {
    for (const k of MAIL_ENV) delete process.env[k];
    process.env.SMTP_URL = `smtp://mailer:${encodeURIComponent("s3cret pass")}@127.0.0.1:${smtp.port}`;
    await setFeePercent(10);
    const { owner, worker, jobId } = await hiredContract({ fundCents: 20_000 });
    await runDueJobs(); // the e-mails of the proposal and the hire go out first
    const before = smtp.received.length;
    const r = await call(payJob, { token: owner.token, headers: { "Idempotency-Key": `mail-${jobId}` }, body: { jobId } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const receipts = () =>
      db.mailOutbox.findMany({ where: { to: { in: [owner.user.email, worker.user.email] }, ...RECEIPTS }, orderBy: { to: "asc" } });
    // committed with the payment, not sent yet: the answer never waits for the mail server
    expect((await receipts()).map((m) => [m.transport, m.sentAt])).toEqual([
      ["smtp", null],
      ["smtp", null],
    ]);
    await runDueJobs();
    expect((await receipts()).every((m) => m.sentAt !== null && m.error === null)).toBe(true);
    const sent = smtp.received.slice(before);
    expect(sent.map((m) => m.to[0]).sort()).toEqual([owner.user.email, worker.user.email].sort());
    expect(sent.find((m) => m.to[0] === owner.user.email)!.data).toContain("Service fee (10%): $16.00");
    // a replay of the call adds no mail; a second run of the job sends nothing again
    expect((await call(payJob, { token: owner.token, headers: { "Idempotency-Key": `mail-${jobId}` }, body: { jobId } })).status).toBe(200);
    await runDueJobs();
    expect(smtp.received.length).toBe(before + 2);
    expect(await receipts()).toHaveLength(2);
  });

  it("a receipt the SMTP server refused is tried again by the queue until it is delivered", async () => {
    for (const k of MAIL_ENV) delete process.env[k];
    process.env.SMTP_URL = `smtp://mailer:wrong-password@127.0.0.1:${smtp.port}`;
    vi.spyOn(console, "error").mockImplementation(() => {});
    await setFeePercent(10);
    const { owner, worker, jobId } = await hiredContract({ fundCents: 20_000 });
    expect((await call(payJob, { token: owner.token, body: { jobId } })).status).toBe(200);
    const receipts = () => db.mailOutbox.findMany({ where: { to: { in: [owner.user.email, worker.user.email] }, ...RECEIPTS } });
    await runDueJobs();
    // refused: the rows keep the error and stay unsent, the job waits for its retry
    expect((await receipts()).map((m) => [m.sentAt, Boolean(m.error)])).toEqual([
      [null, true],
      [null, true],
    ]);
    // (the queue's public view has no payload: the newest mail:deliver job is this payment's, SMTP being set in this file only)
    const [job] = (
      await pool().query(
        `select id, attempts, last_error from graphile_worker.jobs where task_identifier = 'mail:deliver' order by id desc limit 1`,
      )
    ).rows;
    expect(job).toMatchObject({ attempts: 1 });
    expect(job.last_error).toMatch(/2 of 2 e-mails were not delivered/);
    // the server takes them now; the retry (made due here instead of waiting for the backoff) delivers both
    process.env.SMTP_URL = `smtp://mailer:${encodeURIComponent("s3cret pass")}@127.0.0.1:${smtp.port}`;
    const before = smtp.received.length;
    await pool().query("select graphile_worker.reschedule_jobs(array[$1::bigint], run_at => now())", [job.id]);
    await runDueJobs();
    expect((await receipts()).every((m) => m.sentAt !== null)).toBe(true);
    expect(smtp.received.length).toBe(before + 2);
  });

  it("records the error and forgot_password answers 502 when the SMTP server refuses", async () => {
    for (const k of MAIL_ENV) delete process.env[k];
    process.env.SMTP_URL = `smtp://mailer:wrong-password@127.0.0.1:${smtp.port}`;
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = await createUser();
    const r = await call(forgotPassword, { body: { email: user.email }, headers: { "x-forwarded-for": uniqueIp() } });
    expect(r.status).toBe(502);
    expect(r.json).toEqual({ result: false, error: "We could not send the e-mail right now. Please try again in a few minutes." });
    const row = await db.mailOutbox.findFirstOrThrow({ where: { to: user.email }, orderBy: { createdAt: "desc" } });
    expect(row.transport).toBe("smtp");
    expect(row.sentAt).toBeNull();
    expect(row.error).toMatch(/auth|535|credentials/i);
  });
});
