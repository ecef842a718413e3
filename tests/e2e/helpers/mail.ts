// Reads the mail outbox of the e2e database (scripts/e2e.mjs passes DATABASE_URL to Playwright), e.g. to
// get the password reset code a person would read in their inbox.
import pg from "pg";

export type OutboxMail = { to: string; subject: string; text: string; createdAt: Date };

/** The newest mail to `to` created after `since`, waiting up to `timeoutMs` for it to arrive. */
export async function latestMail(to: string, opts: { since?: Date; timeoutMs?: number } = {}): Promise<OutboxMail> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: run e2e tests through `npm run test:e2e`");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const end = Date.now() + (opts.timeoutMs ?? 10_000);
  try {
    for (;;) {
      const { rows } = await client.query<OutboxMail>(
        `select "to", subject, text, "createdAt" from "MailOutbox" where lower("to") = lower($1) and "createdAt" >= $2 order by "createdAt" desc limit 1`,
        [to, opts.since ?? new Date(0)],
      );
      if (rows[0]) return rows[0];
      if (Date.now() > end) throw new Error(`no mail to ${to} arrived`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await client.end();
  }
}

/** The 6-digit password reset code of the newest mail to `to`. */
export async function latestResetCode(to: string, since?: Date): Promise<string> {
  const mail = await latestMail(to, { since });
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m) throw new Error(`no 6-digit code in the mail to ${to}: ${mail.text}`);
  return m[1];
}
