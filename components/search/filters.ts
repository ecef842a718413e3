// The filters of the two search screens, and how they travel: the person's saved filter (User.searchFilter /
// searchUserFilter), the page URL (shareable: ?keyword=…&location=…) and the search calls'
// payloads. Pure functions, shared by the server pages and the client screens.
//
// Start-up rule (startJobFilter / startUserFilter): a URL that names a filter is the whole filter — a header
// search, a suggestion or a shared link searches exactly what it says, with no place or pay type left over
// from an earlier search that the suggestion counts did not know about. A bare address (the menu entry,
// "Browse jobs") reopens the person's saved filter, and the screen then says so and shows it as chips with
// a one-click clear.

import {
  DEFAULT_DISTANCE,
  DEFAULT_LIMIT,
  MAX_DISTANCE,
  MIN_DISTANCE,
  PAY_TYPE_FILTERS,
  USER_DISTANCES as USER_DISTANCE_VALUES,
  type PayTypeFilter,
  type UserDistance,
} from "@/lib/search/constants";
import { milesAwayLabel } from "@/lib/geo/distance-label";

// the constants are the search calls' own (lib/search/constants.ts), under the names the screens use
export { DEFAULT_DISTANCE, type PayTypeFilter, type UserDistance };
export const PAY_TYPES = PAY_TYPE_FILTERS;
/** slider 0 to 1000, step 1, 100 miles by default; 0 means any distance */
export const DISTANCE_MIN = MIN_DISTANCE;
export const DISTANCE_MAX = MAX_DISTANCE;
/** page size of the result lists (the API's default) */
export const PAGE_SIZE = DEFAULT_LIMIT;

export type JobFilter = {
  keyword: string;
  /** the picked place's text; lat/lng come with a picked suggestion */
  location: string;
  lat: number | null;
  lng: number | null;
  distance: number;
  payType: PayTypeFilter;
  categories: string[];
  /** "When": dated jobs whose shift starts from this day to `to` (YYYY-MM-DD, in the job's zone; "" for open) */
  from: string;
  to: string;
  /** employees: dated jobs inside their published availability and clear of their shifts */
  fits: boolean;
};

export const EMPTY_JOB_FILTER: JobFilter = {
  keyword: "",
  location: "",
  lat: null,
  lng: null,
  distance: DEFAULT_DISTANCE,
  payType: "Any",
  categories: [],
  from: "",
  to: "",
  fits: false,
};

/** a YYYY-MM-DD day, else "" */
const day = (v: unknown) => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : "");

/** all locations, 10, 25, 50, 100 miles */
export const USER_DISTANCES: readonly { value: UserDistance; label: string }[] = USER_DISTANCE_VALUES.map((value) => ({
  value,
  label: value === "all" ? "All locations" : `${value} miles`,
}));

/** any, up to 10, 10-30, 30-60, 60 and above (dollars per hour) */
export const RATE_BUCKETS = [
  { value: "any", label: "Any rate", min: null, max: null },
  { value: "0-10", label: "Up to $10/hr", min: null, max: 10 },
  { value: "10-30", label: "$10 – $30/hr", min: 10, max: 30 },
  { value: "30-60", label: "$30 – $60/hr", min: 30, max: 60 },
  { value: "60+", label: "$60/hr and above", min: 60, max: null },
] as const;
export type RateBucket = (typeof RATE_BUCKETS)[number]["value"];

export type UserFilter = {
  keyword: string;
  location: string;
  lat: number | null;
  lng: number | null;
  distance: UserDistance;
  minHourlyRate: number | null;
  maxHourlyRate: number | null;
  isOnlyIndustry: boolean;
  isNearbyMe: boolean;
  /** a category chosen from a suggestion (not kept by the server) */
  categories: string[];
};

export const EMPTY_USER_FILTER: UserFilter = {
  keyword: "",
  location: "",
  lat: null,
  lng: null,
  distance: "all",
  minHourlyRate: null,
  maxHourlyRate: null,
  isOnlyIndustry: false,
  isNearbyMe: false,
  categories: [],
};

// ---- hourly rate buckets ----

/** The min/max dollars a bucket sends (null = no bound). */
export function rateBucketRange(bucket: RateBucket): { minHourlyRate: number | null; maxHourlyRate: number | null } {
  const b = RATE_BUCKETS.find((x) => x.value === bucket) ?? RATE_BUCKETS[0];
  return { minHourlyRate: b.min, maxHourlyRate: b.max };
}

/** The bucket of a min/max pair, or "custom" when it is none of them (a hand-made link). */
export function rateBucketOf(min: number | null | undefined, max: number | null | undefined): RateBucket | "custom" {
  const lo = min ?? null;
  const hi = max ?? null;
  // "up to 10" may come back with a 0 floor
  const found = RATE_BUCKETS.find((b) => (b.min === lo || (b.min === null && lo === 0)) && b.max === hi);
  return found ? found.value : "custom";
}

export function rateLabel(min: number | null, max: number | null): string {
  const bucket = rateBucketOf(min, max);
  if (bucket !== "custom") return RATE_BUCKETS.find((b) => b.value === bucket)!.label;
  if (min !== null && max !== null) return `$${min} – $${max}/hr`;
  if (max !== null) return `Up to $${max}/hr`;
  return `$${min}/hr and above`;
}

// ---- reading values ----

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const bool = (v: unknown) => v === true || v === "true" || v === "1" || v === 1;

function num(v: unknown, min: number, max: number): number | null {
  if (v === null || v === undefined || v === "") return null;
  const n = typeof v === "number" ? v : Number(v);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

function list(v: unknown): string[] {
  const xs = Array.isArray(v) ? v : typeof v === "string" && v ? [v] : [];
  return [...new Set(xs.map(str).filter(Boolean))];
}

function payType(v: unknown): PayTypeFilter {
  return PAY_TYPES.includes(v as PayTypeFilter) ? (v as PayTypeFilter) : "Any";
}

function userDistance(v: unknown): UserDistance {
  const s = String(v ?? "").toLowerCase();
  return USER_DISTANCES.some((d) => d.value === s) ? (s as UserDistance) : "all";
}

/** lat and lng only as a pair */
function point(lat: unknown, lng: unknown): { lat: number | null; lng: number | null } {
  const a = num(lat, -90, 90);
  const b = num(lng, -180, 180);
  return a === null || b === null ? { lat: null, lng: null } : { lat: a, lng: b };
}

/** User.searchFilter as the server saved it ({keyword, category, categories, payType, location, distance, lat, lng}). */
export function jobFilterFromSaved(saved: unknown): JobFilter {
  if (!saved || typeof saved !== "object") return { ...EMPTY_JOB_FILTER };
  const s = saved as Record<string, unknown>;
  const location = str(s.location);
  const p = point(s.lat, s.lng);
  return {
    keyword: str(s.keyword),
    location,
    ...(location ? p : { lat: null, lng: null }),
    distance: num(s.distance, DISTANCE_MIN, DISTANCE_MAX) ?? DEFAULT_DISTANCE,
    payType: payType(s.payType),
    categories: list([...list(s.categories), ...list(s.category)]),
    // the dates and "fits my availability" go stale: the saved filter does not keep them
    from: "",
    to: "",
    fits: false,
  };
}

/** User.searchUserFilter as the server saved it. */
export function userFilterFromSaved(saved: unknown): UserFilter {
  if (!saved || typeof saved !== "object") return { ...EMPTY_USER_FILTER };
  const s = saved as Record<string, unknown>;
  const location = str(s.location);
  const p = point(s.lat, s.lng);
  return {
    keyword: str(s.keyword),
    location,
    ...(location ? p : { lat: null, lng: null }),
    distance: userDistance(s.distance),
    minHourlyRate: num(s.minHourlyRate, 0, 10000),
    maxHourlyRate: num(s.maxHourlyRate, 0, 10000),
    isOnlyIndustry: bool(s.isOnlyIndustry),
    isNearbyMe: bool(s.isNearbyMe),
    categories: list(s.categories),
  };
}

// ---- the page URL ----

/** A server page's searchParams record as URLSearchParams. */
export function toSearchParams(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(record)) {
    if (Array.isArray(v)) v.forEach((x) => p.append(k, x));
    else if (v !== undefined) p.append(k, v);
  }
  return p;
}

/** The place fields of a URL: a new location replaces the base place (and its point) as a whole. */
function placeFromParams(params: URLSearchParams, base: { location: string; lat: number | null; lng: number | null }) {
  if (!params.has("location")) return { location: base.location, lat: base.lat, lng: base.lng };
  const location = str(params.get("location"));
  return { location, ...(location ? point(params.get("lat"), params.get("lng")) : { lat: null, lng: null }) };
}

export function jobFilterFromParams(params: URLSearchParams, base: JobFilter = EMPTY_JOB_FILTER): JobFilter {
  return {
    keyword: params.has("keyword") ? str(params.get("keyword")) : base.keyword,
    ...placeFromParams(params, base),
    distance: params.has("distance") ? (num(params.get("distance"), DISTANCE_MIN, DISTANCE_MAX) ?? DEFAULT_DISTANCE) : base.distance,
    payType: params.has("payType") ? payType(params.get("payType")) : base.payType,
    categories: params.has("category") ? list(params.getAll("category")) : base.categories,
    from: params.has("from") ? day(params.get("from")) : base.from,
    to: params.has("to") ? day(params.get("to")) : base.to,
    fits: params.has("fits") ? bool(params.get("fits")) : base.fits,
  };
}

/** The URL of a job filter: the keyword always (shareable ?keyword=), other fields when they are set. */
export function jobFilterToParams(f: JobFilter): URLSearchParams {
  const p = new URLSearchParams();
  p.set("keyword", f.keyword);
  if (f.location) {
    p.set("location", f.location);
    if (f.lat !== null && f.lng !== null) {
      p.set("lat", String(f.lat));
      p.set("lng", String(f.lng));
    }
  }
  if (f.distance !== DEFAULT_DISTANCE) p.set("distance", String(f.distance));
  if (f.payType !== "Any") p.set("payType", f.payType);
  f.categories.forEach((c) => p.append("category", c));
  if (f.from) p.set("from", f.from);
  if (f.to) p.set("to", f.to);
  if (f.fits) p.set("fits", "1");
  return p;
}

export function userFilterFromParams(params: URLSearchParams, base: UserFilter = EMPTY_USER_FILTER): UserFilter {
  const hasRate = params.has("minHourlyRate") || params.has("maxHourlyRate");
  return {
    keyword: params.has("keyword") ? str(params.get("keyword")) : base.keyword,
    ...placeFromParams(params, base),
    distance: params.has("distance") ? userDistance(params.get("distance")) : base.distance,
    minHourlyRate: hasRate ? num(params.get("minHourlyRate"), 0, 10000) : base.minHourlyRate,
    maxHourlyRate: hasRate ? num(params.get("maxHourlyRate"), 0, 10000) : base.maxHourlyRate,
    isOnlyIndustry: params.has("industry") ? bool(params.get("industry")) : base.isOnlyIndustry,
    isNearbyMe: params.has("nearby") ? bool(params.get("nearby")) : base.isNearbyMe,
    categories: params.has("category") ? list(params.getAll("category")) : base.categories,
  };
}

export function userFilterToParams(f: UserFilter): URLSearchParams {
  const p = new URLSearchParams();
  p.set("keyword", f.keyword);
  if (f.location && !f.isNearbyMe) {
    p.set("location", f.location);
    if (f.lat !== null && f.lng !== null) {
      p.set("lat", String(f.lat));
      p.set("lng", String(f.lng));
    }
  }
  if (f.distance !== "all") p.set("distance", f.distance);
  if (f.minHourlyRate !== null) p.set("minHourlyRate", String(f.minHourlyRate));
  if (f.maxHourlyRate !== null) p.set("maxHourlyRate", String(f.maxHourlyRate));
  if (f.isOnlyIndustry) p.set("industry", "1");
  if (f.isNearbyMe) p.set("nearby", "1");
  f.categories.forEach((c) => p.append("category", c));
  return p;
}

// ---- where a screen starts ----

const JOB_PARAMS = ["keyword", "location", "lat", "lng", "distance", "payType", "category", "from", "to", "fits"];
const USER_PARAMS = ["keyword", "location", "lat", "lng", "distance", "minHourlyRate", "maxHourlyRate", "industry", "nearby", "category"];

/** The filter a screen opens with, and whether it is the saved one (the screen then says so). */
export type StartFilter<F> = { filter: F; fromSaved: boolean };

export function startJobFilter(params: URLSearchParams, saved: unknown): StartFilter<JobFilter> {
  if (JOB_PARAMS.some((k) => params.has(k))) return { filter: jobFilterFromParams(params, EMPTY_JOB_FILTER), fromSaved: false };
  const filter = jobFilterFromSaved(saved);
  return { filter, fromSaved: Boolean(filter.keyword) || jobFilterCount(filter) > 0 };
}

export function startUserFilter(params: URLSearchParams, saved: unknown, side: "provider" | "customer"): StartFilter<UserFilter> {
  if (USER_PARAMS.some((k) => params.has(k))) return { filter: userFilterFromParams(params, EMPTY_USER_FILTER), fromSaved: false };
  const filter = userFilterFromSaved(saved);
  return { filter, fromSaved: Boolean(filter.keyword) || userFilterCount(filter, side) > 0 };
}

// ---- the search calls ----

/** search/jobs payload: the filter object carries everything; a picked place sends its point. */
export function jobSearchPayload(f: JobFilter, page: number, limit = PAGE_SIZE) {
  return {
    query: f.keyword,
    page,
    limit,
    filter: {
      keyword: f.keyword,
      payType: f.payType,
      categories: f.categories,
      distance: f.distance,
      ...(f.location ? { location: f.location } : {}),
      ...(f.location && f.lat !== null && f.lng !== null ? { lat: f.lat, lng: f.lng } : {}),
      ...(f.from ? { from: f.from } : {}),
      ...(f.to ? { to: f.to } : {}),
      ...(f.fits ? { fitsMyAvailability: true } : {}),
    },
  };
}

/**
 * search/users payload. `side`: whom the screen lists (employers search employees, employees search
 * employers). Rates belong to employees, so they are only sent when employees are searched.
 */
export function userSearchPayload(f: UserFilter, side: "provider" | "customer", page: number, limit = PAGE_SIZE) {
  const rates = side === "provider";
  return {
    query: f.keyword,
    page,
    limit,
    type: side,
    filter: {
      keyword: f.keyword,
      distance: f.distance,
      isOnlyIndustry: f.isOnlyIndustry,
      isNearbyMe: f.isNearbyMe,
      ...(f.categories.length ? { categories: f.categories } : {}),
      ...(f.location && !f.isNearbyMe ? { location: f.location } : {}),
      ...(f.location && !f.isNearbyMe && f.lat !== null && f.lng !== null ? { lat: f.lat, lng: f.lng } : {}),
      ...(rates && f.minHourlyRate !== null ? { minHourlyRate: f.minHourlyRate } : {}),
      ...(rates && f.maxHourlyRate !== null ? { maxHourlyRate: f.maxHourlyRate } : {}),
    },
  };
}

/** A list ends when a page returns fewer than asked (or the server says there is no more). */
export function pageHasMore(received: number, limit: number, hasMore: boolean | undefined): boolean {
  return hasMore !== false && received >= limit;
}

/** "bartender" for [{word: "bartnder", correction: "bartender"}]; null when nothing was corrected. */
export function correctedText(words: { word: string; correction: string | null }[] | undefined): string | null {
  if (!words?.length || !words.some((w) => w.correction && w.correction !== w.word)) return null;
  return words.map((w) => w.correction || w.word).join(" ");
}

/** How many filters besides the keyword are on (the Filter button's badge). */
export function jobFilterCount(f: JobFilter): number {
  return (f.location ? 1 : 0) + (f.payType !== "Any" ? 1 : 0) + (f.categories.length ? 1 : 0) + (f.from || f.to ? 1 : 0) + (f.fits ? 1 : 0);
}

export function userFilterCount(f: UserFilter, side: "provider" | "customer"): number {
  return (
    (f.location && !f.isNearbyMe ? 1 : 0) +
    (f.distance !== "all" ? 1 : 0) +
    (side === "provider" && (f.minHourlyRate !== null || f.maxHourlyRate !== null) ? 1 : 0) +
    (f.isOnlyIndustry ? 1 : 0) +
    (f.isNearbyMe ? 1 : 0) +
    (f.categories.length ? 1 : 0)
  );
}

/** "4.2 mi away", "12 mi away" (lib/geo/distance-label.ts: the one label of every card) */
export const distanceLabel = milesAwayLabel;
