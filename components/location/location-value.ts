// The value of the address field and its pure helpers: reading "City, ST 12345", a picked place's value,
// and comparing texts the way the suggestions are matched.
import type { PlaceOption } from "@/lib/search/answers";

export type LocationValue = {
  location: string;
  city: string;
  state: string;
  zipcode: string;
  street_number?: string;
  route?: string;
  county?: string;
  country?: string;
  lat?: number;
  lng?: number;
};

/** the filters: a typed location must be picked from the suggestions */
export const PICK_LOCATION_ERROR = "Please input a valid location.";

const CITY_STATE_ZIP =
  /^\s*([A-Za-z][A-Za-z .'-]*?)\s*,\s*([A-Za-z]{2})(?:\s+(\d{5})(?:-\d{4})?)?\s*(?:,\s*(?:USA|US|United States))?\s*$/i;

/** "Austin, TX 78701" → city Austin, state TX, zipcode 78701; anything else leaves them empty. */
export function parseLocation(text: string): LocationValue {
  const m = CITY_STATE_ZIP.exec(text);
  if (!m) return { location: text, city: "", state: "", zipcode: "" };
  return { location: text, city: m[1].trim(), state: m[2].toUpperCase(), zipcode: m[3] ?? "", country: "United States" };
}

/** A value that came from a picked place (it has coordinates), or an empty one. */
export function isPickedLocation(v: Pick<LocationValue, "location" | "lat" | "lng">): boolean {
  return !v.location.trim() || (typeof v.lat === "number" && typeof v.lng === "number");
}

/** the same words, whatever the case, the spacing and the commas ("austin tx 78701" is "Austin, TX 78701") */
export function sameText(a: string, b: string): boolean {
  const norm = (t: string) => t.replace(/,/g, " ").trim().replace(/\s+/g, " ").toLowerCase();
  return norm(a) === norm(b);
}

export function placeToLocation(p: PlaceOption): LocationValue {
  return {
    location: p.description,
    city: p.city,
    state: p.state,
    county: p.county,
    zipcode: p.zipcode,
    country: "United States",
    lat: p.lat,
    lng: p.lng,
  };
}
