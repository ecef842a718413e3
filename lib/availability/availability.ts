// user/get_availability, update_availability, add_availability, clear_availability. Anyone signed in reads a
// provider's availability; only the owner changes it (a body userId must be the caller's). Every change
// rewrites the rules of one part and re-materialises the owner's slots in one transaction, serialised per owner.
import "server-only";
import { db, type Tx } from "@/lib/db";
import { AppError, badRequest, forbidden, notFound } from "@/lib/http/errors";
import { AVAIL_MSG } from "@/lib/availability/messages";
import { DEFAULT_TIMEZONE, UPCOMING_DAYS } from "@/lib/availability/constants";
import type { Kind } from "@/lib/availability/time";
import { rulesToSheet, sheetToRules, type Day, type RuleRow } from "@/lib/availability/sheet";
import { dayKey, isTimeZone } from "@/lib/time/zone";
import { zoneForPlaceOr } from "@/lib/time/place-zone";
import { materializeUser } from "@/lib/availability/slots";

type Actor = { id: string; type: string };
export type AvailabilityPart = { timezone: string; sheetData: Day[] };
export type AvailabilityData = {
  userId: string;
  repeat: AvailabilityPart;
  special: AvailabilityPart;
  /** the next UPCOMING_DAYS days as instants (ISO), for showing in the viewer's zone */
  upcoming: { start: string; end: string }[];
  /** the zone of the person's own place (America/New_York when it is unknown): where new availability starts */
  homeTimezone: string;
};

function ownerOf(actor: Actor, userId: string | undefined) {
  if (userId && userId !== actor.id) throw forbidden(AVAIL_MSG.NotOwner);
  if (actor.type !== "provider") throw forbidden(AVAIL_MSG.NotProvider);
  return actor.id;
}

/** The zone of a person's own place, else the spec's America/New_York. */
export async function homeZoneOf(userId: string): Promise<string> {
  const u = await db.user.findUnique({ where: { id: userId }, select: { state: true, lat: true, lng: true } });
  return zoneForPlaceOr(u ?? {}, DEFAULT_TIMEZONE);
}

/** The zone a change is written in: the one sent, else the spec's default (the screen sends the person's own). */
function zoneOf(tz: string | undefined) {
  const zone = tz?.trim() || DEFAULT_TIMEZONE;
  if (!isTimeZone(zone)) throw badRequest(AVAIL_MSG.BadTimezone);
  return zone;
}

function checked(kind: Kind, days: Day[], zone: string) {
  const out = sheetToRules(kind, days, dayKey(new Date(), zone));
  if ("error" in out) throw badRequest(out.error);
  return out.rules;
}

async function lockOwner(tx: Tx, userId: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('availability:' || ${userId}))`;
}

async function writeRules(tx: Tx, userId: string, kind: Kind, zone: string, rules: RuleRow[]) {
  if (rules.length === 0) return;
  await tx.availabilityRule.createMany({
    data: rules.map((r) => ({
      userId,
      kind,
      timezone: zone,
      weekday: r.weekday,
      date: r.date ? new Date(`${r.date}T00:00:00Z`) : null,
      startMin: r.startMin,
      endMin: r.endMin,
    })),
  });
}

/** user/get_availability: anyone's (employees have one), today's and later no-repeat dates. */
export async function getAvailability(userId: string): Promise<AvailabilityData> {
  const user = await db.user.findFirst({ where: { id: userId, deletedAt: null }, select: { id: true } });
  if (!user) throw notFound(AVAIL_MSG.UserNotFound);
  return readAvailability(userId);
}

export async function readAvailability(userId: string, now = new Date()): Promise<AvailabilityData> {
  const [rules, slots, homeTimezone] = await Promise.all([
    db.availabilityRule.findMany({ where: { userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db.$queryRaw<{ start: Date; end: Date }[]>`
      SELECT lower("during") AS "start", upper("during") AS "end" FROM "AvailabilitySlot"
      WHERE "userId" = ${userId} AND "during" && tstzrange(${now}::timestamptz, ${now}::timestamptz + make_interval(days => ${UPCOMING_DAYS}))
      ORDER BY lower("during")`,
    homeZoneOf(userId),
  ]);
  const part = (kind: Kind): AvailabilityPart => {
    const mine = rules.filter((r) => r.kind === kind);
    const timezone = mine[0]?.timezone ?? DEFAULT_TIMEZONE;
    const rows: RuleRow[] = mine
      .map((r) => ({ weekday: r.weekday, date: r.date ? r.date.toISOString().slice(0, 10) : null, startMin: r.startMin, endMin: r.endMin }))
      .filter((r) => kind === "weekly" || (r.date ?? "") >= dayKey(now, timezone));
    return { timezone, sheetData: rulesToSheet(kind, rows) };
  };
  return {
    userId,
    repeat: part("weekly"),
    special: part("once"),
    upcoming: slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })),
    homeTimezone,
  };
}

/** user/update_availability: replaces one part (weekly unless type says no repeat). */
export async function updateAvailability(actor: Actor, input: { userId?: string; type?: Kind; timezone?: string; sheetData: Day[] }) {
  const userId = ownerOf(actor, input.userId);
  const kind = input.type ?? "weekly";
  const zone = zoneOf(input.timezone);
  const rules = checked(kind, input.sheetData, zone);
  await db.$transaction(async (tx) => {
    await lockOwner(tx, userId);
    await tx.availabilityRule.deleteMany({ where: { userId, kind } });
    await writeRules(tx, userId, kind, zone, rules);
    await materializeUser(tx, userId);
  });
  return { data: await readAvailability(userId) };
}

/** user/add_availability: adds days to one part; a date (or weekday) already there is refused. */
export async function addAvailability(actor: Actor, input: { userId?: string; type: Kind; timezone?: string; sheetData: Day[] }) {
  const userId = ownerOf(actor, input.userId);
  const zone = zoneOf(input.timezone);
  const rules = checked(input.type, input.sheetData, zone);
  await db.$transaction(async (tx) => {
    await lockOwner(tx, userId);
    const existing = await tx.availabilityRule.findMany({
      where: { userId, kind: input.type },
      select: { weekday: true, date: true, timezone: true },
    });
    const taken = new Set(existing.map((r) => (input.type === "weekly" ? String(r.weekday) : r.date!.toISOString().slice(0, 10))));
    if (rules.some((r) => taken.has(input.type === "weekly" ? String(r.weekday) : r.date!))) {
      throw new AppError(409, input.type === "once" ? AVAIL_MSG.DuplicateDate : AVAIL_MSG.DuplicateDay);
    }
    // one part has one time zone: adding in another zone moves the part's earlier rows to it
    if (existing.some((r) => r.timezone !== zone))
      await tx.availabilityRule.updateMany({ where: { userId, kind: input.type }, data: { timezone: zone } });
    await writeRules(tx, userId, input.type, zone, rules);
    await materializeUser(tx, userId);
  });
  return { data: await readAvailability(userId) };
}

/** user/clear_availability: one part, or everything. */
export async function clearAvailability(actor: Actor, input: { userId?: string; type?: Kind }) {
  const userId = ownerOf(actor, input.userId);
  await db.$transaction(async (tx) => {
    await lockOwner(tx, userId);
    await tx.availabilityRule.deleteMany({ where: { userId, ...(input.type ? { kind: input.type } : {}) } });
    await materializeUser(tx, userId);
  });
  return { data: await readAvailability(userId) };
}
