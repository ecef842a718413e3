// Filter parsing: the spec's payloads to one normalised query, with readable refusals; the gazetteer.
import { describe, expect, it } from "vitest";
import { searchJobsSchema, searchUsersSchema, suggestionsSchema, searchLogCreateSchema, getResultSchema } from "@/lib/search/schemas";
import { parseJobQuery, parseUserQuery, type Viewer } from "@/lib/search/parse-filter";
import { SEARCH_MSG } from "@/lib/search/messages";
import { describeZodError } from "@/lib/http/route";
import { nearestPlace, resolvePlace, suggestPlaces } from "@/lib/geo/gazetteer";

function refusal(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, body: unknown) {
  const r = schema.safeParse(body);
  expect(r.success).toBe(false);
  return describeZodError(r.error as never);
}

const customer: Viewer = { type: "customer", lat: 30.27, lng: -97.74, categories: ["Hospitality"] };

describe("search/jobs payload", () => {
  it("defaults: page 1, limit 20, no filter", () => {
    expect(searchJobsSchema.parse({})).toMatchObject({ page: 1, limit: 20 });
  });

  it("refuses page 0, limit over 100, negative distance, unknown pay type or job type", () => {
    expect(refusal(searchJobsSchema, { page: 0 })).toBe(SEARCH_MSG.InvalidPage);
    expect(refusal(searchJobsSchema, { page: 1.5 })).toBe(SEARCH_MSG.InvalidPage);
    expect(refusal(searchJobsSchema, { limit: 101 })).toBe(SEARCH_MSG.InvalidLimit);
    expect(refusal(searchJobsSchema, { limit: 0 })).toBe(SEARCH_MSG.InvalidLimit);
    expect(refusal(searchJobsSchema, { distance: -1 })).toBe(SEARCH_MSG.InvalidDistance);
    expect(refusal(searchJobsSchema, { filter: { distance: 1001 } })).toBe(SEARCH_MSG.InvalidDistance);
    expect(refusal(searchJobsSchema, { filter: { payType: "Weekly" } })).toBe(SEARCH_MSG.InvalidPayType);
    expect(refusal(searchJobsSchema, { type: "Gig" })).toBe(SEARCH_MSG.InvalidJobType);
    expect(refusal(searchJobsSchema, { lat: 91, lng: 0 })).toBe(SEARCH_MSG.InvalidLat);
  });

  it("reads numbers and the filter from text (query strings, form fields)", () => {
    const input = searchJobsSchema.parse({
      page: "2",
      limit: "5",
      filter: JSON.stringify({ payType: "Fixed", categories: "Retail,Hospitality" }),
    });
    expect(input).toMatchObject({ page: 2, limit: 5, filter: { payType: "Fixed", categories: ["Retail", "Hospitality"] } });
  });

  it("the filter wins over the top-level fields; category and categories merge", async () => {
    const q = await parseJobQuery(
      searchJobsSchema.parse({
        query: "top",
        lat: 1,
        lng: 1,
        filter: {
          keyword: "Bartender",
          category: "Hospitality",
          categories: ["Retail", "Hospitality"],
          lat: 30.2672,
          lng: -97.7431,
          location: "Austin, TX",
        },
      }),
    );
    expect(q).toMatchObject({
      keyword: "Bartender",
      categories: ["Retail", "Hospitality"],
      center: { lat: 30.2672, lng: -97.7431, label: "Austin, TX" },
    });
  });

  it("a place without a distance means 100 miles (spec §9); 0 means any distance; no place means no radius", async () => {
    expect((await parseJobQuery(searchJobsSchema.parse({ filter: { lat: 30, lng: -97 } }))).radiusMiles).toBe(100);
    expect((await parseJobQuery(searchJobsSchema.parse({ filter: { lat: 30, lng: -97, distance: 0 } }))).radiusMiles).toBeNull();
    expect((await parseJobQuery(searchJobsSchema.parse({ distance: 25, lat: 30, lng: -97 }))).radiusMiles).toBe(25);
    expect((await parseJobQuery(searchJobsSchema.parse({ distance: 25 }))).radiusMiles).toBeNull();
  });

  it("pay type Any means no pay filter; the saved filter keeps what was chosen", async () => {
    const q = await parseJobQuery(searchJobsSchema.parse({ filter: { payType: "Any", keyword: "cook" } }));
    expect(q.payType).toBeNull();
    expect(q.saved).toMatchObject({ keyword: "cook", payType: "Any", location: "", distance: null, lat: null, lng: null });
  });

  it("a typed place is resolved through the gazetteer: city and state, or ZIP", async () => {
    const byText = await parseJobQuery(searchJobsSchema.parse({ filter: { location: "Austin, TX" } }));
    expect(byText.center?.lat).toBeCloseTo(30.3, 0);
    const byZip = await parseJobQuery(searchJobsSchema.parse({ zipcode: "78701" }));
    expect(byZip.center).toMatchObject({ lat: 30.2713, lng: -97.7426 });
    const byParts = await parseJobQuery(searchJobsSchema.parse({ city: "Denver", state: "CO" }));
    expect(byParts.center?.lng).toBeCloseTo(-105, 0);
  });

  it("a place that resolves nowhere is refused with the spec's message; half a coordinate too", async () => {
    await expect(parseJobQuery(searchJobsSchema.parse({ filter: { location: "Atlantis, ZZ" } }))).rejects.toThrow(
      SEARCH_MSG.InvalidLocation,
    );
    await expect(parseJobQuery(searchJobsSchema.parse({ filter: { lat: 30 } }))).rejects.toThrow(SEARCH_MSG.LatLngPair);
  });
});

describe("search/users payload", () => {
  it("refuses a rate range upside down and distances outside the spec's options", async () => {
    expect(refusal(searchUsersSchema, { filter: { distance: "30" } })).toBe(SEARCH_MSG.InvalidUserDistance);
    expect(refusal(searchUsersSchema, { filter: { minHourlyRate: -1 } })).toBe(SEARCH_MSG.InvalidRate);
    expect(refusal(searchUsersSchema, { type: "admin" })).toBe(SEARCH_MSG.InvalidUserType);
    await expect(parseUserQuery(searchUsersSchema.parse({ filter: { minHourlyRate: 40, maxHourlyRate: 20 } }), customer)).rejects.toThrow(
      SEARCH_MSG.RateRange,
    );
  });

  it("employers find employees and employees find employers by default; a rate range means employees", async () => {
    expect((await parseUserQuery(searchUsersSchema.parse({}), customer)).types).toEqual(["provider"]);
    expect((await parseUserQuery(searchUsersSchema.parse({}), { ...customer, type: "provider" })).types).toEqual(["customer"]);
    expect((await parseUserQuery(searchUsersSchema.parse({ type: "all" }), customer)).types).toEqual(["provider", "customer"]);
    const rated = await parseUserQuery(searchUsersSchema.parse({ type: "customer", filter: { minHourlyRate: 10 } }), customer);
    expect(rated).toMatchObject({ types: ["provider"], minRateCents: 1000, maxRateCents: null });
  });

  it("near me uses the caller's own point (25 miles unless chosen) and needs one", async () => {
    const q = await parseUserQuery(searchUsersSchema.parse({ filter: { isNearbyMe: "true" } }), customer);
    expect(q).toMatchObject({ center: { lat: 30.27, lng: -97.74 }, radiusMiles: 25 });
    expect((await parseUserQuery(searchUsersSchema.parse({ filter: { isNearbyMe: true, distance: "50" } }), customer)).radiusMiles).toBe(
      50,
    );
    await expect(
      parseUserQuery(searchUsersSchema.parse({ filter: { isNearbyMe: true } }), { ...customer, lat: null, lng: null }),
    ).rejects.toThrow(SEARCH_MSG.NoOwnLocation);
  });

  it("distance 'all' keeps the place for ranking but drops the radius; only my industry adds my categories", async () => {
    const q = await parseUserQuery(
      searchUsersSchema.parse({ filter: { lat: 30, lng: -97, distance: "all", isOnlyIndustry: true } }),
      customer,
    );
    expect(q).toMatchObject({ radiusMiles: null, categories: ["Hospitality"], center: { lat: 30, lng: -97 } });
    expect(q.saved).toMatchObject({ isOnlyIndustry: true, isNearbyMe: false, distance: "all", lat: 30, lng: -97 });
  });
});

describe("other payloads", () => {
  it("suggestions: type defaults to all; unknown types and fields are refused", () => {
    expect(suggestionsSchema.parse({ query: "ba" })).toMatchObject({ query: "ba", type: "all" });
    expect(refusal(suggestionsSchema, { query: "bar", type: "people" })).toBe(SEARCH_MSG.InvalidSuggestionType);
    expect(refusal(suggestionsSchema, { query: "bar", field: "email" })).toBe(SEARCH_MSG.InvalidField);
    expect(getResultSchema.parse({ query: "cook" })).toMatchObject({ type: "all", page: 1, limit: 20 });
  });

  it("a search log takes exactly one of keyword, userId, jobId", () => {
    expect(refusal(searchLogCreateSchema, {})).toBe(SEARCH_MSG.LogNeedsOne);
    expect(refusal(searchLogCreateSchema, { keyword: "cook", jobId: "j1" })).toBe(SEARCH_MSG.LogNeedsOne);
    expect(searchLogCreateSchema.parse({ keyword: "  cook " })).toMatchObject({ keyword: "cook" });
  });
});

describe("gazetteer", () => {
  it("resolves 'Austin, TX', 'Austin, Texas', 'Austin TX', '78701' and full addresses", () => {
    for (const location of ["Austin, TX", "Austin, Texas", "Austin TX", "Austin, TX, USA"]) {
      expect(resolvePlace({ location })).toMatchObject({ kind: "city", city: "Austin", state: "TX" });
    }
    expect(resolvePlace({ location: "78701" })).toMatchObject({ kind: "zip", zipcode: "78701", lat: 30.2713, lng: -97.7426 });
    expect(resolvePlace({ location: "600 Congress Ave, Austin, TX 78701, USA" })).toMatchObject({ zipcode: "78701" });
    expect(resolvePlace({ location: "St. Louis, MO" })).toMatchObject({ city: "Saint Louis", state: "MO" });
  });

  it("a bare name resolves only when one city dwarfs the others of that name", () => {
    expect(resolvePlace({ location: "Chicago" })).toMatchObject({ city: "Chicago", state: "IL" });
    expect(resolvePlace({ location: "Springfield" })).toBeNull();
    expect(resolvePlace({ location: "Nowhere, ZZ" })).toBeNull();
  });

  it("a city's centre is the average of its ZIPs, away from stray ones", () => {
    const ny = resolvePlace({ location: "New York, NY" })!;
    expect(ny.lat).toBeCloseTo(40.75, 1);
    expect(ny.lng).toBeCloseTo(-73.98, 1);
  });

  it("suggests bigger cities first for a prefix, and ZIPs for digits", () => {
    expect(suggestPlaces("aus")[0]).toMatchObject({ description: "Austin, TX" });
    expect(suggestPlaces("San", 3).map((p) => p.state)).toContain("TX");
    expect(suggestPlaces("Austin, T")).toEqual([expect.objectContaining({ city: "Austin", state: "TX" })]);
    expect(suggestPlaces("7870", 3).map((p) => p.zipcode)).toEqual(["78701", "78702", "78703"]);
  });

  it("understands the field's own format, City, ST 12345, and any start of its ZIP", () => {
    // the whole thing is one place, written the way the suggestion writes it
    expect(suggestPlaces("Round Rock, TX 78664")).toEqual([
      expect.objectContaining({ description: "Round Rock, TX 78664", city: "Round Rock", state: "TX", zipcode: "78664" }),
    ]);
    expect(suggestPlaces("Austin, TX 787", 3).map((p) => p.description)).toEqual([
      "Austin, TX 78701",
      "Austin, TX 78702",
      "Austin, TX 78703",
    ]);
    expect(suggestPlaces("Austin 78701").map((p) => p.description)).toEqual(["Austin, TX 78701"]);
    // a ZIP that is not the city's is no place
    expect(suggestPlaces("Austin, TX 10001")).toEqual([]);
  });

  it("reads a state without the comma: a code, the start of a name, a two-word name; a city's own name first", () => {
    expect(suggestPlaces("Austin TX 78701").map((p) => p.description)).toEqual(["Austin, TX 78701"]);
    expect(suggestPlaces("Austin TX")[0]).toMatchObject({ description: "Austin, TX" });
    expect(suggestPlaces("austin tex")[0]).toMatchObject({ description: "Austin, TX" });
    expect(suggestPlaces("Austin tx 787", 2).map((p) => p.description)).toEqual(["Austin, TX 78701", "Austin, TX 78702"]);
    expect(suggestPlaces("Albany New York")[0]).toMatchObject({ description: "Albany, NY" });
    // "Washington" is a state too, but a typed city name is read as a city first
    expect(suggestPlaces("Fort Washington").map((p) => p.city)).toEqual(["Fort Washington", "Fort Washington"]);
    expect(suggestPlaces("Kansas City").map((p) => p.description)).toEqual(["Kansas City, MO", "Kansas City, KS"]);
  });

  it("reverse lookup gives the nearest ZIP, nothing far out at sea", () => {
    expect(nearestPlace(30.2672, -97.7431)).toMatchObject({ city: "Austin", state: "TX" });
    expect(nearestPlace(0, 0)).toBeNull();
  });
});
