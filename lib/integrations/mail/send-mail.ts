import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { mailFrom, smtpConfig } from "@/lib/integrations/mail/smtp-config";
import { listUnsubscribeHeaders } from "@/lib/integrations/mail/list-unsubscribe";

export type Mail = { to: string; subject: string; text: string; html?: string };
export type MailResult = { id: string; transport: "console" | "smtp"; delivered: boolean; error?: string };

/**
 * Every e-mail the product sends: first a MailOutbox row (the record a developer or support can read),
 * then delivery over SMTP when configured (the row is stamped sent, or keeps the error); otherwise the mail
 * is printed to the server console and its row is written already stamped sent.
 * Never throws for a delivery failure: the row keeps the error and the caller decides what to tell the user.
 */
export async function sendMail(mail: Mail): Promise<MailResult> {
  const config = smtpConfig();
  const transport = config ? "smtp" : "console";
  const data = { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, transport };

  if (!config) {
    // the console "delivers" by printing: the row is written as sent in one statement
    const row = await db.mailOutbox.create({ data: { ...data, sentAt: new Date() }, select: { id: true } });
    printMails([mail]);
    return { id: row.id, transport, delivered: true };
  }

  const row = await db.mailOutbox.create({ data, select: { id: true } });
  return deliverRow({ id: row.id, ...mail }, config);
}

/**
 * Mails that belong to a transaction (a payment's receipts): the ONE statement that writes their MailOutbox
 * rows, to run in it (withIdempotency's `jobs.write`, or `tx.$executeRaw`), so they exist exactly when it
 * commits and nothing else runs for them in a background job. The console transport "delivers" by printing,
 * so its rows are written stamped sent; print them with printMails once the transaction has committed. With
 * SMTP the rows wait unsent: add the task `"mail:deliver", { ids }` in the same transaction. `when`: a
 * condition on them (SQL), for a statement that writes them only when its other work happened.
 */
export function outboxMailsSql(mails: Mail[], when?: Prisma.Sql): { sql: Prisma.Sql; ids: string[]; transport: MailResult["transport"] } {
  const transport = smtpConfig() ? "smtp" : "console";
  const ids = mails.map(() => `c${randomUUID().replace(/-/g, "")}`);
  const now = new Date();
  const sql = Prisma.sql`
    INSERT INTO "MailOutbox" ("id", "to", "subject", "text", "html", "transport", "sentAt", "createdAt")
    SELECT t.id, t.to, t.subject, t.text, NULLIF(t.html, ''), ${transport}, ${transport === "console" ? now : null}::timestamp(3), ${now}::timestamp(3)
    FROM unnest(${ids}::text[], ${mails.map((m) => m.to)}::text[], ${mails.map((m) => m.subject)}::text[],
      ${mails.map((m) => m.text)}::text[], ${mails.map((m) => m.html ?? "")}::text[]) AS t(id, "to", subject, text, html)
    ${when ? Prisma.sql`WHERE ${when}` : Prisma.empty}`;
  return { sql, ids, transport };
}

/** The console transport's delivery of mails whose rows outboxMailsSql wrote (after their transaction committed). */
export function printMails(mails: Mail[]) {
  for (const mail of mails) {
    const headers = Object.entries(listUnsubscribeHeaders(mail.text) ?? {})
      .map(([k, v]) => `\n${k}: ${v}`)
      .join("");
    console.info(`[mail] to ${mail.to} subject "${mail.subject}"${headers}\n${indent(mail.text)}`);
  }
}

/**
 * The task "mail:deliver": sends the outbox rows `ids` that are not sent yet (a task that runs twice after a
 * crash sends only what was not stamped). Without SMTP any more (configuration changed), prints them. A mail
 * the SMTP server did not take keeps its error on the row and fails the task, so the queue tries again later
 * (with its backoff) for the rows still unsent.
 */
export async function deliverOutbox(payload: Record<string, unknown>) {
  const ids = Array.isArray(payload.ids) ? payload.ids.map(String) : [];
  const rows = await db.mailOutbox.findMany({
    where: { id: { in: ids }, sentAt: null },
    select: { id: true, to: true, subject: true, text: true, html: true },
  });
  const config = smtpConfig();
  let failed = 0;
  for (const row of rows) {
    const mail = { ...row, html: row.html ?? undefined };
    if (config) failed += (await deliverRow(mail, config)).delivered ? 0 : 1;
    else {
      printMails([mail]);
      await db.mailOutbox.update({ where: { id: row.id }, data: { sentAt: new Date() } });
    }
  }
  if (failed) throw new Error(`${failed} of ${rows.length} e-mails were not delivered; they will be tried again`);
}

/** The task "wallet:receipts" of payments made before the receipts became outbox rows (jobs still queued then). */
export async function sendQueuedReceipts(payload: Record<string, unknown>) {
  for (const mail of (payload.receipts ?? []) as Mail[]) await sendMail(mail);
}

/** Sends one outbox row over SMTP and stamps it sent, or keeps the error. */
async function deliverRow(mail: Mail & { id: string }, config: NonNullable<ReturnType<typeof smtpConfig>>): Promise<MailResult> {
  const transport = "smtp" as const;
  try {
    // a mail with an unsubscribe link (an event's, lib/notifications/event-mail.ts) gets RFC 8058's one-click headers
    const headers = listUnsubscribeHeaders(mail.text);
    await transporterFor(config).sendMail({
      from: mailFrom(),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers,
    });
    await db.mailOutbox.update({ where: { id: mail.id }, data: { sentAt: new Date() } });
    // no subject or body here: with real delivery, secrets such as reset codes stay out of the server log
    console.info(`[mail] sent to ${mail.to} over SMTP (outbox ${mail.id})`);
    return { id: mail.id, transport, delivered: true };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await db.mailOutbox.update({ where: { id: mail.id }, data: { error: error.slice(0, 1000) } });
    console.error(`[mail] SMTP delivery to ${mail.to} failed: ${error}`);
    return { id: mail.id, transport, delivered: false, error };
  }
}

// One pooled-by-config transporter per process; a changed environment (tests) gets a new one.
const transporters = new Map<string, nodemailer.Transporter>();
function transporterFor(config: NonNullable<ReturnType<typeof smtpConfig>>) {
  const key = JSON.stringify(config);
  let t = transporters.get(key);
  if (!t) {
    t = nodemailer.createTransport(config as never);
    transporters.set(key, t);
  }
  return t;
}

function indent(text: string) {
  return text
    .split("\n")
    .map((l) => `  ${l}`)
    .join("\n");
}
