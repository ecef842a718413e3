// The time zone of a US place (client-safe, pure): a shift's times are read in the zone of its location, and a
// person's availability starts in the zone of their own place. By state, with the states that straddle two
// zones split by longitude (close to the county lines, not exact); without a state, by coordinates alone (the
// bands the scale seed uses). Answers one of the product's US zones, or null when the place says nothing.
import { STATE_NAMES } from "@/lib/geo/us-states";
import { formatDate } from "@/lib/format/intl";
import { isTimeZone } from "@/lib/time/zone";

const NY = "America/New_York";
const CHI = "America/Chicago";
const DEN = "America/Denver";
const PHX = "America/Phoenix";
const LA = "America/Los_Angeles";

type Place = { state?: string | null; lat?: number | null; lng?: number | null };
type Split = (lat: number | undefined, lng: number | undefined) => string;

const WHOLE: Record<string, string> = {
  CT: NY,
  DE: NY,
  DC: NY,
  GA: NY,
  ME: NY,
  MD: NY,
  MA: NY,
  NH: NY,
  NJ: NY,
  NY: NY,
  NC: NY,
  OH: NY,
  PA: NY,
  RI: NY,
  SC: NY,
  VT: NY,
  VA: NY,
  WV: NY,
  AL: CHI,
  AR: CHI,
  IL: CHI,
  IA: CHI,
  LA: CHI,
  MN: CHI,
  MS: CHI,
  MO: CHI,
  OK: CHI,
  WI: CHI,
  CO: DEN,
  MT: DEN,
  NM: DEN,
  UT: DEN,
  WY: DEN,
  AZ: PHX,
  CA: LA,
  WA: LA,
  NV: LA,
  AK: "America/Anchorage",
  HI: "Pacific/Honolulu",
  PR: "America/Puerto_Rico",
};

/** west of the line (a smaller longitude) is the first zone; unknown coordinates take the state's main zone */
const westOf =
  (line: number, west: string, east: string, main: string): Split =>
  (_lat, lng) =>
    lng === undefined ? main : lng < line ? west : east;

const SPLIT: Record<string, Split> = {
  FL: westOf(-85.0, CHI, NY, NY), // the panhandle west of the Apalachicola
  IN: westOf(-86.95, CHI, NY, NY), // the Gary and Evansville corners
  KY: westOf(-85.9, CHI, NY, NY),
  TN: westOf(-85.6, CHI, NY, CHI),
  MI: (lat, lng) => (lat !== undefined && lng !== undefined && lat > 45.3 && lng < -87.6 ? CHI : NY), // four Upper Peninsula counties
  TX: westOf(-104.9, DEN, CHI, CHI), // El Paso and Hudspeth
  KS: westOf(-101.5, DEN, CHI, CHI),
  NE: westOf(-101.3, DEN, CHI, CHI),
  SD: westOf(-100.6, DEN, CHI, CHI),
  ND: (lat, lng) => (lat !== undefined && lng !== undefined && lng < -101.0 && lat < 47.3 ? DEN : CHI), // the south-west
  ID: (lat) => (lat !== undefined && lat > 45.5 ? LA : DEN), // the panhandle
  OR: (lat, lng) => (lat !== undefined && lng !== undefined && lng > -117.7 && lat < 44.5 ? DEN : LA), // Malheur county
};

const CODE_BY_NAME = new Map(Object.entries(STATE_NAMES).map(([code, name]) => [name.toLowerCase(), code]));

export function stateCode(state: string | null | undefined): string | null {
  const s = state?.trim();
  if (!s) return null;
  const upper = s.toUpperCase();
  if (upper in STATE_NAMES) return upper;
  return CODE_BY_NAME.get(s.toLowerCase()) ?? null;
}

const num = (v: number | null | undefined) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

/** The zone of a place from its state and coordinates, or null when neither places it in the US. */
export function zoneForPlace(place: Place): string | null {
  const lat = num(place.lat);
  let lng = num(place.lng);
  // (0, 0) is what a form without coordinates stores
  if (lat === 0 && lng === 0) lng = undefined;
  const code = stateCode(place.state);
  if (code) return WHOLE[code] ?? SPLIT[code]?.(lat, lng) ?? null;
  if (lat === undefined || lng === undefined) return null;
  if (lat > 18 && lat < 23 && lng < -154 && lng > -161) return "Pacific/Honolulu";
  if (lat > 51) return lng < -129 ? "America/Anchorage" : null;
  if (lat > 17.8 && lat < 18.6 && lng > -67.5 && lng < -65) return "America/Puerto_Rico";
  if (lat < 24 || lat > 50 || lng < -125 || lng > -66) return null;
  if (lng > -87) return NY;
  if (lng > -101) return CHI;
  if (lng > -114.5) return DEN;
  return LA;
}

/** The zone of a place, else the fallback (the spec's America/New_York, or a zone the client sent). */
export function zoneForPlaceOr(place: Place, fallback: string): string {
  return zoneForPlace(place) ?? (isTimeZone(fallback) ? fallback : NY);
}

/** "CST" / "CDT" at that instant for the US zones; the zone's name in brackets elsewhere ("(Europe/Paris)"). */
export function zoneAbbrev(at: Date | string | number, tz: string): string {
  const parts = formatDate(at, { timeZone: tz, timeZoneName: "short", hour: "numeric" }).split(" ");
  const name = parts[parts.length - 1] ?? "";
  return /^[A-Z]{2,5}$/.test(name) ? name : `(${tz})`;
}

/** "9:00 AM CST": a wall-clock time in the zone with the zone beside it. */
export function zonedTimeText(at: Date | string | number, tz: string): string {
  return `${formatDate(at, { timeZone: tz, hour: "numeric", minute: "2-digit" })} ${zoneAbbrev(at, tz)}`;
}
