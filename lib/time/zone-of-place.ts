// The zone a place's schedule is read in (server): from the state and coordinates sent, else from the place
// geocoded (city, ZIP code or address), else the zone the client named, else the spec's America/New_York.
import { geocodeAddress } from "@/lib/geo/places";
import { DEFAULT_TIME_ZONE } from "@/lib/time/constants";
import { zoneForPlace } from "@/lib/time/place-zone";

export type PlaceInput = {
  location?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  lat?: number | null;
  lng?: number | null;
  timezone?: string;
};

export async function zoneOfPlace(input: PlaceInput): Promise<string> {
  const direct = zoneForPlace(input);
  if (direct) return direct;
  if (input.city || input.zipcode || input.location) {
    const found = await geocodeAddress({ location: input.location, city: input.city, state: input.state, zipcode: input.zipcode }).catch(
      () => null,
    );
    const z = found ? zoneForPlace(found) : null;
    if (z) return z;
  }
  return input.timezone || DEFAULT_TIME_ZONE;
}
