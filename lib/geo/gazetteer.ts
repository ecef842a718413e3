// The bundled gazetteer: US ZIP codes with coordinates from the `zipcodes` package (about 42,000), turned
// into an in-memory index of ZIPs and cities. A city's centre is the average of its ZIPs' points and its
// weight (a stand-in for population) the number of its ZIPs, so "Austin, TX" outranks a hamlet named
// Austin. Loaded once per process on first use (~100 ms); every lookup after that is in memory.
import fs from "node:fs";
import { createRequire } from "node:module";
import { haversineMiles } from "@/lib/geo/distance";
import { STATE_NAMES } from "@/lib/geo/us-states";

export type GazetteerZip = { zip: string; city: string; state: string; lat: number; lng: number };
export type GazetteerCity = {
  city: string;
  state: string;
  stateName: string;
  lat: number;
  lng: number;
  /** number of ZIPs: the population-ish weight */
  weight: number;
  /** the city's ZIPs: the one nearest the centre first, then ascending */
  zips: string[];
};
/** What a location resolves to: a ZIP (exact point) or a city (its centre). */
export type GazetteerPlace = {
  kind: "zip" | "city";
  description: string;
  city: string;
  state: string;
  county: string;
  zipcode: string;
  lat: number;
  lng: number;
};

type RawZip = { zip: string; latitude: number; longitude: number; city: string; state: string; country: string };

type Index = {
  zips: Map<string, GazetteerZip>;
  sortedZips: string[];
  cities: Map<string, GazetteerCity>;
  /** [normalised name, city] sorted by name: prefix search by binary search */
  names: [string, GazetteerCity][];
  /** 1° × 1° buckets of ZIPs for reverse lookups */
  grid: Map<string, GazetteerZip[]>;
};

// Military post offices and the Pacific territories are not places where temporary work happens.
const SKIP_STATES = new Set(["AA", "AE", "AP", "AS", "GU", "PW", "FM", "MP", "MH", "VI"]);
const STATE_BY_NAME = new Map(Object.entries(STATE_NAMES).map(([code, name]) => [name.toLowerCase(), code]));
const COUNTRY_WORDS = new Set(["us", "usa", "u.s.", "u.s.a.", "united states", "united states of america"]);

let index: Index | null = null;

function load(): Index {
  if (index) return index;
  const zips = new Map<string, GazetteerZip>();
  const byCity = new Map<string, GazetteerZip[]>();
  for (const raw of Object.values(readCodes())) {
    if (raw.country !== "US" || SKIP_STATES.has(raw.state) || !raw.latitude || !raw.longitude) continue;
    // a handful of rows carry a sign error (longitude east of Greenwich): not a usable point
    if (raw.longitude > -60 || raw.latitude < 15) continue;
    const z: GazetteerZip = { zip: raw.zip, city: raw.city, state: raw.state, lat: raw.latitude, lng: raw.longitude };
    zips.set(z.zip, z);
    // some ZIPs belong to one organisation and carry its name ("Shell Oil Box 150"): keep the ZIP, not the name
    if (/[0-9&/]/.test(raw.city) || raw.city === raw.city.toUpperCase()) continue;
    const key = `${normalizeName(raw.city)}|${raw.state}`;
    byCity.set(key, [...(byCity.get(key) ?? []), z]);
  }
  const cities = new Map<string, GazetteerCity>();
  for (const [key, list] of byCity) cities.set(key, cityOf(list));
  const names: [string, GazetteerCity][] = [...cities.values()].map((c) => [normalizeName(c.city), c]);
  names.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : b[1].weight - a[1].weight));
  const grid = new Map<string, GazetteerZip[]>();
  for (const z of zips.values()) {
    const k = gridKey(z.lat, z.lng);
    const list = grid.get(k) ?? [];
    list.push(z);
    grid.set(k, list);
  }
  index = { zips, sortedZips: [...zips.keys()].sort(), cities, names, grid };
  return index;
}

/**
 * A city from its ZIPs: the centre is the average of the ZIPs within 30 miles of their median point (a
 * few ZIPs of a name sit far away, e.g. PO boxes filed under the big city), the weight is the ZIP count
 * and the representative ZIP the one nearest the centre.
 */
function cityOf(list: GazetteerZip[]): GazetteerCity {
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const mLat = med(list.map((z) => z.lat));
  const mLng = med(list.map((z) => z.lng));
  const near = list.filter((z) => haversineMiles({ lat: mLat, lng: mLng }, z) <= 30);
  const pts = near.length ? near : list;
  const lat = round(pts.reduce((s, z) => s + z.lat, 0) / pts.length);
  const lng = round(pts.reduce((s, z) => s + z.lng, 0) / pts.length);
  const central = [...pts].sort((a, b) => haversineMiles({ lat, lng }, a) - haversineMiles({ lat, lng }, b))[0];
  return {
    city: list[0].city,
    state: list[0].state,
    stateName: STATE_NAMES[list[0].state] ?? list[0].state,
    lat,
    lng,
    weight: list.length,
    zips: [
      central.zip,
      ...list
        .map((z) => z.zip)
        .filter((z) => z !== central.zip)
        .sort(),
    ],
  };
}

/** The package's data file is one JSON object literal: JSON.parse reads it in half the time `require` takes. */
function readCodes(): Record<string, RawZip> {
  const require = createRequire(import.meta.url);
  try {
    const text = fs.readFileSync(require.resolve("zipcodes/lib/codes.js"), "utf8");
    const start = text.indexOf("{");
    return JSON.parse(text.slice(start, text.indexOf("};", start) + 1));
  } catch {
    return (require("zipcodes/lib/codes.js") as { codes: Record<string, RawZip> }).codes;
  }
}

/** Place suggestions for what a person is typing: "aus", "Austin, T", "787", "78701". */
export function suggestPlaces(query: string, limit = 5): GazetteerPlace[] {
  const idx = load();
  const q = query.trim();
  if (!q) return [];
  const zipPrefix = /^(\d{1,5})(?:-\d*)?$/.exec(q)?.[1];
  if (zipPrefix) {
    const out: GazetteerPlace[] = [];
    for (let i = lowerBound(idx.sortedZips, zipPrefix); i < idx.sortedZips.length && out.length < limit; i++) {
      const zip = idx.sortedZips[i];
      if (!zip.startsWith(zipPrefix)) break;
      out.push(zipPlace(idx.zips.get(zip)!));
    }
    return out;
  }
  // the form's own format, "City, ST 12345", and any start of its ZIP ("Austin, TX 787"): that city's ZIPs
  const cityZip = /^(.*[^\d\s,])\s*,?\s+(\d{1,5})(?:-\d*)?$/.exec(q);
  if (cityZip) {
    const out: GazetteerPlace[] = [];
    for (const c of matchCityReadings(idx, cityZip[1])) {
      for (const zip of c.zips.filter((z) => z.startsWith(cityZip[2])).sort()) {
        if (out.length >= limit) return out;
        out.push(zipPlace(idx.zips.get(zip)!));
      }
    }
    return out;
  }
  return matchCityReadings(idx, q).slice(0, limit).map(cityPlace);
}

/** The cities of every reading of a typed "city[, state]" (cityStateReadings), the first reading's first. */
function matchCityReadings(idx: ReturnType<typeof load>, q: string): GazetteerCity[] {
  const out = new Set<GazetteerCity>();
  for (const { name, state } of cityStateReadings(q)) for (const c of matchCities(idx, name, state)) out.add(c);
  return [...out];
}

/** The cities whose name starts with `name` (in a state starting with `state`), exact names first, then by size. */
function matchCities(idx: ReturnType<typeof load>, name: string, state: string): GazetteerCity[] {
  if (!name) return [];
  const matches: GazetteerCity[] = [];
  const names = idx.names;
  for (let i = lowerBoundPair(names, name); i < names.length && names[i][0].startsWith(name); i++) {
    const c = names[i][1];
    if (state && !stateMatches(c, state, true)) continue;
    matches.push(c);
  }
  matches.sort((a, b) => Number(normalizeName(b.city) === name) - Number(normalizeName(a.city) === name) || b.weight - a.weight);
  return matches;
}

/**
 * Resolves a typed or picked location: "Austin, TX", "Austin, Texas", "78701", "Austin, TX 78701",
 * "123 Main St, Austin, TX 78701, USA", or separate city/state/zipcode parts. A ZIP wins (it is exact);
 * a bare city name only when it is unambiguous or one city is far bigger than the others of that name.
 */
export function resolvePlace(q: { location?: string; city?: string; state?: string; zipcode?: string }): GazetteerPlace | null {
  const idx = load();
  const zip = (q.zipcode ?? "").trim().slice(0, 5) || (/\b(\d{5})(?:-\d{4})?\b/.exec(q.location ?? "")?.[1] ?? "");
  if (/^\d{5}$/.test(zip)) {
    const z = idx.zips.get(zip);
    if (z) return zipPlace(z);
  }
  const candidates: { city: string; state: string }[] = [];
  if (q.city?.trim()) candidates.push({ city: q.city, state: q.state ?? "" });
  const parts = (q.location ?? "")
    .split(",")
    .map((p) => p.replace(/\b\d{5}(?:-\d{4})?\b/, "").trim())
    .filter(Boolean);
  for (let i = 0; i < parts.length; i++) candidates.push({ city: parts[i], state: parts[i + 1] ?? "" });
  // "Austin TX" without a comma
  const bare = /^(.*\S)\s+([A-Za-z]{2})$/.exec((q.location ?? "").replace(/\b\d{5}(?:-\d{4})?\b/, "").trim());
  if (bare) candidates.push({ city: bare[1], state: bare[2] });
  for (const c of candidates) {
    const found = findCity(c.city, c.state);
    if (found) return cityPlace(found);
  }
  return null;
}

/** The nearest ZIP to a point (reverse geocoding), within about 50 miles; null over the sea. */
export function nearestPlace(lat: number, lng: number): GazetteerPlace | null {
  const idx = load();
  let best: GazetteerZip | null = null;
  let bestD = Infinity;
  const la = Math.floor(lat);
  const lo = Math.floor(lng);
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      for (const z of idx.grid.get(`${la + dy}:${lo + dx}`) ?? []) {
        const d = haversineMiles({ lat, lng }, z);
        if (d < bestD) {
          bestD = d;
          best = z;
        }
      }
    }
  }
  return best && bestD <= 50 ? zipPlace(best) : null;
}

export function findCity(name: string, state = ""): GazetteerCity | null {
  const idx = load();
  const key = normalizeName(name);
  if (!key) return null;
  const st = state.trim().toLowerCase().replace(/\.$/, "");
  const matches: GazetteerCity[] = [];
  for (let i = lowerBoundPair(idx.names, key); i < idx.names.length && idx.names[i][0] === key; i++) matches.push(idx.names[i][1]);
  if (matches.length === 0) return null;
  if (st && !COUNTRY_WORDS.has(st)) return matches.find((c) => stateMatches(c, st, false)) ?? null;
  if (matches.length === 1) return matches[0];
  // "Chicago" alone means the big one when it dwarfs the others of that name
  const [first, second] = [...matches].sort((a, b) => b.weight - a.weight);
  return first.weight >= 5 * second.weight ? first : null;
}

/** Lower case, "St."/"Ste." spelled out, punctuation dropped: "St. Louis" and "Saint Louis" meet. */
export function normalizeName(s: string) {
  return s
    .toLowerCase()
    .replace(/\bst\.?(?=\s)/g, "saint")
    .replace(/\bste\.?(?=\s)/g, "sainte")
    .replace(/\bft\.?(?=\s)/g, "fort")
    .replace(/\bmt\.?(?=\s)/g, "mount")
    .replace(/[^a-z0-9 ]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * How a typed place may be read as a city name (or its start) and a state (or its start). With a comma the
 * state follows it ("Austin, T"). Without one, the whole text is a city name first ("Fort Washington"), then
 * its last word a state's code or the start of its name ("Austin TX", "Austin tex"), then its last two words a
 * two-word state's name ("Albany New York").
 */
function cityStateReadings(q: string): { name: string; state: string }[] {
  if (q.includes(",")) {
    const [city, state = ""] = q.split(",").map((p) => p.trim());
    return [{ name: normalizeName(city), state: state.toLowerCase() }];
  }
  const words = q.trim().split(/\s+/);
  const readings = [{ name: normalizeName(q), state: "" }];
  const last = words.at(-1)?.toLowerCase() ?? "";
  if (words.length >= 2 && /^[a-z]+$/.test(last)) readings.push({ name: normalizeName(words.slice(0, -1).join(" ")), state: last });
  const lastTwo = words.slice(-2).join(" ").toLowerCase();
  if (words.length >= 3 && STATE_BY_NAME.has(lastTwo)) readings.push({ name: normalizeName(words.slice(0, -2).join(" ")), state: lastTwo });
  return readings;
}

function stateMatches(c: GazetteerCity, st: string, prefix: boolean) {
  const code = c.state.toLowerCase();
  const name = c.stateName.toLowerCase();
  if (prefix) return code.startsWith(st) || name.startsWith(st);
  return code === st || name === st || STATE_BY_NAME.get(st) === c.state;
}

function cityPlace(c: GazetteerCity): GazetteerPlace {
  return {
    kind: "city",
    description: `${c.city}, ${c.state}`,
    city: c.city,
    state: c.state,
    county: "",
    zipcode: c.zips[0] ?? "",
    lat: c.lat,
    lng: c.lng,
  };
}

function zipPlace(z: GazetteerZip): GazetteerPlace {
  return {
    kind: "zip",
    description: `${z.city}, ${z.state} ${z.zip}`,
    city: z.city,
    state: z.state,
    county: "",
    zipcode: z.zip,
    lat: z.lat,
    lng: z.lng,
  };
}

function gridKey(lat: number, lng: number) {
  return `${Math.floor(lat)}:${Math.floor(lng)}`;
}

function lowerBound(sorted: string[], key: string) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function lowerBoundPair(sorted: [string, unknown][], key: string) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid][0] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function round(n: number) {
  return Math.round(n * 1e4) / 1e4;
}
