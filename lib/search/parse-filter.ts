// Turns the spec's search payloads (query, page, limit, type, filter, distance, lat, lng, city, county,
// state, zipcode) into one normalised query. The filter wins over the top-level fields; a place given as
// text is resolved through the maps service and must resolve ('Please input a valid location.').
import { badRequest } from "@/lib/http/errors";
import { geocodeAddress, type GeocodeQuery, type GeocodeResult } from "@/lib/geo/places";
import { SEARCH_MSG } from "@/lib/search/messages";
import { DEFAULT_DISTANCE, NEARBY_DISTANCE, type SearchJobsInput, type SearchUsersInput } from "@/lib/search/schemas";

export type Center = { lat: number; lng: number; label: string };
type Geocoder = (q: GeocodeQuery) => Promise<GeocodeResult | null>;

/** What User.searchFilter keeps (keyword, category, payType, location, distance, lat, lng). */
export type SavedJobFilter = {
  keyword: string;
  category: string;
  categories: string[];
  payType: "Any" | "Hourly" | "Fixed";
  location: string;
  distance: number | null;
  lat: number | null;
  lng: number | null;
};

/** What User.searchUserFilter keeps (its fields plus the chosen distance). */
export type SavedUserFilter = {
  keyword: string;
  location: string;
  lat: number | null;
  lng: number | null;
  isOnlyIndustry: boolean;
  isNearbyMe: boolean;
  minHourlyRate: number | null;
  maxHourlyRate: number | null;
  distance: string;
};

export type JobQuery = {
  keyword: string;
  categories: string[];
  payType: "Hourly" | "Fixed" | null;
  jobType: string | null;
  center: Center | null;
  /** null: any distance (results are still ranked by it when there is a centre) */
  radiusMiles: number | null;
  /** "When": dated jobs whose shift starts within these days (YYYY-MM-DD, either end open), in the job's zone */
  when: { from: string | null; to: string | null } | null;
  /** dated jobs inside the searching employee's published availability and clear of their shifts */
  fitsMyAvailability: boolean;
  page: number;
  limit: number;
};
export type ParsedJobQuery = JobQuery & { saved: SavedJobFilter };

export type UserQuery = {
  keyword: string;
  types: ("provider" | "customer")[];
  center: Center | null;
  radiusMiles: number | null;
  minRateCents: number | null;
  maxRateCents: number | null;
  /** people sharing one of these categories (only my industry, or a category filter) */
  categories: string[];
  page: number;
  limit: number;
};
export type ParsedUserQuery = UserQuery & { saved: SavedUserFilter };

export type Viewer = {
  type: "customer" | "provider" | "admin";
  lat: number | null;
  lng: number | null;
  /** the viewer's own categories (profile, or the categories of the jobs they posted) */
  categories: string[];
};

export async function parseJobQuery(input: SearchJobsInput, geocode: Geocoder = geocodeAddress): Promise<ParsedJobQuery> {
  const f = input.filter ?? {};
  const keyword = (f.keyword ?? input.query ?? "").trim();
  const categories = unique([...(f.categories ?? []), ...(f.category ? [f.category] : [])].filter(Boolean));
  const center = await resolveCenter(
    [
      { lat: f.lat, lng: f.lng, label: f.location },
      { lat: input.lat, lng: input.lng, label: f.location },
    ],
    [{ location: f.location }, { city: input.city, state: input.state, zipcode: input.zipcode, location: joinPlace(input) }],
    geocode,
  );
  const distance = f.distance ?? input.distance;
  // 100 miles unless chosen; 0 on the slider means "any distance"
  const radiusMiles = !center ? null : distance === undefined ? DEFAULT_DISTANCE : distance === 0 ? null : distance;
  const payType = f.payType && f.payType !== "Any" ? f.payType : null;
  return {
    keyword,
    categories,
    payType,
    jobType: input.type ?? null,
    center,
    radiusMiles,
    when: f.from || f.to ? { from: f.from ?? null, to: f.to ?? null } : null,
    fitsMyAvailability: f.fitsMyAvailability ?? false,
    page: input.page,
    limit: input.limit,
    saved: {
      keyword,
      category: categories[0] ?? "",
      categories,
      payType: f.payType ?? "Any",
      location: center?.label ?? "",
      distance: distance ?? null,
      lat: center?.lat ?? null,
      lng: center?.lng ?? null,
    },
  };
}

export async function parseUserQuery(
  input: SearchUsersInput,
  viewer: Viewer,
  geocode: Geocoder = geocodeAddress,
): Promise<ParsedUserQuery> {
  const f = input.filter ?? {};
  const keyword = (f.keyword ?? input.query ?? "").trim();
  if (f.minHourlyRate !== undefined && f.maxHourlyRate !== undefined && f.minHourlyRate > f.maxHourlyRate) {
    throw badRequest(SEARCH_MSG.RateRange);
  }
  const nearbyMe = f.isNearbyMe ?? false;
  let center: Center | null;
  if (nearbyMe) {
    if (viewer.lat == null || viewer.lng == null) throw badRequest(SEARCH_MSG.NoOwnLocation);
    center = { lat: viewer.lat, lng: viewer.lng, label: "" };
  } else {
    center = await resolveCenter(
      [
        { lat: f.lat, lng: f.lng, label: f.location },
        { lat: input.lat, lng: input.lng, label: f.location },
      ],
      [{ location: f.location }, { city: input.city, state: input.state, zipcode: input.zipcode, location: joinPlace(input) }],
      geocode,
    );
  }
  // all locations, 10, 25, 50, 100 miles; a top-level number (0..1000) is accepted as well
  const chosen = f.distance ?? (input.distance === undefined ? undefined : input.distance === 0 ? "all" : String(input.distance));
  const radiusMiles = !center
    ? null
    : chosen === undefined
      ? nearbyMe
        ? NEARBY_DISTANCE
        : DEFAULT_DISTANCE
      : chosen === "all"
        ? nearbyMe
          ? NEARBY_DISTANCE
          : null
        : Number(chosen);
  const rateFilter = f.minHourlyRate !== undefined || f.maxHourlyRate !== undefined;
  const onlyIndustry = f.isOnlyIndustry ?? false;
  const categories = unique([...(f.categories ?? []), ...(onlyIndustry ? viewer.categories : [])]);
  const other: "provider" | "customer" = viewer.type === "provider" ? "customer" : "provider";
  // hourly rates belong to employees: a rate range means employees whatever the default side is
  const types: UserQuery["types"] = rateFilter ? ["provider"] : input.type === "all" ? ["provider", "customer"] : [input.type ?? other];
  return {
    keyword,
    types,
    center,
    radiusMiles,
    minRateCents: f.minHourlyRate === undefined ? null : Math.round(f.minHourlyRate * 100),
    maxRateCents: f.maxHourlyRate === undefined ? null : Math.round(f.maxHourlyRate * 100),
    categories,
    page: input.page,
    limit: input.limit,
    saved: {
      keyword,
      location: nearbyMe ? "" : (center?.label ?? ""),
      lat: nearbyMe ? null : (center?.lat ?? null),
      lng: nearbyMe ? null : (center?.lng ?? null),
      isOnlyIndustry: onlyIndustry,
      isNearbyMe: nearbyMe,
      minHourlyRate: f.minHourlyRate ?? null,
      maxHourlyRate: f.maxHourlyRate ?? null,
      distance: chosen ?? "",
    },
  };
}

/**
 * The first point given wins: coordinates (a picked suggestion carries them), then a location text,
 * then the separate address parts. Text must resolve, or the person is told to pick a valid location.
 */
async function resolveCenter(
  points: { lat?: number; lng?: number; label?: string }[],
  places: GeocodeQuery[],
  geocode: Geocoder,
): Promise<Center | null> {
  for (const p of points) {
    if ((p.lat === undefined) !== (p.lng === undefined)) throw badRequest(SEARCH_MSG.LatLngPair);
    if (p.lat !== undefined && p.lng !== undefined) return { lat: p.lat, lng: p.lng, label: p.label ?? "" };
  }
  for (const q of places) {
    const hasText = [q.location, q.city, q.state, q.zipcode].some((v) => v && v.trim());
    if (!hasText) continue;
    const found = await geocode(q);
    if (!found) throw badRequest(SEARCH_MSG.InvalidLocation);
    return { lat: found.lat, lng: found.lng, label: q.location?.trim() || [found.city, found.state].filter(Boolean).join(", ") };
  }
  return null;
}

function joinPlace(input: { city?: string; state?: string; zipcode?: string }) {
  const cityState = [input.city, input.state].filter((v) => v && v.trim()).join(", ");
  return [cityState, input.zipcode].filter((v) => v && v.trim()).join(" ") || undefined;
}

function unique(xs: string[]) {
  return [...new Set(xs.map((x) => x.trim()).filter(Boolean))];
}
