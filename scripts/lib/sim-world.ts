// The world of `npm run sim:shifts` (scripts/sim-shifts.ts): seeded randomness, five cities, employers with
// funded wallets and three roster favourites each, workers near them with weekly availability (written by the
// real user/update_availability use case), and the shifts' plan with each one's seeded fate. Everything random
// is a pure function of the seed and a key, so both passes (backfill on and off) see the same world and drops.
import type { AuthUser } from "@/lib/session/current-user";
import { dateKey, zonedInstant } from "@/lib/time/zone";

/** A number in [0, 1) from the seed and a key (FNV-1a, then one mulberry32 step): order-independent randomness. */
export function keyedRandom(seed: number, key: string): number {
  let h = 2166136261 ^ seed;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  let t = (h + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export const CITIES = [
  { city: "Austin", state: "TX", lat: 30.27, lng: -97.74, tz: "America/Chicago" },
  { city: "Denver", state: "CO", lat: 39.74, lng: -104.99, tz: "America/Denver" },
  { city: "Atlanta", state: "GA", lat: 33.75, lng: -84.39, tz: "America/New_York" },
  { city: "Phoenix", state: "AZ", lat: 33.45, lng: -112.07, tz: "America/Phoenix" },
  { city: "Seattle", state: "WA", lat: 47.61, lng: -122.33, tz: "America/Los_Angeles" },
] as const;

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** every worker is free 7:00 AM–11:00 PM on the weekdays they chose; shifts lie inside those hours */
const AVAILABLE_FROM = "7:00 AM";
const AVAILABLE_TO = "11:00 PM";

/** What happens to a booked shift (the seeded fate) and the share of shifts each drop has. */
export type Fate = "confirm" | "unconfirmed" | "late_cancel" | "no_show" | "employer_late_cancel";
export const FATE_SHARES: [Fate, number][] = [
  ["unconfirmed", 0.05],
  ["late_cancel", 0.1],
  ["no_show", 0.03],
  ["employer_late_cancel", 0.02],
];

/** How the shifts are booked: a booking request accepted by the worker, a dated job's hire, or alternately. */
export type BookVia = "requests" | "hires" | "mix";

export type PlannedShift = {
  index: number;
  via: "request" | "hire";
  city: number;
  employer: number;
  start: Date;
  end: Date;
  payType: "Hourly" | "Fixed";
  /** dollars: per hour, or the whole shift */
  price: number;
  fate: Fate;
  /** virtual times of the worker's confirmation and of the drop (cancel / no-show mark), when the fate has them */
  confirmAt: Date | null;
  dropAt: Date | null;
};

export type World = {
  employers: AuthUser[];
  workers: AuthUser[];
  /** per worker: the city and the weekdays (0 = Sun) they are available */
  workerCity: number[];
  workerDays: number[][];
  plan: PlannedShift[];
};

const HOUR = 3_600_000;
const MIN = 60_000;

/** Employers (level 3: no credit needed), workers with availability, favourites and $5,000 in each employer's wallet. */
export async function seedWorld(opts: {
  seed: number;
  shifts: number;
  workers: number;
  employers: number;
  book: BookVia;
  t0: Date;
}): Promise<World> {
  const { db } = await import("@/lib/db");
  const { updateAvailability } = await import("@/lib/availability/availability");
  const { postJournal } = await import("@/lib/money/ledger/ledger");
  const r = (key: string) => keyedRandom(opts.seed, key);
  await db.user.createMany({
    data: Array.from({ length: opts.employers }, (_, i) => {
      const c = CITIES[i % CITIES.length];
      return {
        type: "customer" as const,
        email: `sim-employer-${i}@gigline.test`,
        firstName: "Sim",
        lastName: `Employer ${i}`,
        company: `${c.city} Events ${i}`,
        accountType: "company" as const,
        level: 3,
        city: c.city,
        state: c.state,
        lat: c.lat,
        lng: c.lng,
      };
    }),
  });
  const workerCity = Array.from({ length: opts.workers }, (_, i) => i % CITIES.length);
  await db.user.createMany({
    data: workerCity.map((ci, i) => {
      const c = CITIES[ci];
      // within ~5 miles of the city centre (the availability search's radius is 25 miles)
      return {
        type: "provider" as const,
        email: `sim-worker-${i}@gigline.test`,
        firstName: "Sim",
        lastName: `Worker ${i}`,
        city: c.city,
        state: c.state,
        lat: c.lat + (r(`lat:${i}`) - 0.5) * 0.1,
        lng: c.lng + (r(`lng:${i}`) - 0.5) * 0.1,
      };
    }),
  });
  const byEmail = async (prefix: string, n: number) => {
    const rows = await db.user.findMany({ where: { email: { startsWith: prefix } } });
    const map = new Map(rows.map((u) => [u.email, u]));
    return Array.from({ length: n }, (_, i) => map.get(`${prefix}${i}@gigline.test`)!);
  };
  const employers = await byEmail("sim-employer-", opts.employers);
  const workers = await byEmail("sim-worker-", opts.workers);
  // weekly availability: 5 to 7 days a week, each day kept with probability 6/7 (at least five kept)
  const workerDays = workers.map((_, i) => {
    const days = [0, 1, 2, 3, 4, 5, 6].filter((d) => r(`day:${i}:${d}`) < 6 / 7);
    for (let d = 0; days.length < 5; d++) if (!days.includes(d)) days.push(d);
    return days.sort();
  });
  for (let i = 0; i < workers.length; i++) {
    await updateAvailability(workers[i], {
      type: "weekly",
      timezone: CITIES[workerCity[i]].tz,
      sheetData: workerDays[i].map((d) => ({ date: WEEKDAYS[d], timesheet: [{ start: AVAILABLE_FROM, end: AVAILABLE_TO }] })),
    });
  }
  // three favourites per employer among its city's workers (the backfill's roster tier)
  const favourites = employers.flatMap((e, ei) => {
    const local = workers.filter((_, wi) => workerCity[wi] === ei % CITIES.length);
    const picked = new Set<string>();
    for (let k = 0; picked.size < Math.min(3, local.length); k++) picked.add(local[Math.floor(r(`fav:${ei}:${k}`) * local.length)].id);
    return [...picked].map((workerId) => ({ employerId: e.id, workerId, kind: "favorite" as const }));
  });
  await db.rosterEntry.createMany({ data: favourites });
  for (const e of employers)
    await db.$transaction((tx) =>
      postJournal(tx, {
        kind: "deposit",
        reference: `sim:${e.id}`,
        memo: "sim",
        userId: e.id,
        entries: [
          { account: { kind: "in_transit", method: "card" }, amountCents: -500_000 },
          { account: { kind: "wallet", userId: e.id }, amountCents: 500_000 },
        ],
      }),
    );
  return { employers, workers, workerCity, workerDays, plan: planShifts(opts) };
}

/** The shifts: days 2–15 after t0 in each city's zone, starting 7:00 AM–2:30 PM, 4 to 8 hours, and each one's fate. */
export function planShifts(opts: { seed: number; shifts: number; employers: number; book: BookVia; t0: Date }): PlannedShift[] {
  const r = (key: string) => keyedRandom(opts.seed, key);
  return Array.from({ length: opts.shifts }, (_, index) => {
    const employer = index % opts.employers;
    const city = employer % CITIES.length;
    const c = CITIES[city];
    const day = 2 + Math.floor(r(`dayoff:${index}`) * 14);
    const local = new Date(opts.t0.getTime() + day * 86_400_000);
    const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: c.tz }).format(local).split("-").map(Number);
    const startMin = 7 * 60 + Math.floor(r(`start:${index}`) * 16) * 30;
    const hours = [4, 5, 6, 8][Math.floor(r(`len:${index}`) * 4)];
    const start = zonedInstant(dateKey(y, m, d), startMin, c.tz);
    const end = new Date(start.getTime() + hours * HOUR);
    const fixed = r(`pay:${index}`) < 0.15;
    const price = fixed ? 120 + Math.floor(r(`price:${index}`) * 200) : 18 + Math.floor(r(`price:${index}`) * 15);
    let u = r(`fate:${index}`);
    let fate: Fate = "confirm";
    for (const [f, share] of FATE_SHARES) {
      if (u < share) {
        fate = f;
        break;
      }
      u -= share;
    }
    const between = (a: number, b: number, key: string) => new Date(a + Math.floor(r(`${key}:${index}`) * (b - a)));
    // a committed worker confirms between 48 h (the confirm window) and 13 h before the start
    const confirmAt =
      fate === "unconfirmed"
        ? null
        : between(Math.max(opts.t0.getTime() + MIN, start.getTime() - 48 * HOUR), start.getTime() - 13 * HOUR, "confirm");
    const dropAt =
      fate === "late_cancel"
        ? between(start.getTime() - 24 * HOUR, start.getTime() - 15 * MIN, "drop")
        : fate === "employer_late_cancel"
          ? between(start.getTime() - 24 * HOUR, start.getTime() - HOUR, "drop")
          : fate === "no_show"
            ? new Date(start.getTime() + 15 * MIN)
            : null;
    const via = opts.book === "requests" || (opts.book === "mix" && index % 2 === 0) ? "request" : "hire";
    return { index, via, city, employer, start, end, payType: fixed ? "Fixed" : "Hourly", price, fate, confirmAt, dropAt };
  });
}
