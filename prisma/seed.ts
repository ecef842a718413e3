// npm run db:seed (and the first `npm start` on an empty database): the demo data of prisma/seed/.
// Run as `node --import ./scripts/lib/tsx-server.mjs prisma/seed.ts` with DATABASE_URL set (scripts/lib/seed.mjs does this).
import { db } from "@/lib/db";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { DEMO_ADMIN2_TOTP_SECRET, DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from "@/prisma/seed/people";
import { authSecret } from "@/scripts/lib/auth-secret.mjs";

// the server's secret, as `npm start` resolves it: the demo admin's TOTP secret is sealed with a key from it
process.env.NEXTAUTH_SECRET ||= authSecret();

try {
  const s = await seedDatabase(db);
  console.log(
    `demo data: ${s.categories} categories with ${s.subCategories} sub-categories, ${s.employers} employers, ` +
      `${s.providers} providers, ${s.admins} admins, ${s.resumes} resumes, ` +
      `${s.jobs.jobs} jobs with ${s.jobs.proposals} proposals, ${s.jobs.invites} invites, ${s.jobs.contracts} contracts, ${s.jobs.reviews} reviews, ${s.chat.conversations} conversations with ${s.chat.messages} messages (password for every demo account: ${DEMO_PASSWORD}; ` +
      `the admins' authenticator secrets: admin@gigline.test ${DEMO_ADMIN_TOTP_SECRET}, admin2@gigline.test ${DEMO_ADMIN2_TOTP_SECRET})`,
  );
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
