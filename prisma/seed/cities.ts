// Real US neighbourhoods for the demo users: city, state, county, zip code and a centre point.
// Street names are real; house numbers in people.ts are made up.

export type SeedCity = {
  city: string;
  /** two-letter state code, as the address parts of a geocoder give it */
  state: string;
  county: string;
  zipcode: string;
  lat: number;
  lng: number;
  areaCode: string;
  streets: string[];
};

export const CITIES = {
  austin: {
    city: "Austin",
    state: "TX",
    county: "Travis County",
    zipcode: "78701",
    lat: 30.2672,
    lng: -97.7431,
    areaCode: "512",
    streets: ["Congress Ave", "E 6th St", "W 2nd St"],
  },
  chicago: {
    city: "Chicago",
    state: "IL",
    county: "Cook County",
    zipcode: "60607",
    lat: 41.8827,
    lng: -87.648,
    areaCode: "312",
    streets: ["W Randolph St", "N Halsted St", "W Lake St"],
  },
  denver: {
    city: "Denver",
    state: "CO",
    county: "Denver County",
    zipcode: "80202",
    lat: 39.7525,
    lng: -104.9995,
    areaCode: "303",
    streets: ["Larimer St", "Blake St", "Wazee St"],
  },
  seattle: {
    city: "Seattle",
    state: "WA",
    county: "King County",
    zipcode: "98101",
    lat: 47.6101,
    lng: -122.3344,
    areaCode: "206",
    streets: ["Pike St", "4th Ave", "Pine St"],
  },
  atlanta: {
    city: "Atlanta",
    state: "GA",
    county: "Fulton County",
    zipcode: "30303",
    lat: 33.7537,
    lng: -84.3863,
    areaCode: "404",
    streets: ["Marietta St NW", "Peachtree St NE", "Forsyth St SW"],
  },
  brooklyn: {
    city: "Brooklyn",
    state: "NY",
    county: "Kings County",
    zipcode: "11201",
    lat: 40.6943,
    lng: -73.9903,
    areaCode: "718",
    streets: ["Court St", "Atlantic Ave", "Montague St"],
  },
  phoenix: {
    city: "Phoenix",
    state: "AZ",
    county: "Maricopa County",
    zipcode: "85004",
    lat: 33.451,
    lng: -112.07,
    areaCode: "602",
    streets: ["N Central Ave", "E Roosevelt St", "N 3rd St"],
  },
  miami: {
    city: "Miami",
    state: "FL",
    county: "Miami-Dade County",
    zipcode: "33130",
    lat: 25.767,
    lng: -80.204,
    areaCode: "305",
    streets: ["SW 8th St", "SW 1st Ave", "SW 2nd Ave"],
  },
} satisfies Record<string, SeedCity>;

export type CityKey = keyof typeof CITIES;

/** A demo job's address columns at the city's first street. */
export function jobPlace(city: SeedCity) {
  return {
    location: `${city.streets[0]}, ${city.city}, ${city.state} ${city.zipcode}, USA`,
    route: city.streets[0],
    city: city.city,
    state: city.state,
    county: city.county,
    country: "United States",
    zipcode: city.zipcode,
    lat: city.lat,
    lng: city.lng,
  };
}
