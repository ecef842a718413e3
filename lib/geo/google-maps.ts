// The production adapter of the maps service: Google Places Autocomplete + Place Details, and the
// Geocoding API, used when GOOGLE_MAPS_API_KEY is set. GOOGLE_MAPS_API_BASE points it elsewhere (tests run
// a local fake). Any failure (network, quota, a refused key) is reported to the caller as null so the
// bundled gazetteer can answer instead: a person can always search near a place.
import { env } from "@/lib/env";

export type MapsPlace = {
  description: string;
  city: string;
  state: string;
  county: string;
  zipcode: string;
  lat: number;
  lng: number;
};

type Component = { long_name: string; short_name: string; types: string[] };
type GeoResult = { formatted_address?: string; address_components?: Component[]; geometry?: { location?: { lat: number; lng: number } } };

const TIMEOUT_MS = 4000;

export function googleMapsKey(): string | null {
  return env.GOOGLE_MAPS_API_KEY ?? null;
}

function apiBase() {
  return env.GOOGLE_MAPS_API_BASE;
}

/** Places Autocomplete (regions and addresses in the US), each prediction resolved to a point. */
export async function googleAutocomplete(query: string, limit = 5): Promise<MapsPlace[] | null> {
  const key = googleMapsKey();
  if (!key) return null;
  const data = await getJson("/maps/api/place/autocomplete/json", { input: query, components: "country:us", key });
  if (!data || (data.status !== "OK" && data.status !== "ZERO_RESULTS")) return null;
  const predictions = ((data.predictions ?? []) as { description: string; place_id: string }[]).slice(0, limit);
  const places = await Promise.all(
    predictions.map(async (p) => {
      const details = await getJson("/maps/api/place/details/json", {
        place_id: p.place_id,
        fields: "address_component,geometry,formatted_address",
        key,
      });
      if (!details || details.status !== "OK" || !details.result) return null;
      return toPlace(details.result as GeoResult, p.description);
    }),
  );
  return places.filter((p): p is MapsPlace => p !== null);
}

/** Geocoding API: an address to a point and its parts. */
export async function googleGeocode(address: string): Promise<MapsPlace | null> {
  const key = googleMapsKey();
  if (!key || !address.trim()) return null;
  const data = await getJson("/maps/api/geocode/json", { address, components: "country:US", key });
  if (!data || data.status !== "OK") return null;
  const first = (data.results as GeoResult[] | undefined)?.[0];
  return first ? toPlace(first) : null;
}

function toPlace(r: GeoResult, description?: string): MapsPlace | null {
  const loc = r.geometry?.location;
  if (!loc || !Number.isFinite(loc.lat) || !Number.isFinite(loc.lng)) return null;
  const part = (type: string, short = false) => {
    const c = r.address_components?.find((x) => x.types.includes(type));
    return c ? (short ? c.short_name : c.long_name) : "";
  };
  return {
    description: description ?? r.formatted_address ?? "",
    city: part("locality") || part("sublocality") || part("postal_town") || part("administrative_area_level_3"),
    state: part("administrative_area_level_1", true),
    county: part("administrative_area_level_2"),
    zipcode: part("postal_code"),
    lat: loc.lat,
    lng: loc.lng,
  };
}

async function getJson(path: string, params: Record<string, string>): Promise<Record<string, unknown> | null> {
  const url = new URL(apiBase() + path);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) {
      console.warn(`[maps] Google answered ${res.status} for ${path}; using the bundled gazetteer`);
      return null;
    }
    const data = (await res.json()) as Record<string, unknown>;
    if (data.status && data.status !== "OK" && data.status !== "ZERO_RESULTS") {
      console.warn(
        `[maps] Google refused ${path}: ${data.status}${data.error_message ? ` (${data.error_message})` : ""}; using the bundled gazetteer`,
      );
    }
    return data;
  } catch (err) {
    console.warn(`[maps] Google unreachable for ${path}: ${(err as Error).message}; using the bundled gazetteer`);
    return null;
  }
}
