// Geocoding for job locations without coordinates: the one maps interface of lib/geo (the bundled US
// gazetteer, or Google when GOOGLE_MAPS_API_KEY is set). null means the place is unknown, which the job
// form reports as 'Please input a valid location.'.
export { geocodeAddress, type GeocodeQuery, type GeocodeResult } from "@/lib/geo/places";
