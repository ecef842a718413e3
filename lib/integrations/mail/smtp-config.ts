import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { env } from "@/lib/env";

export const DEFAULT_MAIL_FROM = "Gigline <no-reply@gigline.local>";

export function mailFrom(): string {
  return env.MAIL_FROM || DEFAULT_MAIL_FROM;
}

/**
 * SMTP settings from the environment, or null when none are set (mail then goes to the console).
 * SMTP_URL (smtp://user:pass@host:587, smtps://… for implicit TLS) wins over the separate variables.
 */
export function smtpConfig(): string | SMTPTransport.Options | null {
  const { SMTP_URL: url, SMTP_HOST: host, SMTP_PORT: port, SMTP_SECURE, SMTP_USER: user, SMTP_PASS } = env;
  if (url) return url;
  if (!host) return null;
  const secure = SMTP_SECURE ?? port === 465;
  return {
    host,
    port,
    secure,
    auth: user ? { user, pass: SMTP_PASS } : undefined,
    // a dead mail server must not hold a request for minutes
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}
