// The maps service behind one interface: Google (when GOOGLE_MAPS_API_KEY is set) with the bundled
// gazetteer as the local default and as the fallback whenever Google cannot answer.
import { googleAutocomplete, googleGeocode, googleMapsKey, type MapsPlace } from "@/lib/geo/google-maps";
import { resolvePlace, suggestPlaces } from "@/lib/geo/gazetteer";

export type Place = MapsPlace & { source: "google" | "gazetteer" };

/** Places for what a person types in a location field (search/get_location_places, location suggestions). */
export async function findPlaces(query: string, limit = 5): Promise<Place[]> {
  const q = query.trim();
  if (!q) return [];
  if (googleMapsKey()) {
    const found = await googleAutocomplete(q, limit);
    if (found) return found.map((p) => ({ ...p, source: "google" as const }));
  }
  return suggestPlaces(q, limit).map(({ kind: _kind, ...p }) => ({ ...p, source: "gazetteer" as const }));
}

/** What geocodeAddress takes and answers (job locations, search centres). */
export type GeocodeQuery = { location?: string; city?: string; state?: string; zipcode?: string };
export type GeocodeResult = { lat: number; lng: number; city: string; state: string; country: string; zipcode: string; county?: string };

/** An address to a point; null when neither Google nor the gazetteer knows it ('Please input a valid location.'). */
export async function geocodeAddress(q: GeocodeQuery): Promise<GeocodeResult | null> {
  if (googleMapsKey()) {
    const text = q.location?.trim() || [q.city, q.state, q.zipcode].filter((x) => x?.trim()).join(", ");
    const g = await googleGeocode(text);
    if (g) return { lat: g.lat, lng: g.lng, city: g.city, state: g.state, county: g.county, country: "US", zipcode: g.zipcode };
  }
  const p = resolvePlace(q);
  return p ? { lat: p.lat, lng: p.lng, city: p.city, state: p.state, county: p.county, country: "US", zipcode: p.zipcode } : null;
}
