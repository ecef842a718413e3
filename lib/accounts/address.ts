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

/** For creating a user: every part, missing coordinates stored as null. */
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
