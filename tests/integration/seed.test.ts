// npm run db:seed: the demo data loads, loads again without duplicating anything, and its logins work.
// It runs the real script (node --import tsx prisma/seed.ts, as `npm start` does) against a database of its
// own: the seed writes global settings, which other test files of the shared database assert on. The demo
// availability, booking requests and timesheets are checked here too, on the same twice-seeded database
// (one database and two seed runs for all of the demo data, not one pair per area).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { verifyPassword } from "@/lib/auth/password";
import { getStorage } from "@/lib/integrations/storage/storage";
import { CATEGORY_TREE } from "@/prisma/seed/categories";
import { ADMIN, ADMIN2, DEMO_PASSWORD, EMPLOYERS, PROVIDERS } from "@/prisma/seed/people";
import { SEED_JOBS } from "@/prisma/seed/job-data";
import { SEED_REPORTED_CONVERSATIONS } from "@/prisma/seed/queues";
import { SEED_CONVERSATIONS } from "@/prisma/seed/conversations";
import { BOOKING_JOB_TITLES, SEED_BOOKINGS } from "@/prisma/seed/bookings";
import { SEED_FAVORITES } from "@/prisma/seed/roster";
import { SHIFT_SCENARIO_TITLES } from "@/prisma/seed/shift-scenarios";
import { HEADCOUNT_DEMO_TITLE } from "@/prisma/seed/headcount-demo";
import { DELIVERED_DEMO_NOTE, DELIVERED_DEMO_TITLE } from "@/prisma/seed/delivery";
import { createTestDatabase } from "../../scripts/lib/test-db.mjs";
import { runSeed } from "../../scripts/lib/seed.mjs";

/** Demo jobs written apart from the job data (prisma/seed/job-data.ts): the demo shifts, the posting for 6 workers
 *  and the jobs the confirmed demo booking requests hired (checked with the booking requests). */
const APART_TITLES = [...SHIFT_SCENARIO_TITLES, HEADCOUNT_DEMO_TITLE, ...BOOKING_JOB_TITLES];
const HOUR = 3_600_000;

const DEMO_EMAILS = [ADMIN.email, ADMIN2.email, ...EMPLOYERS.map((e) => e.email), ...PROVIDERS.map((p) => p.email)];

let testDb: { url: string; drop: () => Promise<void> };
let client: PrismaClient;

beforeAll(async () => {
  testDb = await createTestDatabase("seed");
  client = new PrismaClient({ adapter: new PrismaPg({ connectionString: testDb.url, max: 2 }) });
  runSeed(testDb.url);
  runSeed(testDb.url);
}, 180_000);

afterAll(async () => {
  await client?.$disconnect();
  await testDb?.drop();
});

describe("the demo data", () => {
  it("holds one copy of every demo account after two runs", async () => {
    const rows = await client.user.groupBy({ by: ["email"], _count: { _all: true } });
    expect(rows.map((r) => r.email).sort()).toEqual([...DEMO_EMAILS].sort());
    expect(rows.every((r) => r._count._all === 1)).toBe(true);
    // the per-user lists are replaced, not appended to
    expect(await client.education.count()).toBe(PROVIDERS.reduce((n, p) => n + p.educations.length, 0));
    expect(await client.employment.count()).toBe(PROVIDERS.reduce((n, p) => n + p.employments.length, 0));
    expect(await client.providerProfile.count()).toBe(PROVIDERS.length);
  });

  it("has the category tree once, each top category with sub-categories and an icon file", async () => {
    const tops = await client.category.findMany({
      where: { parentId: null },
      orderBy: { position: "asc" },
      include: { subCategories: { orderBy: { position: "asc" } } },
    });
    expect(tops.map((c) => c.name)).toEqual(CATEGORY_TREE.map((c) => c.name));
    expect(tops.length).toBeGreaterThanOrEqual(10);
    for (const top of tops) {
      expect(top.subCategories.length).toBeGreaterThanOrEqual(3);
      expect(top.subCategories.length).toBeLessThanOrEqual(8);
      expect(top.icon).toMatch(/^\/icons\/categories\/[a-z-]+\.svg$/);
      expect(fs.existsSync(path.join("public", top.icon))).toBe(true);
    }
    expect(await client.category.count()).toBe(CATEGORY_TREE.reduce((n, c) => n + 1 + c.subCategories.length, 0));
  });

  it("lets every well-known demo login sign in with the published password", async () => {
    const expected = {
      "employer@gigline.test": { type: "customer", accountType: "company", city: "Austin" },
      "employer2@gigline.test": { type: "customer", accountType: "personal" },
      "worker@gigline.test": { type: "provider", city: "Austin" },
      "worker2@gigline.test": { type: "provider" },
      "admin@gigline.test": { type: "admin" },
      "admin2@gigline.test": { type: "admin" },
    } as const;
    for (const [email, shape] of Object.entries(expected)) {
      const u = await client.user.findUniqueOrThrow({ where: { email } });
      expect(u).toMatchObject(shape);
      expect(await verifyPassword(DEMO_PASSWORD, u.passwordHash)).toBe(true);
      expect(await verifyPassword("wrong-password", u.passwordHash)).toBe(false);
    }
    const worker = await client.user.findUniqueOrThrow({ where: { email: "worker@gigline.test" }, include: { profile: true } });
    expect(worker.profile?.categories).toContain("Bartender");
  });

  it("has a $750 wallet correction waiting for the second admin, once after two runs", async () => {
    const admin = await client.user.findUniqueOrThrow({ where: { email: "admin@gigline.test" } });
    const second = await client.user.findUniqueOrThrow({ where: { email: "admin2@gigline.test" } });
    expect(second.totpEnabledAt).not.toBeNull();
    const waiting = await client.adminApproval.findMany({ where: { status: "pending", kind: "wallet_correction" } });
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ requestedById: admin.id, payload: { direction: "credit", amountCents: 75000 } });
  });

  it("gives providers full profiles whose categories exist in the tree", async () => {
    const names = new Set((await client.category.findMany({ select: { name: true } })).map((c) => c.name));
    const providers = await client.user.findMany({
      where: { type: "provider" },
      include: { profile: true, educations: true, employments: true, resume: true },
    });
    expect(providers).toHaveLength(PROVIDERS.length);
    for (const p of providers) {
      expect(p.profile?.title).toBeTruthy();
      expect(p.profile!.overview.length).toBeGreaterThanOrEqual(150);
      expect(p.profile!.overview.length).toBeLessThanOrEqual(900);
      expect(p.profile!.skills.length).toBeGreaterThan(0);
      expect(p.profile!.hourlyRate).toBeGreaterThan(0);
      expect(p.profile!.categories.every((c) => names.has(c))).toBe(true);
      expect(p.educations.length).toBeGreaterThanOrEqual(1);
      expect(p.employments.length).toBeGreaterThanOrEqual(1);
      expect(p.lat).not.toBeNull();
      expect(p.reviewScore).toBeGreaterThanOrEqual(1);
      expect(p.reviewScore).toBeLessThanOrEqual(5);
    }
    // a few overviews are long enough for Read More (over 700 characters)
    expect(providers.filter((p) => p.profile!.overview.length > 700).length).toBeGreaterThanOrEqual(3);
    // their resumes are real PDFs in the storage service
    const withResume = providers.filter((p) => p.resume);
    expect(withResume).toHaveLength(PROVIDERS.length);
    const file = await getStorage().get(withResume[0].resume!.storageKey);
    expect(Buffer.from(file!.bytes).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("stores the fee (5 percent) and three ads whose banners exist", async () => {
    const fee = await client.setting.findUniqueOrThrow({ where: { key: "fee" } });
    expect(fee.value).toBe(5);
    const ads = (await client.setting.findUniqueOrThrow({ where: { key: "ads" } })).value as {
      _id: string;
      title: string;
      image: string;
      link: string;
    }[];
    expect(ads).toHaveLength(3);
    for (const ad of ads) {
      expect(ad._id && ad.title && ad.link.startsWith("/dashboard/")).toBeTruthy();
      expect(fs.existsSync(path.join("public", ad.image))).toBe(true);
    }
  });

  it("keeps a fee the operator changed when it runs again", async () => {
    await client.setting.update({ where: { key: "fee" }, data: { value: 7 } });
    runSeed(testDb.url);
    expect((await client.setting.findUniqueOrThrow({ where: { key: "fee" } })).value).toBe(7);
  }, 60_000);
});

describe("the demo jobs", () => {
  it("exist once each after two runs, in every state, keeping their ids", async () => {
    // the jobs of the demo shifts (prisma/seed/shift-scenarios.ts) are checked below
    const jobs = await client.job.findMany({
      where: { title: { notIn: APART_TITLES } },
      include: { creator: { select: { email: true } } },
    });
    expect(jobs).toHaveLength(SEED_JOBS.length);
    const keys = jobs.map((j) => `${j.creator.email}|${j.title}`);
    expect(new Set(keys).size).toBe(SEED_JOBS.length);
    const byStatus = new Map<number, number>();
    for (const j of jobs) byStatus.set(j.status, (byStatus.get(j.status) ?? 0) + 1);
    for (const status of [0, 1, 2, 3]) expect(byStatus.get(status) ?? 0).toBeGreaterThan(0);
    // children are replaced, not appended to
    const want = (f: (j: (typeof SEED_JOBS)[number]) => number) => SEED_JOBS.reduce((n, j) => n + f(j), 0);
    expect(await client.proposal.count({ where: { job: { title: { notIn: APART_TITLES } } } })).toBe(want((j) => j.proposals?.length ?? 0));
    expect(await client.invite.count()).toBe(want((j) => j.invites?.length ?? 0));
    expect(await client.favorite.count()).toBe(want((j) => j.saves?.length ?? 0));
    expect(await client.contract.count({ where: { job: { title: { notIn: APART_TITLES } } } })).toBe(want((j) => (j.hire ? 1 : 0)));
    expect(await client.review.count()).toBe(want((j) => (j.review ? 1 : 0)));
    expect(new Set((await client.invite.findMany()).map((i) => i.status))).toEqual(new Set(["sent", "accepted", "declined"]));

    // a third run keeps the same job ids (public job URLs stay valid)
    const before = new Map(jobs.map((j) => [`${j.creator.email}|${j.title}`, j.id]));
    runSeed(testDb.url);
    const after = await client.job.findMany({
      where: { title: { notIn: APART_TITLES } },
      include: { creator: { select: { email: true } } },
    });
    expect(after).toHaveLength(SEED_JOBS.length);
    for (const j of after) expect(j.id).toBe(before.get(`${j.creator.email}|${j.title}`));
  }, 60_000);

  it("has one fixed-price contract delivered and waiting for its employer, due for automatic acceptance later", async () => {
    const delivered = await client.contract.findMany({ where: { deliveryStatus: { not: null } }, include: { job: true } });
    expect(delivered).toHaveLength(1);
    const [c] = delivered;
    expect(c).toMatchObject({ deliveryStatus: "delivered", deliveryNote: DELIVERED_DEMO_NOTE, completedAt: null, canceledAt: null });
    expect(c.job).toMatchObject({ title: DELIVERED_DEMO_TITLE, payType: "Fixed", status: 1 });
    expect(c.deliveryAutoAcceptAt!.getTime()).toBeGreaterThan(Date.now() + 40 * 3_600_000);
  });

  it("follows the state rules: contracts only once hired, reviews only on ended contracts, final price = hire price", async () => {
    // a backfilled shift's contract passed to a replacement who never applied: the demo shifts are checked below
    const jobs = await client.job.findMany({
      where: { title: { notIn: APART_TITLES } },
      include: { contract: true, review: true, proposals: true, invites: true },
    });
    for (const j of jobs) {
      if (j.status === 0) expect(j.contract).toBeNull();
      if (j.status === 1) expect(j.contract && !j.contract.completedAt && !j.contract.canceledAt).toBeTruthy();
      if (j.status === 2) expect(j.contract?.completedAt).toBeTruthy();
      if (j.status >= 2) expect(j.closedAt).toBeTruthy();
      if (j.review) {
        expect([2, 3]).toContain(j.status);
        expect(j.review.targetId).toBe(j.contract?.userId);
        expect(j.review.writerId).toBe(j.creatorId);
      }
      if (j.contract) {
        expect(j.price).toBe(j.contract.price);
        const hired = j.contract.userId;
        expect(
          j.proposals.some((p) => p.creatorId === hired) || j.invites.some((i) => i.employeeId === hired && i.status !== "declined"),
        ).toBe(true);
      } else {
        expect(j.price).toBe(j.initialPrice);
      }
      const questions = (j.screenQuestions as unknown[]).length;
      for (const p of j.proposals) expect(p.screenAnswers).toHaveLength(questions);
    }
  });

  it("gives the well-known demo pair a full picture", async () => {
    const employer = await client.user.findUniqueOrThrow({ where: { email: "employer@gigline.test" } });
    const worker = await client.user.findUniqueOrThrow({ where: { email: "worker@gigline.test" } });
    const mine = await client.job.findMany({
      where: { creatorId: employer.id },
      include: { proposals: true, invites: true, contract: true, review: true },
    });
    const open = mine.filter((j) => j.status === 0);
    expect(open.some((j) => j.proposals.length > 0)).toBe(true);
    expect(open.some((j) => j.invites.length > 0)).toBe(true);
    expect(mine.some((j) => j.status === 1 && j.contract?.userId === worker.id)).toBe(true);
    expect(mine.some((j) => j.status === 2 && j.review)).toBe(true);
    expect(mine.some((j) => j.status === 3)).toBe(true);
    // the demo employer can hire at the free level
    expect(employer.credit).toBeGreaterThan(0);

    // the worker: a pending invitation, a proposal, a saved job, and open jobs in Austin
    expect(await client.invite.count({ where: { employeeId: worker.id, status: "sent", job: { status: 0 } } })).toBeGreaterThan(0);
    expect(await client.proposal.count({ where: { creatorId: worker.id, job: { status: 0 } } })).toBeGreaterThan(0);
    expect(await client.favorite.count({ where: { userId: worker.id } })).toBeGreaterThan(0);
    expect(
      await client.job.count({ where: { status: 0, city: "Austin", proposals: { none: { creatorId: worker.id } } } }),
    ).toBeGreaterThanOrEqual(2);
    // the worker's reviewed job counts in their rating
    expect(await client.review.count({ where: { targetId: worker.id } })).toBeGreaterThan(0);
    const notes = await client.notification.count({ where: { userId: worker.id, type: "invite" } });
    expect(notes).toBeGreaterThan(0);
  });

  it("has the demo conversations once, some unread, counts matching the messages after the read marks", async () => {
    // and the conversations of the operations console's demo reports (prisma/seed/queues.ts)
    const all = [...SEED_CONVERSATIONS, ...SEED_REPORTED_CONVERSATIONS];
    expect(await client.chatChannel.count()).toBe(all.length);
    expect(await client.chatMessage.count()).toBe(all.reduce((n, c) => n + c.lines.length, 0));
    const worker = await client.user.findUniqueOrThrow({ where: { email: "worker@gigline.test" } });
    const members = await client.chatMember.findMany({ where: { userId: worker.id } });
    expect(members.reduce((n, m) => n + m.unreadCount, 0)).toBeGreaterThan(0);
    for (const m of await client.chatMember.findMany()) {
      const read = m.lastReadMessageId ? await client.chatMessage.findUniqueOrThrow({ where: { id: m.lastReadMessageId } }) : null;
      const after = await client.chatMessage.count({
        where: { channelId: m.channelId, receiverId: m.userId, ...(read ? { seq: { gt: read.seq } } : {}) },
      });
      expect(m.unreadCount).toBe(after);
    }
  });
});

describe("the demo queue items", () => {
  it("fill every queue once after the runs: reports, refused attempts per person, a reported review, an appeal, checks to oversee", async () => {
    const items = await client.queueItem.findMany({ where: { state: { in: ["open", "assigned"] } } });
    const count = (kind: string) => items.filter((i) => i.kind === kind).length;
    expect(count("chat_report")).toBe(2);
    expect(count("contact_attempts")).toBe(2);
    expect(count("review_report")).toBe(1);
    expect(count("reliability_appeal")).toBe(1);
    expect(count("dispute")).toBe(1);
    // the two "consider" checks under way (one with the pre-adverse notice sent, one with no step: overdue)
    expect(count("adverse_action")).toBe(2);
    expect(await client.queueItem.count()).toBe(items.length);
  });
});

describe("the demo wallets", () => {
  it("give the demo employer and worker a history whose sums hold, once after three runs", async () => {
    const wallet = async (email: string) => {
      const u = await client.user.findUniqueOrThrow({ where: { email } });
      return client.ledgerAccount.findUnique({ where: { id: `wallet:${u.id}` } });
    };
    // employer: $2,500.00 deposit − ($562.00 + 5 % fee $28.10) − the approved demo shift (prisma/seed/approvals.ts),
    // of which the demo shifts' holds are held apart; worker: $562.00 earned − $200.00 withdrawn (+ that shift,
    // when the demo worker worked it)
    // … and the adjusted minutes of the disputed demo shift (prisma/seed/disputes.ts), whose disputed part is set aside
    const approvals = await client.ledgerJournal.findMany({
      where: { kind: "pay", reference: { in: ["pay:timesheet:seed-timesheet-approved", "pay:timesheet:seed-timesheet-disputed"] } },
      select: { entries: { select: { accountId: true, amountCents: true } } },
    });
    expect(approvals).toHaveLength(2);
    const moved = async (email: string) => {
      const u = await client.user.findUniqueOrThrow({ where: { email } });
      return (
        approvals
          .flatMap((j) => j.entries)
          // the disputed shift was paid from its hold (seeded after the holds): the employer's side of it
          .filter((e) => e.accountId === `wallet:${u.id}` || (email === "employer@gigline.test" && e.accountId.startsWith("held:")))
          .reduce((n, e) => n + e.amountCents, 0)
      );
    };
    expect(await moved("employer@gigline.test")).toBeLessThan(0);
    const boss = await client.user.findUniqueOrThrow({ where: { email: "employer@gigline.test" } });
    const [held] = await client.$queryRaw<{ cents: bigint; n: bigint }[]>`
      SELECT COALESCE(SUM(a."balanceCents"), 0) AS cents, count(*) AS n FROM "LedgerAccount" a
      JOIN "Contract" c ON a."id" = 'held:' || c."id" JOIN "Job" j ON j."id" = c."jobId" WHERE j."creatorId" = ${boss.id}`;
    expect(Number(held.n)).toBeGreaterThan(0);
    const [disputed] = await client.$queryRaw<{ cents: bigint }[]>`
      SELECT COALESCE(SUM(a."balanceCents"), 0) AS cents FROM "LedgerAccount" a WHERE a."kind" = 'disputed'`;
    expect(Number(disputed.cents)).toBeGreaterThan(0);
    expect(Number((await wallet("employer@gigline.test"))!.balanceCents) + Number(held.cents) + Number(disputed.cents)).toBe(
      250_000 - 59_010 + (await moved("employer@gigline.test")),
    );
    expect(
      await client.contract.count({ where: { job: { creatorId: boss.id }, holdCents: { not: null }, fundedAt: null } }),
    ).toBeGreaterThan(0);
    expect(Number((await wallet("worker@gigline.test"))!.balanceCents)).toBe(56_200 - 20_000 + (await moved("worker@gigline.test")));
    // deposit, pay, withdraw, withdraw_paid, the approved and the disputed shifts' pay (the holds' and the demo
    // dispute's journals apart: a run places them anew)
    expect(
      await client.ledgerJournal.count({ where: { kind: { notIn: ["hold", "hold_release", "dispute_freeze", "dispute_resolve"] } } }),
    ).toBe(6);
    expect(await client.withdrawal.count()).toBe(1);
    const [sums] = await client.$queryRaw<{ total: bigint; unbalanced: bigint }[]>`
      SELECT COALESCE(SUM("amountCents"), 0) AS total,
        (SELECT count(*) FROM (SELECT 1 FROM "LedgerEntry" GROUP BY "journalId" HAVING SUM("amountCents") <> 0) u) AS unbalanced
      FROM "LedgerEntry"`;
    expect(Number(sums.total)).toBe(0);
    expect(Number(sums.unbalanced)).toBe(0);
  });
});

describe("the demo billing data", () => {
  it("gives the demo employer one redeem credit due within 3 days, shown in the credit count, once after three runs", async () => {
    const u = await client.user.findUniqueOrThrow({ where: { email: "employer@gigline.test" } });
    const grants = await client.creditGrant.findMany({ where: { userId: u.id } });
    expect(grants).toHaveLength(1);
    expect(grants[0].redeemedAt).toBeNull();
    const days = (grants[0].redeemAt.getTime() - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(0);
    expect(days).toBeLessThanOrEqual(3);
  });
});

describe("demo availability", () => {
  it("gives every demo provider weekly hours, one no-repeat date and slots in the coming two weeks, once", async () => {
    const rows = await client.$queryRaw<{ email: string; weekly: number; once: number; upcoming: number }[]>`
      select u.email,
             (select count(*)::int from "AvailabilityRule" r where r."userId" = u.id and r.kind = 'weekly') weekly,
             (select count(*)::int from "AvailabilityRule" r where r."userId" = u.id and r.kind = 'once') once,
             (select count(*)::int from "AvailabilitySlot" s where s."userId" = u.id
                and s.during && tstzrange(now(), now() + interval '14 days')) upcoming
      from "User" u where u.type = 'provider' order by u.email`;
    expect(rows.map((r) => r.email).sort()).toEqual(PROVIDERS.map((p) => p.email).sort());
    for (const r of rows) {
      expect(r.weekly, r.email).toBeGreaterThanOrEqual(2);
      expect(r.once, r.email).toBe(1);
      expect(r.upcoming, r.email).toBeGreaterThanOrEqual(4);
    }
  });
});

describe("demo booking requests", () => {
  it("has requests in every state for the demo employer, and a second run does not double them", async () => {
    const employer = await client.user.findUniqueOrThrow({ where: { email: "employer@gigline.test" } });
    const rows = await client.bookingRequest.findMany({
      where: { creatorId: employer.id },
      include: { employees: { include: { user: true } } },
    });
    expect(rows).toHaveLength(SEED_BOOKINGS.length);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["sent", "accepted", "declined", "expired"]));
    expect(new Set(rows.flatMap((r) => r.employees.map((e) => e.status)))).toEqual(
      new Set(["active", "waiting", "accepted", "declined", "expired"]),
    );
    // a pending request's shift comes after the active employee's 24-hour answer window, and the title's
    // "Saturday morning" is a Saturday morning in Austin
    for (const r of rows.filter((r) => r.status === "sent")) expect(r.shiftDate.getTime()).toBeGreaterThan(Date.now() + 24 * 3_600_000);
    const saturday = rows.find((r) => r.title === "Event setup crew, Saturday morning")!;
    const local = new Intl.DateTimeFormat("en-US", {
      timeZone: saturday.timezone,
      weekday: "long",
      hour: "numeric",
      minute: "2-digit",
    }).format(saturday.shiftDate);
    expect(local).toBe("Saturday 8:00 AM");
    const pending = rows.find((r) => r.title === "Bartender for a corporate mixer")!;
    expect(pending.employees.find((e) => e.status === "active")?.user.email).toBe("worker@gigline.test");
    const confirmed = rows.find((r) => r.status === "accepted")!;
    expect(confirmed.jobId).not.toBeNull();
    const job = await client.job.findUniqueOrThrow({ where: { id: confirmed.jobId! }, include: { contract: true, shifts: true } });
    expect(job.status).toBe(1);
    const hired = confirmed.employees.find((e) => e.status === "accepted")!;
    expect(job.contract?.userId).toBe(hired.userId);
    // hired as an accept hires: the job's dates are the request's, and the worker's shift is written
    expect([job.shiftStart?.getTime(), job.shiftEnd?.getTime()]).toEqual([confirmed.shiftDate.getTime(), confirmed.shiftEnd.getTime()]);
    expect(job.shifts.map((x) => [x.userId, x.bookingId, x.contractId, x.status, x.start.getTime(), x.end.getTime()])).toEqual([
      [hired.userId, confirmed.id, job.contract!.id, "booked", confirmed.shiftDate.getTime(), confirmed.shiftEnd.getTime()],
    ]);
  });

  it("lets the demo worker confirm their booked shift now: inside the 48-hour window, before the 12-hour deadline", async () => {
    const worker = await client.user.findUniqueOrThrow({ where: { email: "worker@gigline.test" } });
    const shifts = await client.shift.findMany({ where: { userId: worker.id, status: "booked", bookingId: { not: null } } });
    const now = Date.now();
    const open = shifts.filter((x) => x.start.getTime() - 48 * HOUR <= now && now < x.start.getTime() - 12 * HOUR);
    expect(open).toHaveLength(1);
    // the bell's "You are booked" notice with its Confirm action, once after the runs
    expect(await client.notification.count({ where: { userId: worker.id, type: "shift_booked", jobId: open[0].jobId } })).toBe(1);
  });

  it("gives every accepted booking and dated hire its shift, and never offers a worker overlapping times", async () => {
    const accepted = await client.bookingRequest.findMany({ where: { status: "accepted" }, include: { employees: true } });
    expect(accepted.length).toBeGreaterThan(0);
    for (const r of accepted) {
      const hired = r.employees.find((e) => e.status === "accepted")!;
      const live = await client.shift.count({
        where: { userId: hired.userId, jobId: r.jobId!, status: { in: ["booked", "confirmed"] }, end: r.shiftEnd },
      });
      expect(live, r.title).toBe(1);
    }
    const dated = await client.job.findMany({ where: { status: 1, shiftStart: { not: null } }, include: { contract: true } });
    expect(dated.length).toBeGreaterThanOrEqual(3);
    for (const j of dated) {
      expect(await client.shift.count({ where: { contractId: j.contract!.id, status: { in: ["booked", "confirmed"] } } }), j.title).toBe(1);
    }
    // a worker's rows of two requests, or a row and a shift of theirs from another job, never overlap
    const [{ overlaps }] = await client.$queryRaw<{ overlaps: bigint }[]>`
      select count(*) as overlaps from "BookingEmployee" a join "BookingRequest" ra on ra.id = a."requestId"
      join "BookingEmployee" b on b."userId" = a."userId" and b.id > a.id join "BookingRequest" rb on rb.id = b."requestId"
      where tstzrange(ra."shiftDate", ra."shiftEnd") && tstzrange(rb."shiftDate", rb."shiftEnd")`;
    expect(Number(overlaps)).toBe(0);
    const [{ busy }] = await client.$queryRaw<{ busy: bigint }[]>`
      select count(*) as busy from "BookingEmployee" e join "BookingRequest" r on r.id = e."requestId"
      join "Shift" s on s."userId" = e."userId" and s.status in ('booked', 'confirmed')
        and s."bookingId" is distinct from r.id and s."jobId" is distinct from r."jobId"
      where tstzrange(r."shiftDate", r."shiftEnd") && tstzrange(s.start, s."end")`;
    expect(Number(busy)).toBe(0);
  });
});

describe("the demo employer's team", () => {
  it("has the seeded favourites once after two runs, not the demo worker, and nobody blocked", async () => {
    const employer = await client.user.findUniqueOrThrow({ where: { email: "employer@gigline.test" } });
    const rows = await client.rosterEntry.findMany({ where: { employerId: employer.id }, include: { worker: true } });
    expect(rows.map((r) => r.worker.email).sort()).toEqual(SEED_FAVORITES.map((f) => f.email).sort());
    expect(rows.every((r) => r.kind === "favorite" && r.worker.type === "provider")).toBe(true);
    expect(rows.map((r) => r.worker.email)).not.toContain("worker@gigline.test");
  });
});

// last: its second test runs the seed a third time
const snapshot = async () =>
  (
    await client.timeEntry.findMany({
      orderBy: [{ userId: "asc" }, { start: "asc" }],
      select: { contractId: true, start: true, end: true, memo: true, type: true },
    })
  ).map((e) => ({ ...e, start: e.start.toISOString(), end: e.end.toISOString() }));

describe("the demo timesheets", () => {
  it("cover every progressing hourly demo job, tracked and manual, before today and after the hire, without overlaps", async () => {
    const contracts = await client.contract.findMany({
      // the demo shifts (below) are still to come: no time yet
      where: { job: { status: 1, payType: "Hourly", title: { notIn: APART_TITLES } } },
      select: { id: true, createdAt: true, userId: true, user: { select: { email: true } }, timeEntries: true },
    });
    expect(contracts.length).toBeGreaterThanOrEqual(2);
    expect(contracts.map((c) => c.user.email)).toContain("worker@gigline.test");
    for (const c of contracts) {
      expect(c.timeEntries.length, c.user.email).toBeGreaterThan(0);
      for (const e of c.timeEntries) {
        expect(e.start.getTime()).toBeGreaterThanOrEqual(c.createdAt.getTime());
        expect(e.end.getTime()).toBeLessThan(Date.now());
        expect(e.end.getTime()).toBeGreaterThan(e.start.getTime());
      }
    }
    const types = new Set(contracts.flatMap((c) => c.timeEntries.map((e) => e.type)));
    expect(types).toEqual(new Set(["track", "manual"]));
    const [{ overlaps }] = await client.$queryRaw<{ overlaps: bigint }[]>`
      select count(*) as overlaps from "TimeEntry" a join "TimeEntry" b on a."userId" = b."userId" and a.id < b.id
      where tstzrange(a.start, a."end") && tstzrange(b.start, b."end")`;
    expect(Number(overlaps)).toBe(0);
  });

  it("another run writes the same timesheet entries (no duplicates)", async () => {
    const before = await snapshot();
    runSeed(testDb.url);
    const after = await snapshot();
    expect(after.map(({ contractId: _c, ...rest }) => rest)).toEqual(before.map(({ contractId: _c, ...rest }) => rest));
  }, 180_000);
});

describe("the demo reliability history", () => {
  it("gives the demo worker past shifts with one late cancellation and one late clock-in, and a score, once", async () => {
    const worker = await client.user.findUniqueOrThrow({ where: { email: "worker@gigline.test" } });
    const events = await client.reliabilityEvent.findMany({ where: { userId: worker.id }, include: { shift: true } });
    expect(events).toHaveLength(6);
    expect(events.filter((e) => e.kind === "late_cancel")).toHaveLength(1);
    expect(events.filter((e) => e.kind === "late_clock_in")).toHaveLength(1);
    expect(events.every((e) => e.shift.end.getTime() < Date.now())).toBe(true);
    expect(worker.reliabilityScore).toBeGreaterThan(50);
    expect(worker.reliabilityScore).toBeLessThan(100);
    const second = await client.user.findUniqueOrThrow({ where: { email: "worker2@gigline.test" } });
    expect(second.reliabilityScore).toBe(100);
  });
});

describe("the demo shifts", () => {
  it("show a shift waiting for its confirmation and a late cancellation filled by backfill, once after the runs", async () => {
    const jobs = await client.job.findMany({ where: { title: { in: SHIFT_SCENARIO_TITLES } }, include: { creator: true } });
    expect(jobs.map((j) => j.creator.email)).toEqual(["employer3@gigline.test", "employer3@gigline.test"]);
    const pending = await client.shift.findMany({ where: { job: { title: SHIFT_SCENARIO_TITLES[0] } }, include: { user: true } });
    expect(pending.map((s) => [s.user.email, s.status, s.confirmedAt])).toEqual([["ryan.oconnor@gigline.test", "booked", null]]);
    expect(pending[0].start.getTime()).toBeGreaterThan(Date.now());

    const backfill = await client.backfill.findFirstOrThrow({
      where: { job: { title: SHIFT_SCENARIO_TITLES[1] } },
      include: {
        shift: { include: { user: true } },
        offers: { include: { user: true } },
        booking: true,
        job: { include: { contract: true } },
      },
    });
    expect(backfill.status).toBe("filled");
    expect(backfill.shift.user.email).toBe("hannah.schultz@gigline.test");
    expect(backfill.shift.status).toBe("canceled");
    const filled = await client.shift.findUniqueOrThrow({ where: { id: backfill.filledShiftId! }, include: { user: true } });
    expect([filled.user.email, filled.status]).toEqual(["marcus.johnson@gigline.test", "confirmed"]);
    expect(backfill.job.contract?.userId).toBe(filled.userId);
    expect(backfill.offers.map((o) => o.status).sort()).toEqual(["accepted", "lost"]);
    expect(backfill.booking?.status).toBe("accepted");
    const late = await client.reliabilityEvent.findMany({ where: { shiftId: backfill.shiftId } });
    expect(late.map((e) => e.kind)).toEqual(["late_cancel"]);
  });
});

describe("the demo posting for several workers", () => {
  it("needs 6 workers, is still open and has 3 hired, each with their own contract and shift, once after the runs", async () => {
    const postings = await client.job.findMany({ where: { title: HEADCOUNT_DEMO_TITLE, parentJobId: null }, include: { seats: true } });
    expect(postings.map((p) => [p.headcount, p.status, p.seats.length])).toEqual([[6, 0, 3]]);
    const ids = [postings[0].id, ...postings[0].seats.map((s) => s.id)];
    const contracts = await client.contract.findMany({ where: { jobId: { in: ids } } });
    expect(new Set(contracts.map((c) => c.userId)).size).toBe(3);
    expect(await client.shift.count({ where: { jobId: { in: ids }, status: "booked" } })).toBe(3);
    // the posting is still hiring: one applicant waits, the three hired applied first
    expect(await client.proposal.count({ where: { jobId: postings[0].id } })).toBe(4);
  });
});
