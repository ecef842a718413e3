// Loads the demo data: category tree, settings, demo employers, providers (with a generated PDF resume),
// the admin, and demo jobs in every state (prisma/seed/jobs.ts). Safe to run again: categories and users are matched by name / e-mail and put back into
// their demo state; settings are only created when missing, so a fee or ad list an operator changed in
// the Setting table survives. Everything runs in one transaction under an advisory lock: a failed seed
// leaves an empty database (the next `npm start` tries again) and two seeds at once cannot interleave.
import { seedBookings } from "./bookings";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { getStorage } from "@/lib/integrations/storage/storage";
import { CATEGORY_TREE, categoryIcon } from "@/prisma/seed/categories";
import { CITIES, type CityKey } from "@/prisma/seed/cities";
import { ADMIN, ADMIN2, DEMO_ADMIN2_TOTP_SECRET, DEMO_PASSWORD, EMPLOYERS, PROVIDERS, type SeedProvider } from "@/prisma/seed/people";
import { createRandom, type Random } from "@/prisma/seed/prng";
import { resumePdf } from "@/prisma/seed/resume-pdf";
import { DEFAULT_ADS, DEFAULT_FEE } from "@/prisma/seed/settings";
import { PAYOUT_POLICY_DEFAULTS } from "@/lib/settings/payout-policy";
import { DEFAULT_MATCH_RADIUS_MILES } from "@/lib/settings/match-radius";
import { seedJobs, type JobSeedSummary } from "@/prisma/seed/jobs";
import { seedConversations } from "@/prisma/seed/conversations";
import { seedWallets, type WalletSeedSummary } from "@/prisma/seed/wallets";
import { seedBilling } from "@/prisma/seed/billing";
import { seedTimesheets } from "@/prisma/seed/timesheets";
import { seedApprovals } from "@/prisma/seed/approvals";
import { seedDelivery } from "@/prisma/seed/delivery";
import { seedAvailability } from "@/prisma/seed/availability";
import { seedAdminTotp } from "@/prisma/seed/admin-totp";
import { seedPendingCorrection } from "@/prisma/seed/operations";
import { seedRoster } from "@/prisma/seed/roster";
import { seedReliability } from "@/prisma/seed/reliability";
import { seedShiftScenarios } from "@/prisma/seed/shift-scenarios";
import { seedHeadcountDemo } from "@/prisma/seed/headcount-demo";
import { seedScreening } from "@/prisma/seed/screening";
import { seedQueues } from "@/prisma/seed/queues";
import { seedDisputes } from "@/prisma/seed/disputes";
import { seedHolds } from "@/prisma/seed/holds";

export type SeedSummary = {
  categories: number;
  subCategories: number;
  employers: number;
  providers: number;
  admins: number;
  resumes: number;
  jobs: JobSeedSummary;
  chat: { conversations: number; messages: number };
  wallets: WalletSeedSummary;
  billing: { redeemGrants: number };
  bookings: { bookingRequests: number };
  timesheets: { entries: number };
  approvals: { pending: number; approved: number };
  delivered: number;
  roster: { favorites: number };
  reliability: { shifts: number };
  shiftScenarios: { shifts: number };
  headcount: { hires: number };
  screening: { checks: number };
  queues: Awaited<ReturnType<typeof seedQueues>>;
  disputes: { open: number };
};

const SEED_LOCK = 20261122;

export async function seedDatabase(db: PrismaClient, { now = new Date() } = {}): Promise<SeedSummary> {
  // One hash for every demo account: they share a published password, and scrypt is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`select pg_advisory_xact_lock(${SEED_LOCK}::bigint)`;
      const subCategories = await seedCategories(tx);
      await seedSettings(tx);

      const ctx: Ctx = { tx, rnd: createRandom(SEED_LOCK), passwordHash, now };
      const adminId = await upsertUser(
        ctx,
        { email: ADMIN.email, type: "admin", firstName: ADMIN.firstName, lastName: ADMIN.lastName, phone: ADMIN.phone },
        ADMIN.city,
      );
      await seedAdminTotp(tx, adminId);
      const admin2Id = await upsertUser(
        ctx,
        { email: ADMIN2.email, type: "admin", firstName: ADMIN2.firstName, lastName: ADMIN2.lastName, phone: ADMIN2.phone },
        ADMIN2.city,
      );
      await seedAdminTotp(tx, admin2Id, DEMO_ADMIN2_TOTP_SECRET);
      for (const e of EMPLOYERS) {
        const names = e.accountType === "company" ? { company: e.company } : { firstName: e.firstName, lastName: e.lastName };
        const profile = { companyDescription: e.about ?? "", website: e.website ?? "" };
        await upsertUser(
          ctx,
          { email: e.email, type: "customer", accountType: e.accountType, phone: e.phone, ...names, ...profile },
          e.city,
        );
      }
      let resumes = 0;
      for (const p of PROVIDERS) {
        const reviewScore = ctx.rnd.float(4.2, 5, 1);
        const reviewCount = ctx.rnd.int(3, 48);
        const fields = {
          email: p.email,
          type: "provider" as const,
          firstName: p.firstName,
          lastName: p.lastName,
          phone: p.phone,
          reviewScore,
          reviewCount,
        };
        const userId = await upsertUser(ctx, fields, p.city);
        await writeProviderProfile(tx, userId, p);
        if (await writeResume(tx, userId, p)) resumes += 1;
      }
      // after the people: the jobs refer to them, and reviews adjust the ratings just reset above
      const jobs = await seedJobs(tx, now);
      const timesheets = await seedTimesheets(tx, now);
      const chat = await seedConversations(tx, now);
      // after the jobs: the demo wallets pay the completed demo contract
      const wallets = await seedWallets(tx, now);
      const billing = await seedBilling(tx, now);
      // after the wallets: the demo employer's pending approval and an approved, paid shift
      const approvals = await seedApprovals(tx, now);
      // a fixed-price contract delivered and waiting for its employer's acceptance
      const delivered = await seedDelivery(tx, now);
      await seedAvailability(tx, now);
      // after the jobs: the confirmed demo booking points at the demo employer's hired job
      const bookings = await seedBookings(tx, now);
      const roster = await seedRoster(tx, now);
      const reliability = await seedReliability(tx, now);
      const shiftScenarios = await seedShiftScenarios(tx, now);
      const headcount = await seedHeadcountDemo(tx, now);
      const screening = await seedScreening(tx, now);
      // after the wallets: a $750 correction waiting for the second admin's approval
      await seedPendingCorrection(tx, adminId);
      // after the conversations, reviews and reliability marks: the operations console's demo items
      const queues = await seedQueues(tx, now);
      // last: the demo employer's contracts in progress are held, one left Not funded (docs/money.md "Holds")
      const holds = await seedHolds(tx, now);
      // after the holds: an adjusted shift the worker disputed, its difference set aside from the hold
      const disputes = await seedDisputes(tx, now);
      return {
        categories: CATEGORY_TREE.length,
        subCategories,
        employers: EMPLOYERS.length,
        providers: PROVIDERS.length,
        admins: 2,
        resumes,
        jobs,
        chat,
        wallets,
        billing,
        bookings,
        timesheets,
        approvals,
        delivered,
        roster,
        reliability,
        shiftScenarios,
        headcount,
        screening,
        queues,
        holds,
        disputes,
      };
    },
    { maxWait: 120_000, timeout: 300_000 },
  );
}

async function seedCategories(tx: Tx) {
  let subs = 0;
  for (const [i, top] of CATEGORY_TREE.entries()) {
    const icon = categoryIcon(top.slug);
    // (parentId, name) is unique, but Postgres treats NULL parents as distinct: match top categories by hand.
    const existing = await tx.category.findFirst({ where: { parentId: null, name: top.name }, select: { id: true } });
    const parent = existing
      ? await tx.category.update({ where: { id: existing.id }, data: { icon, position: i }, select: { id: true } })
      : await tx.category.create({ data: { name: top.name, icon, position: i }, select: { id: true } });
    for (const [j, name] of top.subCategories.entries()) {
      // sub-categories carry their parent's icon
      await tx.category.upsert({
        where: { parentId_name: { parentId: parent.id, name } },
        create: { name, icon, position: j, parentId: parent.id },
        update: { icon, position: j },
        select: { id: true },
      });
      subs += 1;
    }
  }
  return subs;
}

async function seedSettings(tx: Tx) {
  await tx.setting.upsert({ where: { key: "fee" }, create: { key: "fee", value: DEFAULT_FEE }, update: {} });
  await tx.setting.upsert({ where: { key: "ads" }, create: { key: "ads", value: DEFAULT_ADS }, update: {} });
  await tx.setting.upsert({
    where: { key: "matchRadiusMiles" },
    create: { key: "matchRadiusMiles", value: DEFAULT_MATCH_RADIUS_MILES },
    update: {},
  });
  // the instant payout fee and the automatic payout hour (also inserted by their migration)
  await tx.setting.upsert({ where: { key: "payouts" }, create: { key: "payouts", value: { ...PAYOUT_POLICY_DEFAULTS } }, update: {} });
}

type Ctx = { tx: Tx; rnd: Random; passwordHash: string; now: Date };
type UserFields = {
  email: string;
  type: "customer" | "provider" | "admin";
  accountType?: "personal" | "company";
  firstName?: string;
  lastName?: string;
  company?: string;
  phone: string;
  reviewScore?: number;
  reviewCount?: number;
  companyDescription?: string;
  website?: string;
};

/** Creates the user or puts an existing demo user back into its demo state (password included). */
async function upsertUser({ tx, rnd, passwordHash, now }: Ctx, fields: UserFields, cityKey: CityKey): Promise<string> {
  const city = CITIES[cityKey];
  const streetNumber = String(rnd.int(100, 2400));
  const route = city.streets[rnd.int(0, city.streets.length - 1)];
  // a few hundred metres around the neighbourhood centre, so people do not all stand on one spot
  const lat = Number((city.lat + (rnd.next() - 0.5) * 0.02).toFixed(6));
  const lng = Number((city.lng + (rnd.next() - 0.5) * 0.02).toFixed(6));
  const createdAt = new Date(Date.UTC(2024, 0, 1) + rnd.int(0, 600) * 86_400_000);
  const lastActiveAt = new Date(now.getTime() - rnd.int(1, 72) * 3_600_000);
  const data = {
    type: fields.type,
    accountType: fields.accountType ?? null,
    firstName: fields.firstName ?? "",
    lastName: fields.lastName ?? "",
    company: fields.company ?? "",
    phone: fields.phone,
    passwordHash,
    location: `${streetNumber} ${route}, ${city.city}, ${city.state} ${city.zipcode}, USA`,
    streetNumber,
    route,
    city: city.city,
    state: city.state,
    county: city.county,
    country: "United States",
    zipcode: city.zipcode,
    lat,
    lng,
    reviewScore: fields.reviewScore ?? 0,
    reviewCount: fields.reviewCount ?? 0,
    companyDescription: fields.companyDescription ?? "",
    website: fields.website ?? "",
    // recomputed from the workers' reviews the jobs seed writes
    employerRating: 0,
    employerRatingCount: 0,
    os: "web",
    createdAt,
    lastActiveAt,
    deletedAt: null,
  };
  const user = await tx.user.upsert({
    where: { email: fields.email },
    create: { email: fields.email, ...data },
    update: data,
    select: { id: true },
  });
  return user.id;
}

async function writeProviderProfile(tx: Tx, userId: string, p: SeedProvider) {
  const profile = { title: p.title, overview: p.overview, skills: p.skills, hourlyRate: p.rate * 100, categories: p.categories };
  await tx.providerProfile.upsert({ where: { userId }, create: { userId, ...profile }, update: profile });
  // educations and employments have no natural key: replace them, so a second run leaves one copy
  await tx.education.deleteMany({ where: { userId } });
  await tx.employment.deleteMany({ where: { userId } });
  await tx.education.createMany({
    data: p.educations.map((e) => ({
      userId,
      name: e.name,
      degree: e.degree,
      fieldOfStudy: e.fieldOfStudy,
      description: e.description ?? "",
      from: e.from,
      to: e.to,
    })),
  });
  await tx.employment.createMany({
    data: p.employments.map((e) => ({
      userId,
      company: e.company,
      role: e.role,
      description: e.description ?? "",
      from: e.from,
      to: e.to,
    })),
  });
}

/** A generated one-page PDF through the storage service (local disk or S3), as an uploaded resume would be. */
async function writeResume(tx: Tx, userId: string, p: SeedProvider): Promise<boolean> {
  const bytes = resumePdf(p);
  const storageKey = `resumes/demo-${userId}.pdf`;
  try {
    await getStorage().put(storageKey, bytes, "application/pdf");
  } catch (err) {
    // demo data without a resume is still demo data: a storage outage must not stop the first start
    console.warn(`[seed] could not store the demo resume of ${p.email}:`, (err as Error).message);
    return false;
  }
  const name = `${p.firstName}-${p.lastName}-Resume.pdf`.normalize("NFD").replace(/[^A-Za-z0-9.-]/g, "");
  const row = { name, storageKey, size: bytes.length };
  await tx.resume.upsert({ where: { userId }, create: { userId, ...row }, update: row });
  return true;
}
