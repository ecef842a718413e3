// npm run admin:create -- --email someone@example.com [--first Ann --last Lee]
// Creates an admin account with no password (or, for an existing admin, issues a new link: a lost phone)
// and prints its one-time set-up link, <site>/admin-setup?token=…, valid 24 hours: the admin chooses a
// password and sets up two-step sign-in there. Same database as `npm start` (DATABASE_URL, else the
// embedded server: reused when `npm start` runs it, started here otherwise) and the same site address
// (NEXTAUTH_URL, else http://localhost:PORT).
import { resolveDatabase } from "./lib/database.mjs";
import { migrate } from "./lib/migrate.mjs";

const args = parseArgs(process.argv.slice(2));
if (!args.email) {
  console.error("usage: npm run admin:create -- --email someone@example.com [--first Ann --last Lee]");
  process.exit(2);
}

const database = await resolveDatabase({ log: (m: string) => console.error(m) });
let code = 0;
try {
  await migrate(database.url, { log: () => {} });
  process.env.DATABASE_URL = database.url;
  const { issueAdminSetup, ADMIN_SETUP_TTL_MS } = await import("@/lib/auth/mfa/admin-setup");
  const { siteUrl } = await import("@/lib/env");
  const { token, created } = await issueAdminSetup({ email: args.email, firstName: args.first, lastName: args.last });
  const hours = ADMIN_SETUP_TTL_MS / 3_600_000;
  console.log(`${created ? "Created the admin account" : "New set-up link for the admin"} ${args.email.toLowerCase()}.`);
  console.log(`Send this link to them (it works once, for ${hours} hours; earlier links of this admin no longer work):`);
  console.log(`\n  ${siteUrl(`/admin-setup?token=${encodeURIComponent(token)}`)}\n`);
  await (
    await import("@/lib/db")
  )
    .pool()
    .end()
    .catch(() => {});
} catch (err) {
  console.error((err as Error).message ?? err);
  code = 1;
} finally {
  await database.stop();
}
process.exit(code);

function parseArgs(argv: string[]) {
  const out: { email?: string; first?: string; last?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--(email|first|last)(?:=(.*))?$/.exec(argv[i]);
    if (!m) continue;
    out[m[1] as keyof typeof out] = m[2] ?? argv[++i];
  }
  return out;
}
