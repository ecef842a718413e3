import nodemailer from "nodemailer";
import { db } from "@/lib/db";
import { mailFrom, smtpConfig } from "@/lib/integrations/mail/smtp-config";

export type Mail = { to: string; subject: string; text: string; html?: string };
export type MailResult = { id: string; transport: "console" | "smtp"; delivered: boolean; error?: string };

/**
 * Every e-mail the product sends: first a MailOutbox row (the record a developer or support can read),
 * then delivery — over SMTP when configured, otherwise printed to the server console.
 * Never throws for a delivery failure: the row keeps the error and the caller decides what to tell the user.
 */
export async function sendMail(mail: Mail): Promise<MailResult> {
  const config = smtpConfig();
  const transport = config ? "smtp" : "console";
  const row = await db.mailOutbox.create({
    data: { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, transport },
    select: { id: true },
  });

  if (!config) {
    console.info(`[mail] to ${mail.to} subject "${mail.subject}"\n${indent(mail.text)}`);
    await db.mailOutbox.update({ where: { id: row.id }, data: { sentAt: new Date() } });
    return { id: row.id, transport, delivered: true };
  }

  try {
    await transporterFor(config).sendMail({ from: mailFrom(), to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    await db.mailOutbox.update({ where: { id: row.id }, data: { sentAt: new Date() } });
    // no subject or body here: with real delivery, secrets such as reset codes stay out of the server log
    console.info(`[mail] sent to ${mail.to} over SMTP (outbox ${row.id})`);
    return { id: row.id, transport, delivered: true };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await db.mailOutbox.update({ where: { id: row.id }, data: { error: error.slice(0, 1000) } });
    console.error(`[mail] SMTP delivery to ${mail.to} failed: ${error}`);
    return { id: row.id, transport, delivered: false, error };
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
