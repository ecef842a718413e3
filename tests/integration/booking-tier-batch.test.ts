// Many tiered requests whose tier ends at the same moment: one `booking_tier` job opens the next tier of all
// that are due (each asked worker told: notice, live event, e-mail), skips a request answered or canceled
// meanwhile and one being answered right now, and a job that runs twice opens nothing more.
import { describe, expect, it } from "vitest";
import { db, pool } from "@/lib/db";
import { enqueue, runDueJobs } from "@/lib/background/queue";
import { writeRequest } from "@/lib/booking/create-booking";
import { tierTask } from "@/lib/booking/tier-open";
import { SHIFT_POLICY_DEFAULTS } from "@/lib/settings/shift-policy";
import { createBookingSchema } from "@/lib/booking/schemas";
import { api, employer, payload, tomorrow, worker } from "./booking-kit";

type Person = Awaited<ReturnType<typeof worker>>;
const MIN = 60_000;

/**
 * `n` requests of one employer asked in tiers (one roster worker, two best matches, one more), request j asking
 * workers j … j+3 of a crew of eight (neighbouring requests share workers). Answers the requests' ids and, per
 * request, its people by tier.
 */
async function tieredRequests(n: number) {
  const boss = await employer();
  const crew: Person[] = [];
  for (let i = 0; i < 8; i++) crew.push(await worker(`W${i}`));
  const start = new Date(tomorrow());
  const ids: string[] = [];
  const people = new Map<string, Person[]>();
  for (let j = 0; j < n; j++) {
    const mine = [0, 1, 2, 3].map((k) => crew[(j + k) % crew.length]);
    const id = await db.$transaction((tx) =>
      writeRequest(
        tx,
        { ...boss.user, accountType: "company" },
        {
          ...createBookingSchema.parse(payload({ title: `Tiered shift ${j}`, responseTimeLimit: 60 })),
          timezone: "America/Chicago",
          autoPicked: true,
          seriesId: null,
          employees: mine.map((p) => p.user.id),
          tiers: [1, 2, 2, 3],
        },
        { start, end: new Date(start.getTime() + 8 * 3_600_000) },
        new Date(),
      ),
    );
    ids.push(id);
    people.set(id, mine);
  }
  return { boss, ids, people, tier2: (id: string) => people.get(id)!.slice(1, 3), roster: (id: string) => people.get(id)![0] };
}

/** The roster tier's window of these requests ends now: their tier jobs are due. */
async function tierEnds(ids: string[]) {
  await pool().query(`update graphile_worker._private_jobs set run_at = now() - interval '1 second' where key = any($1::text[])`, [
    ids.map((id) => `booking-tier:${id}`),
  ]);
}

async function rowsOf(id: string) {
  return db.bookingEmployee.findMany({
    where: { requestId: id },
    orderBy: { position: "asc" },
    select: { userId: true, tier: true, status: true },
  });
}

async function tierJob(id: string) {
  const q = await pool().query(`select run_at, payload from graphile_worker._private_jobs where key = $1`, [`booking-tier:${id}`]);
  return q.rows[0] ? { runAt: new Date(q.rows[0].run_at), payload: q.rows[0].payload } : null;
}

const offersTo = (id: string, userIds: string[]) =>
  db.notification.count({ where: { requestId: id, type: "booking_request_sent", userId: { in: userIds } } });

/** Of these people, those who got the e-mail of request number `j` (the mail jobs have run). */
async function mailedAbout(j: number, people: Person[]) {
  const rows = await db.mailOutbox.findMany({
    where: { to: { in: people.map((p) => p.user.email) }, subject: { contains: `"Tiered shift ${j}"` } },
    select: { to: true },
  });
  return rows.map((r) => r.to).sort();
}

describe("the next tier of many requests at once", () => {
  it("one due job opens the next tier of every request due with it; each worker asked is told", async () => {
    const { boss, ids, tier2, roster } = await tieredRequests(16);
    await tierEnds(ids);
    const before = Date.now();

    expect(await tierTask({ requestId: ids[5], tier: 1 })).toBe(2);

    // that one run opened every request due with it
    for (const id of ids) {
      const rows = await rowsOf(id);
      // the roster worker's offer stays open, the best matches are asked, the last tier waits
      expect(rows.map((r) => [r.tier, r.status])).toEqual([
        [1, "active"],
        [2, "active"],
        [2, "active"],
        [3, "waiting"],
      ]);
      expect(
        await offersTo(
          id,
          tier2(id).map((p) => p.user.id),
        ),
      ).toBe(2);
      expect(await offersTo(id, [roster(id).user.id])).toBe(1);
      // the employer's screens hear of the change (the request's creation, then this)
      expect(
        await db.realtimeEvent.count({ where: { userId: boss.user.id, payload: { path: ["requestId"], equals: id } } }),
      ).toBeGreaterThanOrEqual(2);
      // the last tier opens when the best matches' window ends
      const job = (await tierJob(id))!;
      expect(job.payload).toEqual({ requestId: id, tier: 2 });
      expect(job.runAt.getTime()).toBeGreaterThanOrEqual(before + SHIFT_POLICY_DEFAULTS.matchTierMinutes * MIN - 1000);
    }
    // and e-mailed each worker it asked
    await runDueJobs();
    for (const [j, id] of ids.entries())
      expect(await mailedAbout(j, tier2(id))).toEqual(
        tier2(id)
          .map((p) => p.user.email)
          .sort(),
      );
    // a worker of tier 2 now sees the request, with their own deadline
    const w = tier2(ids[0])[0];
    const seen = await api.get(w.token, ids[0]);
    expect(seen.status).toBe(200);
    expect(seen.json.request.me.status).toBe("active");
  });

  it("a request answered or canceled meanwhile gets no new tier; one being answered right now opens by its own job", async () => {
    const { boss, ids, tier2, roster, people } = await tieredRequests(5);
    const [answered, canceled, busy, plain, declined] = ids;
    expect((await api.accept(roster(answered).token, answered)).status).toBe(200);
    expect((await api.del(boss.token, canceled)).status).toBe(200);
    // the roster worker declined: nobody of the open tier is left, the best matches are asked at once
    expect((await api.decline(roster(declined).token, declined)).status).toBe(200);
    expect((await rowsOf(declined)).map((r) => r.status)).toEqual(["declined", "active", "active", "waiting"]);
    // their roster tier's jobs were already on their way when the answer, the cancel and the decline came
    for (const id of [answered, canceled, declined])
      await enqueue("booking_tier", { requestId: id, tier: 1 }, { jobKey: `booking-tier:${id}` });
    await tierEnds(ids);

    // `busy` is locked by an answer in progress: the batch goes on without it instead of waiting
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let lockedNow!: () => void;
    const locked = new Promise<void>((r) => (lockedNow = r));
    const answering = db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "BookingRequest" WHERE "id" = ${busy} FOR UPDATE`;
        lockedNow();
        await held;
      },
      { timeout: 30_000 },
    );
    await locked;
    expect(await tierTask({ requestId: plain, tier: 1 })).toBe(2);
    expect((await rowsOf(busy)).filter((r) => r.tier === 2).map((r) => r.status)).toEqual(["waiting", "waiting"]);
    release();
    await answering;

    for (const id of [answered, canceled]) {
      expect((await rowsOf(id)).filter((r) => r.tier === 2 && r.status === "active")).toEqual([]);
      expect(
        await offersTo(
          id,
          tier2(id).map((p) => p.user.id),
        ),
      ).toBe(0);
    }
    // the request that was locked opens by its own job, which is still queued
    await runDueJobs();
    expect((await rowsOf(busy)).filter((r) => r.tier === 2).map((r) => r.status)).toEqual(["active", "active"]);
    expect((await rowsOf(plain)).filter((r) => r.tier === 2).map((r) => r.status)).toEqual(["active", "active"]);
    for (const id of [answered, canceled]) expect((await rowsOf(id)).filter((r) => r.tier === 2 && r.status === "active")).toEqual([]);
    // the declined one's late roster job opened no second tier: the last one still waits for its own window
    expect((await rowsOf(declined)).map((r) => r.status)).toEqual(["declined", "active", "active", "waiting"]);
    expect(await offersTo(declined, [people.get(declined)![3].user.id])).toBe(0);
  });

  it("running the job twice, or the queue again, changes nothing", async () => {
    const { ids, people } = await tieredRequests(5);
    await tierEnds(ids);
    expect(await tierTask({ requestId: ids[0], tier: 1 })).toBe(2);
    const snapshot = async () => ({
      rows: await Promise.all(ids.map(rowsOf)),
      offers: await db.notification.count({ where: { requestId: { in: ids } } }),
      jobs: await Promise.all(ids.map(tierJob)),
    });
    const after = await snapshot();

    // the same job again (a worker that crashed before recording it), for this request and for another
    expect(await tierTask({ requestId: ids[0], tier: 1 })).toBe(0);
    expect(await tierTask({ requestId: ids[3], tier: 1 })).toBe(0);
    await runDueJobs();
    expect(await snapshot()).toEqual(after);
    // nobody of the last tier was asked
    for (const id of ids) expect(await offersTo(id, [people.get(id)![3].user.id])).toBe(0);
  });
});
