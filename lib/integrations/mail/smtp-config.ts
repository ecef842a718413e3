import type SMTPTransport from "nodemailer/lib/smtp-transport";

export const DEFAULT_MAIL_FROM = "Gigline <no-reply@gigline.local>";

export function mailFrom(): string {
  return process.env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
}

/**
 * SMTP settings from the environment, or null when none are set (mail then goes to the console).
 * SMTP_URL (smtp://user:pass@host:587, smtps://… for implicit TLS) wins over the separate variables.
 */
export function smtpConfig(): string | SMTPTransport.Options | null {
  const url = process.env.SMTP_URL?.trim();
  if (url) return url;
  const host = process.env.SMTP_HOST?.trim();
  if (!host) return null;
  const port = Number(process.env.SMTP_PORT || 587);
  const secure = process.env.SMTP_SECURE ? /^(1|true|yes)$/i.test(process.env.SMTP_SECURE) : port === 465;
  const user = process.env.SMTP_USER?.trim();
  return {
    host,
    port,
    secure,
    auth: user ? { user, pass: process.env.SMTP_PASS ?? "" } : undefined,
    // a dead mail server must not hold a request for minutes
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}
