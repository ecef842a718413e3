// Turns a job's address into coordinates when the form sent none (spec §5: "If there are no
// coordinates, the address is geocoded; failure gives the invalid-location error").
// FOR NOW a tiny built-in table of major US cities (by "City, ST", city name or ZIP prefix); the search
// issue replaces `geocodeAddress` with the bundled gazetteer / Google adapter, callers stay as they are.

export type GeocodeQuery = { location?: string; city?: string; state?: string; zipcode?: string };
export type GeocodeResult = { lat: number; lng: number; city: string; state: string; country: string; zipcode: string };

type City = { name: string; state: string; stateName: string; lat: number; lng: number; zip3: string[] };

// [name, state, state name, lat, lng, ZIP prefixes (first three digits)]
const CITIES: City[] = (
  [
    ["New York", "NY", "New York", 40.7128, -74.006, "100 101 102 103 104 111 112 113 114 116"],
    ["Los Angeles", "CA", "California", 34.0522, -118.2437, "900 901"],
    ["Chicago", "IL", "Illinois", 41.8781, -87.6298, "606 607 608"],
    ["Houston", "TX", "Texas", 29.7604, -95.3698, "770 772"],
    ["Phoenix", "AZ", "Arizona", 33.4484, -112.074, "850"],
    ["Philadelphia", "PA", "Pennsylvania", 39.9526, -75.1652, "191"],
    ["San Antonio", "TX", "Texas", 29.4241, -98.4936, "782"],
    ["San Diego", "CA", "California", 32.7157, -117.1611, "921"],
    ["Dallas", "TX", "Texas", 32.7767, -96.797, "752 753"],
    ["San Jose", "CA", "California", 37.3382, -121.8863, "951"],
    ["Austin", "TX", "Texas", 30.2672, -97.7431, "787"],
    ["Jacksonville", "FL", "Florida", 30.3322, -81.6557, "322"],
    ["Fort Worth", "TX", "Texas", 32.7555, -97.3308, "761"],
    ["Columbus", "OH", "Ohio", 39.9612, -82.9988, "432"],
    ["Charlotte", "NC", "North Carolina", 35.2271, -80.8431, "282"],
    ["San Francisco", "CA", "California", 37.7749, -122.4194, "941"],
    ["Indianapolis", "IN", "Indiana", 39.7684, -86.1581, "462"],
    ["Seattle", "WA", "Washington", 47.6062, -122.3321, "981"],
    ["Denver", "CO", "Colorado", 39.7392, -104.9903, "802"],
    ["Washington", "DC", "District of Columbia", 38.9072, -77.0369, "200 203 204 205"],
    ["Boston", "MA", "Massachusetts", 42.3601, -71.0589, "021 022"],
    ["El Paso", "TX", "Texas", 31.7619, -106.485, "799"],
    ["Nashville", "TN", "Tennessee", 36.1627, -86.7816, "372"],
    ["Detroit", "MI", "Michigan", 42.3314, -83.0458, "482"],
    ["Oklahoma City", "OK", "Oklahoma", 35.4676, -97.5164, "731"],
    ["Portland", "OR", "Oregon", 45.5152, -122.6784, "972"],
    ["Las Vegas", "NV", "Nevada", 36.1699, -115.1398, "891"],
    ["Memphis", "TN", "Tennessee", 35.1495, -90.049, "381"],
    ["Louisville", "KY", "Kentucky", 38.2527, -85.7585, "402"],
    ["Baltimore", "MD", "Maryland", 39.2904, -76.6122, "212"],
    ["Milwaukee", "WI", "Wisconsin", 43.0389, -87.9065, "532"],
    ["Albuquerque", "NM", "New Mexico", 35.0844, -106.6504, "871"],
    ["Tucson", "AZ", "Arizona", 32.2226, -110.9747, "857"],
    ["Fresno", "CA", "California", 36.7378, -119.7871, "937"],
    ["Sacramento", "CA", "California", 38.5816, -121.4944, "958"],
    ["Kansas City", "MO", "Missouri", 39.0997, -94.5786, "641"],
    ["Mesa", "AZ", "Arizona", 33.4152, -111.8315, "852"],
    ["Atlanta", "GA", "Georgia", 33.749, -84.388, "303"],
    ["Omaha", "NE", "Nebraska", 41.2565, -95.9345, "681"],
    ["Colorado Springs", "CO", "Colorado", 38.8339, -104.8214, "809"],
    ["Raleigh", "NC", "North Carolina", 35.7796, -78.6382, "276"],
    ["Miami", "FL", "Florida", 25.7617, -80.1918, "331"],
    ["Oakland", "CA", "California", 37.8044, -122.2712, "946"],
    ["Minneapolis", "MN", "Minnesota", 44.9778, -93.265, "554"],
    ["Tulsa", "OK", "Oklahoma", 36.154, -95.9928, "741"],
    ["Tampa", "FL", "Florida", 27.9506, -82.4572, "336"],
    ["New Orleans", "LA", "Louisiana", 29.9511, -90.0715, "701"],
    ["Cleveland", "OH", "Ohio", 41.4993, -81.6944, "441"],
    ["Pittsburgh", "PA", "Pennsylvania", 40.4406, -79.9959, "152"],
    ["St. Louis", "MO", "Missouri", 38.627, -90.1994, "631"],
    ["Orlando", "FL", "Florida", 28.5383, -81.3792, "328"],
    ["Salt Lake City", "UT", "Utah", 40.7608, -111.891, "841"],
    ["Honolulu", "HI", "Hawaii", 21.3069, -157.8583, "968"],
    ["Anchorage", "AK", "Alaska", 61.2181, -149.9003, "995"],
  ] as const
).map(([name, state, stateName, lat, lng, zips]) => ({ name, state, stateName, lat, lng, zip3: zips.split(" ") }));

const simplify = (s: string) => s.toLowerCase().replace(/^saint\s+/, "st. ").replace(/^st\s+/, "st. ").replace(/[^a-z. ]/g, "").trim();

/** Resolves an address; null when it cannot (the caller answers 'Please input a valid location.'). */
export async function geocodeAddress(q: GeocodeQuery): Promise<GeocodeResult | null> {
  const city = findCity(q);
  if (!city) return null;
  const zipcode = (q.zipcode ?? "").trim() || (/\b(\d{5})(?:-\d{4})?\b/.exec(q.location ?? "")?.[1] ?? "");
  return { lat: city.lat, lng: city.lng, city: city.name, state: city.state, country: "US", zipcode };
}

function findCity(q: GeocodeQuery): City | null {
  const zip = (q.zipcode ?? "").trim() || /\b(\d{5})(?:-\d{4})?\b/.exec(q.location ?? "")?.[1] || "";
  if (/^\d{5}/.test(zip)) {
    const byZip = CITIES.find((c) => c.zip3.includes(zip.slice(0, 3)));
    if (byZip) return byZip;
  }
  // "City, ST", "City, State, USA", "123 Main St, City, ST 78701" or separate city/state fields
  const parts = (q.location ?? "").split(",").map((p) => p.trim()).filter(Boolean);
  const candidates: { city: string; state: string }[] = [];
  if (q.city) candidates.push({ city: q.city, state: q.state ?? "" });
  for (let i = 0; i < parts.length; i++) {
    const next = (parts[i + 1] ?? "").replace(/\b\d{5}(?:-\d{4})?\b/, "").trim();
    candidates.push({ city: parts[i], state: next });
  }
  for (const c of candidates) {
    const name = simplify(c.city);
    const matches = CITIES.filter((x) => simplify(x.name) === name);
    if (matches.length === 0) continue;
    const st = c.state.trim().toLowerCase();
    const withState = matches.find((x) => st && (x.state.toLowerCase() === st || x.stateName.toLowerCase() === st));
    if (withState) return withState;
    // a bare city name is enough only when it is not ambiguous and no other state was named
    if (matches.length === 1 && (!st || COUNTRY_WORDS.has(st))) return matches[0];
  }
  return null;
}

const COUNTRY_WORDS = new Set(["us", "usa", "u.s.", "u.s.a.", "united states", "united states of america"]);
