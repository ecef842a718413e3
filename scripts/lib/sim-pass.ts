// One pass of `npm run sim:shifts` on a fresh database of its own: the world is seeded, every planned shift is
// booked through the real calls (a booking request's writeRequest and the worker's acceptBooking, or a dated
// job's hireProvider), then the virtual clock
// (sim-clock.ts) plays the seeded fates and the product's background tasks to the end of the last shift.
// `backfill: false` is the baseline: the same drops, and the `backfill:start` jobs they queue are removed unrun.
import { Agenda, runClock, type QueueStats, type TaskRunner } from "./sim-clock";
import { CITIES, keyedRandom, seedWorld, type BookVia, type PlannedShift, type World } from "./sim-world";
import { measureOutcome, type PassOutcome } from "./sim-measure";
import type { AuthUser } from "@/lib/session/current-user";

export type PassOptions = {
  seed: number;
  shifts: number;
  workers: number;
  employers: number;
  book: BookVia;
  backfill: boolean;
  /** the virtual start (ms), the same for both passes */
  t0: number;
};

/** The response model of an offered worker (a backfill offer): seeded per shift and worker. */
export const RESPONSE_MODEL = {
  /** accepts, after 2 min + an exponential delay of this mean (minutes), if the offer is still open then */
  acceptShare: 0.3,
  acceptMeanMinutes: 30,
  /** declines, after 5–60 minutes */
  declineShare: 0.2,
  /** the rest never answer */
};

/**
 * The arrival model: a worker who will come taps "On my way" (the 2-hour reminder asks them to) with this share,
 * at a seeded time 90–35 minutes before the start (a replacement who took the shift later: soon after taking
 * it); the rest forget and simply come. A worker who will not show taps it anyway with `noShowTapShare`.
 */
export const ARRIVAL_MODEL = {
  tapShare: 0.95,
  noShowTapShare: 0.2,
  earliestMinutes: 90,
  latestMinutes: 35,
};

const MIN = 60_000;
const HOUR = 60 * MIN;

export async function runPass(o: PassOptions): Promise<PassOutcome> {
  const wall0 = Date.now();
  const { createTestDatabase } = await import("./test-db.mjs");
  const dbh = await createTestDatabase(o.backfill ? "simbf" : "simbase");
  Object.assign(process.env, { DATABASE_URL: dbh.url, NEXTAUTH_SECRET: "gigline-sim-secret", DATABASE_POOL_SIZE: "4" });
  const { db, pool } = await import("@/lib/db");
  const { ensureQueueSchema } = await import("@/lib/background/queue");
  try {
    await ensureQueueSchema();
    const t0 = new Date(o.t0);
    const world = await seedWorld({ ...o, t0 });
    const seeded = Date.now();
    const shiftIds = await bookAll(world, t0, o.seed);
    const booked = Date.now();
    const stats: QueueStats = { ran: {}, dropped: {}, failed: {}, errors: [] };
    const outcomes: Record<string, number> = {};
    const count = (k: string) => (outcomes[k] = (outcomes[k] ?? 0) + 1);
    const agenda = new Agenda();
    scheduleFates(agenda, world, shiftIds, o.seed, count);
    const offers = offerWatcher(agenda, world, shiftIds, o.seed, count);
    const until = Math.max(...world.plan.map((p) => p.end.getTime())) + HOUR;
    const clock = await runClock(pool(), agenda, t0, until, await taskRunners(o.backfill), stats, offers);
    const played = Date.now();
    const measured = await measureOutcome(world, shiftIds);
    return {
      ...measured,
      backfill: o.backfill,
      outcomes,
      queue: stats,
      steps: clock.steps,
      virtualDays: (clock.end.getTime() - t0.getTime()) / 86_400_000,
      seconds: {
        seed: (seeded - wall0) / 1000,
        book: (booked - seeded) / 1000,
        play: (played - booked) / 1000,
        total: (Date.now() - wall0) / 1000,
      },
    };
  } finally {
    await Promise.allSettled([db.$disconnect(), pool().end()]);
    await dbh.drop();
  }
}

/**
 * Books every planned shift at t0: a standard request to one worker of the shift's city who is available that
 * weekday and free then (fewest shifts so far first), accepted by that worker. Answers the Shift ids by index
 * (null where nobody was free).
 */
async function bookAll(world: World, t0: Date, seed: number): Promise<(string | null)[]> {
  const busy: [number, number][][] = world.workers.map(() => []);
  const ids: (string | null)[] = [];
  for (const p of world.plan) {
    const c = CITIES[p.city];
    const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(
      new Intl.DateTimeFormat("en-US", { timeZone: c.tz, weekday: "short" }).format(p.start),
    );
    const free = world.workers
      .map((_, wi) => wi)
      .filter(
        (wi) =>
          world.workerCity[wi] === p.city &&
          world.workerDays[wi].includes(weekday) &&
          busy[wi].every(([a, b]) => b <= p.start.getTime() || a >= p.end.getTime()),
      )
      .sort(
        (a, b) => busy[a].length - busy[b].length || keyedRandom(seed, `pick:${p.index}:${a}`) - keyedRandom(seed, `pick:${p.index}:${b}`),
      );
    if (!free.length) {
      ids.push(null);
      continue;
    }
    const wi = free[0];
    const shiftId = p.via === "hire" ? await hire(world, p, wi) : await request(world, p, wi, t0);
    busy[wi].push([p.start.getTime(), p.end.getTime()]);
    ids.push(shiftId);
  }
  return ids;
}

/** A booking request to the one worker (writeRequest, as booking_request/create writes it), accepted by them. */
async function request(world: World, p: PlannedShift, wi: number, t0: Date): Promise<string> {
  const { db } = await import("@/lib/db");
  const { writeRequest } = await import("@/lib/booking/create-booking");
  const { acceptBooking } = await import("@/lib/booking/answer");
  const c = CITIES[p.city];
  const employer = world.employers[p.employer];
  const requestId = await db.$transaction((tx) =>
    writeRequest(
      tx,
      employer,
      {
        title: `Event staff shift ${p.index}`,
        description: "Set up, serve and clear an event.",
        location: `${c.city}, ${c.state}`,
        street_number: "",
        route: "",
        city: c.city,
        state: c.state,
        county: "",
        country: "US",
        zipcode: "",
        lat: c.lat,
        lng: c.lng,
        shiftTime: new Intl.DateTimeFormat("en-US", { timeZone: c.tz, hour: "2-digit", minute: "2-digit" }).format(p.start),
        arrivalNotes: "",
        contactName: "",
        whatToBring: "",
        timezone: c.tz,
        payType: p.payType,
        price: p.price,
        bookingType: "standard",
        responseTimeLimit: 60,
        isRecurring: false,
        repeatDuration: null,
        repeatOn: [],
        autoPicked: false,
        seriesId: null,
        employees: [world.workers[wi].id],
      },
      { start: p.start, end: p.end },
      t0,
    ),
  );
  await acceptBooking(world.workers[wi], requestId, t0);
  return (await db.shift.findFirstOrThrow({ where: { bookingId: requestId }, select: { id: true } })).id;
}

/** A dated hire: a one-time job with the shift's times and the worker's proposal (written directly), hired by job/hire's use case. */
async function hire(world: World, p: PlannedShift, wi: number): Promise<string> {
  const { db } = await import("@/lib/db");
  const { hireProvider } = await import("@/lib/contracts/hire-provider");
  const c = CITIES[p.city];
  const cents = p.price * 100;
  const duration = p.payType === "Hourly" ? (p.end.getTime() - p.start.getTime()) / HOUR : 1;
  const job = await db.job.create({
    data: {
      creatorId: world.employers[p.employer].id,
      title: `Event staff shift ${p.index}`,
      description: "Set up, serve and clear an event.",
      payType: p.payType,
      price: cents,
      initialPrice: cents,
      duration,
      type: "One-time job",
      location: `${c.city}, ${c.state}`,
      city: c.city,
      state: c.state,
      country: "US",
      lat: c.lat,
      lng: c.lng,
      shiftStart: p.start,
      shiftEnd: p.end,
      timezone: c.tz,
    },
  });
  await db.proposal.create({ data: { jobId: job.id, creatorId: world.workers[wi].id, coverText: "I can do it.", price: cents, duration } });
  await hireProvider(world.employers[p.employer], { id: job.id, userId: world.workers[wi].id });
  return (await db.shift.findFirstOrThrow({ where: { jobId: job.id }, select: { id: true } })).id;
}

/** A call of the product that may refuse (an AppError with a status): the refusal is counted, not thrown. */
async function attempt(label: string, count: (k: string) => void, fn: () => Promise<unknown>) {
  try {
    await fn();
    count(`${label}: ok`);
  } catch (err) {
    const status = (err as { status?: number }).status;
    // a server error (500 to the caller) is counted with its first line: the run goes on, the report shows it
    count(
      `${label}: ${status ?? 500} ${
        status
          ? (err as Error).message
          : String((err as Error).message)
              .trim()
              .split("\n")
              .slice(-1)[0]
      }`,
    );
  }
}

/** Each booked shift's fate as events: the worker's confirmation, a cancellation, the employer's no-show mark. */
function scheduleFates(agenda: Agenda, world: World, shiftIds: (string | null)[], seed: number, count: (k: string) => void) {
  const req = () => new Request("http://localhost/api/shift/cancel", { method: "POST" });
  for (const p of world.plan) {
    const shiftId = shiftIds[p.index];
    if (!shiftId) continue;
    const worker = worker0(world, shiftId);
    const employer = world.employers[p.employer];
    // a shift cancelled before its worker's usual confirmation time is cancelled unconfirmed
    if (p.confirmAt && !(p.fate !== "no_show" && p.dropAt && p.dropAt <= p.confirmAt))
      agenda.add(p.confirmAt.getTime(), async (now) => {
        const { confirmShift } = await import("@/lib/shifts/confirm");
        await attempt("confirm", count, async () => confirmShift(await worker(), shiftId, now));
      });
    if (p.fate === "late_cancel")
      agenda.add(p.dropAt!.getTime(), async (now) => {
        const { cancelShift } = await import("@/lib/cancellations/cancel-shift");
        await attempt("worker cancel", count, async () =>
          cancelShift(await worker(), { shiftId, reason: "Schedule conflict" }, req(), now),
        );
      });
    if (p.fate === "employer_late_cancel")
      agenda.add(p.dropAt!.getTime(), async (now) => {
        const { cancelShift } = await import("@/lib/cancellations/cancel-shift");
        await attempt("employer cancel", count, () =>
          cancelShift(employer, { shiftId, reason: "The work is no longer needed" }, req(), now),
        );
      });
    if (p.fate === "no_show")
      agenda.add(p.dropAt!.getTime(), async (now) => {
        const { markNoShow } = await import("@/lib/cancellations/no-show");
        await attempt("no-show mark", count, () => markNoShow(employer, shiftId, now));
      });
    if (p.fate === "confirm" || p.fate === "no_show") {
      const tapAt = tapTime(seed, `tap:${p.index}`, p.fate === "no_show", p.start.getTime(), 0);
      if (tapAt !== null) agenda.add(tapAt, async (now) => tap(worker, shiftId, now, count));
    }
  }
}

/** When a worker taps "On my way" by ARRIVAL_MODEL (null: never), not before `from` (a replacement's acceptance). */
export function tapTime(seed: number, key: string, noShow: boolean, start: number, from: number): number | null {
  const { tapShare, noShowTapShare, earliestMinutes, latestMinutes } = ARRIVAL_MODEL;
  if (keyedRandom(seed, key) >= (noShow ? noShowTapShare : tapShare)) return null;
  const at = start - (latestMinutes + keyedRandom(seed, `${key}:when`) * (earliestMinutes - latestMinutes)) * MIN;
  return Math.round(Math.max(at, from + 2 * MIN));
}

async function tap(worker: () => Promise<AuthUser>, shiftId: string, now: Date, count: (k: string) => void) {
  const { onMyWay } = await import("@/lib/booking/on-my-way");
  await attempt("on my way", count, async () => onMyWay(await worker(), shiftId, now));
}

/** The shift's original worker, read once when first needed. */
function worker0(world: World, shiftId: string) {
  let who: AuthUser | undefined;
  return async () => {
    if (!who) {
      const { db } = await import("@/lib/db");
      const s = await db.shift.findUniqueOrThrow({ where: { id: shiftId }, select: { userId: true } });
      who = world.workers.find((w) => w.id === s.userId)!;
    }
    return who;
  };
}

/**
 * After each step: backfill offers made active since the last look get their seeded answer (RESPONSE_MODEL)
 * as an event; an answer later than the offer's own limit is never given.
 */
function offerWatcher(agenda: Agenda, world: World, shiftIds: (string | null)[], seed: number, count: (k: string) => void) {
  const seen = new Set<string>();
  const shiftIndex = new Map(shiftIds.flatMap((id, i) => (id ? [[id, i] as const] : [])));
  const workerIndex = new Map(world.workers.map((w, i) => [w.id, i]));
  let since = new Date(0);
  return async (now: Date) => {
    const { pool } = await import("@/lib/db");
    const { rows } = await pool().query<{ id: string; userId: string; requestId: string; limit: Date; shiftId: string }>(
      `select e.id, e."userId", e."requestId", e."responseLimit" as "limit", b."shiftId"
         from "BookingEmployee" e
         join "BookingRequest" r on r.id = e."requestId"
         join "Backfill" b on b.id = r."backfillId"
        where e.status = 'active' and e."activatedAt" >= $1`,
      [since],
    );
    since = now;
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      count("offer made");
      const wi = workerIndex.get(row.userId)!;
      const key = `${shiftIndex.get(row.shiftId)}:${wi}`;
      const u = keyedRandom(seed, `answer:${key}`);
      const worker = world.workers[wi];
      const { acceptShare, acceptMeanMinutes, declineShare } = RESPONSE_MODEL;
      let at: number;
      let answer: "accept" | "decline";
      if (u < acceptShare) {
        answer = "accept";
        at = now.getTime() + (2 - acceptMeanMinutes * Math.log(1 - keyedRandom(seed, `delay:${key}`))) * MIN;
      } else if (u < acceptShare + declineShare) {
        answer = "decline";
        at = now.getTime() + (5 + 55 * keyedRandom(seed, `delay:${key}`)) * MIN;
      } else continue;
      if (at >= row.limit.getTime()) {
        count(`offer answer too late (${answer})`);
        continue;
      }
      agenda.add(Math.round(at), async (t) => {
        const { acceptBooking, declineBooking } = await import("@/lib/booking/answer");
        await attempt(`offer ${answer}`, count, () => (answer === "accept" ? acceptBooking : declineBooking)(worker, row.requestId, t));
        if (answer !== "accept") return;
        // the replacement, once theirs, taps "On my way" by the same model
        const { db } = await import("@/lib/db");
        const took = await db.shift.findFirst({
          where: { bookingId: row.requestId, userId: worker.id },
          select: { id: true, start: true },
        });
        if (!took) return;
        const tapAt = tapTime(seed, `tap:r:${key}`, false, took.start.getTime(), t.getTime());
        if (tapAt !== null) agenda.add(tapAt, async (n) => tap(async () => worker, took.id, n, count));
      });
    }
  };
}

/** The product's task functions, called with the virtual time (backfill off: `backfill:start` is removed unrun). */
async function taskRunners(backfill: boolean): Promise<Record<string, TaskRunner | null>> {
  const { expireDue } = await import("@/lib/booking/answer");
  const booking = await import("@/lib/booking/tasks");
  const { tierTask } = await import("@/lib/booking/tier-open");
  const { startBackfill } = await import("@/lib/booking/backfill");
  const shifts = await import("@/lib/shifts/tasks");
  const { refreshTask } = await import("@/lib/reliability/history");
  return {
    booking_deadline: (p, now) => expireDue(String(p.requestId ?? ""), now),
    booking_reminder: (p, now) => booking.reminderTask(p, now),
    booking_tier: (p, now) => tierTask(p, now),
    "backfill:start": backfill ? (p, now) => startBackfill(String(p.shiftId ?? ""), String(p.reason ?? ""), now) : null,
    shift_confirm_deadline: (p, now) => shifts.confirmDeadlineTask(p, now),
    shift_arrival_check: (p, now) => shifts.arrivalCheckTask(p, now),
    shift_reminder: (p, now) => shifts.reminderTask(p, now),
    "reliability:refresh": (p) => refreshTask(p),
  };
}
