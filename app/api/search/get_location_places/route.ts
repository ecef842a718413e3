// POST /api/search/get_location_places {query} → {places: [{description, city, state, county, zipcode, lat, lng}]}
// Google Places when GOOGLE_MAPS_API_KEY is set, else (and whenever Google fails) the bundled gazetteer.
// Open to signed-out visitors (the sign-up form picks a location), who are rate limited per address.
import { route } from "@/lib/http/route";
import { clientIp, enforce } from "@/lib/http/rate-limit";
import { locationPlacesSchema } from "@/lib/search/schemas";
import { findPlaces } from "@/lib/geo/places";

export const POST = route({ auth: "optional", input: locationPlacesSchema }, async ({ req, user, input }) => {
  if (!user) await enforce([{ key: `places:ip:${clientIp(req)}`, limit: 120, windowSeconds: 600 }], "location look-ups");
  const places = input.query.length < 2 ? [] : await findPlaces(input.query, 5);
  return { places: places.map(({ source: _source, ...p }) => p) };
});
