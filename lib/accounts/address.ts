// The spec's address fields (street_number, route, city, …) as the User columns that store them.
type AddressInput = {
  location?: string;
  street_number?: string;
  route?: string;
  city?: string;
  state?: string;
  county?: string;
  country?: string;
  zipcode?: string;
  lat?: number | null;
  lng?: number | null;
};

/** For creating a row with an address (a user, a booking request): every part, missing coordinates stored as null. */
export function addressColumns(input: AddressInput) {
  return { ...addressPatch(input), lat: input.lat ?? null, lng: input.lng ?? null };
}

/** For an update: only what was sent (undefined leaves a column as it is). */
export function addressPatch(input: AddressInput) {
  return {
    location: input.location,
    streetNumber: input.street_number,
    route: input.route,
    city: input.city,
    state: input.state,
    county: input.county,
    country: input.country,
    zipcode: input.zipcode,
    lat: input.lat,
    lng: input.lng,
  };
}

/**
 * A person's address with a point: coordinates picked from a suggestion win; otherwise the typed place is
 * geocoded (gazetteer or Google) so distance search and "nearby me" work for everyone. An unknown place
 * keeps no point rather than an old, wrong one. Only when `location` is sent.
 */
export async function withCoordinates<T extends AddressInput>(input: T): Promise<T> {
  if (!input.location || (input.lat != null && input.lng != null)) return input;
  const { geocodeAddress } = await import("@/lib/geo/places");
  const found = await geocodeAddress({ location: input.location, city: input.city, state: input.state, zipcode: input.zipcode });
  if (!found) return { ...input, lat: null, lng: null };
  return {
    ...input,
    lat: found.lat,
    lng: found.lng,
    city: input.city || found.city,
    state: input.state || found.state,
    county: input.county || found.county || "",
    country: input.country || found.country,
    zipcode: input.zipcode || found.zipcode,
  };
}
