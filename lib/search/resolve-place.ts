// A place typed as text ("Austin, TX", "78701") to a search centre, through the maps service.
import { geocodeAddress } from "@/lib/geo/places";
import type { Center } from "@/lib/search/parse-filter";

export async function resolvePlaceText(text: string): Promise<Center | null> {
  const found = await geocodeAddress({ location: text });
  return found ? { lat: found.lat, lng: found.lng, label: text } : null;
}
