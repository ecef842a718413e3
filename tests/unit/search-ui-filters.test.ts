// Pure rules of the search screens: the hourly rate buckets of spec §9 and the min/max they send, the
// filters through the URL (shareable, saved filter + URL fields) and into the search payloads, the end of
// a list (a short page), the spelling line, where a pick leads, and the 90% scroll trigger.
import { describe, expect, it } from "vitest";
import {
  DEFAULT_DISTANCE,
  EMPTY_JOB_FILTER,
  EMPTY_USER_FILTER,
  RATE_BUCKETS,
  correctedText,
  distanceLabel,
  jobFilterFromParams,
  jobFilterFromSaved,
  jobFilterToParams,
  jobSearchPayload,
  pageHasMore,
  rateBucketOf,
  rateBucketRange,
  rateLabel,
  toSearchParams,
  userFilterFromParams,
  userFilterFromSaved,
  startJobFilter,
  startUserFilter,
  userFilterToParams,
  userSearchPayload,
  type JobFilter,
  type UserFilter,
} from "@/components/search/filters";
import { targetHref, targetLog } from "@/components/search/targets";
import { scrolledRatio, shouldLoadMore } from "@/hooks/use-infinite-scroll";
import { isPickedLocation, parseLocation, sameText } from "@/components/location/location-input";

describe("hourly rate buckets", () => {
  it("are the five of the spec, in order", () => {
    expect(RATE_BUCKETS.map((b) => b.value)).toEqual(["any", "0-10", "10-30", "30-60", "60+"]);
  });

  it("map to min/max dollars", () => {
    expect(rateBucketRange("any")).toEqual({ minHourlyRate: null, maxHourlyRate: null });
    expect(rateBucketRange("0-10")).toEqual({ minHourlyRate: null, maxHourlyRate: 10 });
    expect(rateBucketRange("10-30")).toEqual({ minHourlyRate: 10, maxHourlyRate: 30 });
    expect(rateBucketRange("30-60")).toEqual({ minHourlyRate: 30, maxHourlyRate: 60 });
    expect(rateBucketRange("60+")).toEqual({ minHourlyRate: 60, maxHourlyRate: null });
  });

  it("come back from min/max (every bucket round-trips)", () => {
    for (const b of RATE_BUCKETS) {
      const r = rateBucketRange(b.value);
      expect(rateBucketOf(r.minHourlyRate, r.maxHourlyRate)).toBe(b.value);
    }
    expect(rateBucketOf(0, 10)).toBe("0-10");
    expect(rateBucketOf(undefined, undefined)).toBe("any");
    expect(rateBucketOf(15, 40)).toBe("custom");
    expect(rateBucketOf(10, null)).toBe("custom");
  });

  it("are labelled, custom ranges too", () => {
    expect(rateLabel(10, 30)).toBe("$10 – $30/hr");
    expect(rateLabel(null, 10)).toBe("Up to $10/hr");
    expect(rateLabel(60, null)).toBe("$60/hr and above");
    expect(rateLabel(15, 40)).toBe("$15 – $40/hr");
    expect(rateLabel(null, 25)).toBe("Up to $25/hr");
  });
});

describe("job filter and the URL", () => {
  const full: JobFilter = {
    keyword: "bartender",
    location: "Austin, TX",
    lat: 30.2672,
    lng: -97.7431,
    distance: 25,
    payType: "Hourly",
    categories: ["Hospitality", "Events"],
    from: "2027-03-14",
    to: "2027-03-20",
    fits: true,
  };

  it("round-trips through the query string", () => {
    const qs = jobFilterToParams(full).toString();
    expect(qs).toBe(
      "keyword=bartender&location=Austin%2C+TX&lat=30.2672&lng=-97.7431&distance=25&payType=Hourly&category=Hospitality&category=Events&from=2027-03-14&to=2027-03-20&fits=1",
    );
    expect(jobFilterFromParams(new URLSearchParams(qs))).toEqual(full);
  });

  it("always names the keyword, and only the fields that are set", () => {
    expect(jobFilterToParams(EMPTY_JOB_FILTER).toString()).toBe("keyword=");
    expect(jobFilterToParams({ ...EMPTY_JOB_FILTER, keyword: "cook" }).toString()).toBe("keyword=cook");
  });

  it("takes the saved filter as the base and replaces only what the URL names", () => {
    const saved = jobFilterFromSaved({
      keyword: "forklift",
      category: "Warehouse",
      categories: ["Warehouse"],
      payType: "Fixed",
      location: "Austin, TX",
      distance: 50,
      lat: 30.26,
      lng: -97.74,
    });
    expect(saved).toEqual({
      keyword: "forklift",
      location: "Austin, TX",
      lat: 30.26,
      lng: -97.74,
      distance: 50,
      payType: "Fixed",
      categories: ["Warehouse"],
      from: "",
      to: "",
      fits: false,
    });
    const fromHeader = jobFilterFromParams(new URLSearchParams("keyword=bartender"), saved);
    expect(fromHeader).toEqual({ ...saved, keyword: "bartender" });
    // a category from the header clears the keyword and keeps the place
    const category = jobFilterFromParams(new URLSearchParams("keyword=&category=Hospitality"), saved);
    expect(category).toEqual({ ...saved, keyword: "", categories: ["Hospitality"] });
    // a new location replaces the old point; without its own point it is sent as text
    const place = jobFilterFromParams(new URLSearchParams("location=Dallas%2C+TX"), saved);
    expect(place).toMatchObject({ location: "Dallas, TX", lat: null, lng: null });
    expect(jobFilterFromParams(new URLSearchParams("location="), saved)).toMatchObject({ location: "", lat: null, lng: null });
  });

  it("searches what a URL names with nothing left over from the saved filter; a bare address reopens the saved one", () => {
    // the saved filter of a person who last searched in Chicago
    const saved = {
      keyword: "",
      category: "",
      categories: [],
      payType: "Any",
      location: "Chicago, IL",
      distance: null,
      lat: 41.88,
      lng: -87.63,
    };
    // a header search for "wine" (or a suggestion) starts from the typed words: no Chicago
    const header = startJobFilter(new URLSearchParams("keyword=wine"), saved);
    expect(header).toEqual({ filter: { ...EMPTY_JOB_FILTER, keyword: "wine" }, fromSaved: false });
    expect(jobSearchPayload(header.filter, 1).filter).not.toHaveProperty("location");
    expect(jobSearchPayload(header.filter, 1).filter).not.toHaveProperty("lat");
    // a category or a place from the header is that filter alone
    expect(startJobFilter(new URLSearchParams("keyword=&category=Hospitality"), saved).filter).toEqual({
      ...EMPTY_JOB_FILTER,
      categories: ["Hospitality"],
    });
    expect(startJobFilter(new URLSearchParams("keyword=&location=Austin%2C+TX&lat=30.27&lng=-97.74"), saved).filter).toMatchObject({
      keyword: "",
      location: "Austin, TX",
      lat: 30.27,
      lng: -97.74,
    });
    // the menu entry (no parameters) reopens the saved filter, and says it did
    const bare = startJobFilter(new URLSearchParams(""), saved);
    expect(bare).toEqual({ filter: { ...EMPTY_JOB_FILTER, location: "Chicago, IL", lat: 41.88, lng: -87.63 }, fromSaved: true });
    // nothing saved: nothing to announce
    expect(startJobFilter(new URLSearchParams(""), null)).toEqual({ filter: EMPTY_JOB_FILTER, fromSaved: false });

    const savedUsers = {
      keyword: "",
      location: "Austin, TX",
      lat: 30.27,
      lng: -97.74,
      isOnlyIndustry: true,
      isNearbyMe: false,
      minHourlyRate: 30,
      maxHourlyRate: 60,
      distance: "50",
    };
    expect(startUserFilter(new URLSearchParams("keyword=cook"), savedUsers, "provider")).toEqual({
      filter: { ...EMPTY_USER_FILTER, keyword: "cook" },
      fromSaved: false,
    });
    expect(startUserFilter(new URLSearchParams(""), savedUsers, "provider")).toMatchObject({
      filter: { location: "Austin, TX", isOnlyIndustry: true, distance: "50" },
      fromSaved: true,
    });
  });

  it("ignores values it cannot use", () => {
    const f = jobFilterFromParams(new URLSearchParams("distance=5000&payType=Weekly&lat=200&lng=1&location=Austin"));
    expect(f).toEqual({ ...EMPTY_JOB_FILTER, distance: DEFAULT_DISTANCE, location: "Austin" });
    expect(jobFilterFromSaved(null)).toEqual(EMPTY_JOB_FILTER);
    expect(jobFilterFromSaved("nonsense")).toEqual(EMPTY_JOB_FILTER);
    expect(jobFilterFromSaved({ distance: null, payType: "Any" })).toEqual(EMPTY_JOB_FILTER);
  });

  it("reads a server page's searchParams record", () => {
    const p = toSearchParams({ keyword: "cook", category: ["A", "B"], empty: undefined });
    expect(p.toString()).toBe("keyword=cook&category=A&category=B");
  });

  it("becomes the search/jobs payload: a picked place sends its point, distance 0 means any", () => {
    expect(jobSearchPayload(full, 2)).toEqual({
      query: "bartender",
      page: 2,
      limit: 20,
      filter: {
        keyword: "bartender",
        payType: "Hourly",
        categories: ["Hospitality", "Events"],
        distance: 25,
        location: "Austin, TX",
        lat: 30.2672,
        lng: -97.7431,
        from: "2027-03-14",
        to: "2027-03-20",
        fitsMyAvailability: true,
      },
    });
    expect(jobSearchPayload({ ...EMPTY_JOB_FILTER, distance: 0 }, 1).filter).toEqual({
      keyword: "",
      payType: "Any",
      categories: [],
      distance: 0,
    });
  });
});

describe("people filter and the URL", () => {
  const full: UserFilter = {
    keyword: "barista",
    location: "Austin, TX",
    lat: 30.2672,
    lng: -97.7431,
    distance: "25",
    minHourlyRate: 10,
    maxHourlyRate: 30,
    isOnlyIndustry: true,
    isNearbyMe: false,
    categories: [],
  };

  it("round-trips through the query string", () => {
    const qs = userFilterToParams(full).toString();
    expect(qs).toBe(
      "keyword=barista&location=Austin%2C+TX&lat=30.2672&lng=-97.7431&distance=25&minHourlyRate=10&maxHourlyRate=30&industry=1",
    );
    expect(userFilterFromParams(new URLSearchParams(qs))).toEqual(full);
    expect(userFilterToParams(EMPTY_USER_FILTER).toString()).toBe("keyword=");
  });

  it("nearby me replaces the location", () => {
    const nearby = { ...full, isNearbyMe: true };
    expect(userFilterToParams(nearby).get("location")).toBeNull();
    expect(userFilterToParams(nearby).get("nearby")).toBe("1");
    expect(userSearchPayload(nearby, "provider", 1).filter).not.toHaveProperty("location");
    expect(userSearchPayload(nearby, "provider", 1).filter.isNearbyMe).toBe(true);
  });

  it("starts from the saved searchUserFilter", () => {
    const saved = userFilterFromSaved({
      keyword: "",
      location: "Austin, TX",
      lat: 30.27,
      lng: -97.74,
      isOnlyIndustry: false,
      isNearbyMe: false,
      minHourlyRate: 30,
      maxHourlyRate: 60,
      distance: "50",
    });
    expect(saved).toMatchObject({ location: "Austin, TX", distance: "50", minHourlyRate: 30, maxHourlyRate: 60 });
    expect(userFilterFromParams(new URLSearchParams("keyword=cook"), saved)).toEqual({ ...saved, keyword: "cook" });
    // a rate in the URL replaces both bounds
    expect(userFilterFromParams(new URLSearchParams("maxHourlyRate=10"), saved)).toMatchObject({ minHourlyRate: null, maxHourlyRate: 10 });
    expect(userFilterFromSaved({ distance: "" }).distance).toBe("all");
    expect(userFilterFromSaved({ distance: 1000 }).distance).toBe("all");
  });

  it("sends rates only when employees are searched", () => {
    const toEmployees = userSearchPayload(full, "provider", 1);
    expect(toEmployees).toMatchObject({ query: "barista", page: 1, limit: 20, type: "provider" });
    expect(toEmployees.filter).toEqual({
      keyword: "barista",
      distance: "25",
      isOnlyIndustry: true,
      isNearbyMe: false,
      location: "Austin, TX",
      lat: 30.2672,
      lng: -97.7431,
      minHourlyRate: 10,
      maxHourlyRate: 30,
    });
    const toEmployers = userSearchPayload(full, "customer", 1);
    expect(toEmployers.type).toBe("customer");
    expect(toEmployers.filter).not.toHaveProperty("minHourlyRate");
    expect(toEmployers.filter).not.toHaveProperty("maxHourlyRate");
  });
});

describe("list end, spelling and distance labels", () => {
  it("a list ends when a page comes back short or the server says so", () => {
    expect(pageHasMore(20, 20, true)).toBe(true);
    expect(pageHasMore(20, 20, undefined)).toBe(true);
    expect(pageHasMore(19, 20, true)).toBe(false);
    expect(pageHasMore(20, 20, false)).toBe(false);
    expect(pageHasMore(0, 20, true)).toBe(false);
  });

  it("says what a misspelled search was read as", () => {
    expect(correctedText([{ word: "bartnder", correction: "bartender" }])).toBe("bartender");
    expect(
      correctedText([
        { word: "event", correction: null },
        { word: "bartnder", correction: "bartender" },
      ]),
    ).toBe("event bartender");
    expect(correctedText([{ word: "cook", correction: null }])).toBeNull();
    expect(correctedText(undefined)).toBeNull();
  });

  it("shows miles with one decimal", () => {
    expect(distanceLabel(4.2)).toBe("4.2 mi away");
    expect(distanceLabel(12)).toBe("12 mi away");
    expect(distanceLabel(1511.6)).toBe("1,512 mi away");
    expect(distanceLabel(9.96)).toBe("10 mi away");
    expect(distanceLabel(0)).toBe("Under 1 mi away");
    expect(distanceLabel(null)).toBeNull();
  });
});

describe("where a pick leads", () => {
  it("sends employees to job search and employers to people search", () => {
    expect(targetHref({ kind: "keyword", keyword: " bartender " }, "provider")).toBe("/dashboard/search-jobs?keyword=bartender");
    expect(targetHref({ kind: "keyword", keyword: "bartender" }, "admin")).toBe("/dashboard/search-jobs?keyword=bartender");
    expect(targetHref({ kind: "keyword", keyword: "bartender" }, "customer")).toBe("/dashboard/search-users?keyword=bartender");
  });

  it("opens people on the page of their side", () => {
    expect(targetHref({ kind: "user", id: "u1" }, "provider")).toBe("/dashboard/detail-employer/u1");
    expect(targetHref({ kind: "user", id: "u1" }, "customer")).toBe("/dashboard/detail-employee/u1");
    expect(targetHref({ kind: "user", id: "u1", userType: "provider" }, "provider")).toBe("/dashboard/detail-employee/u1");
  });

  it("opens a job, or searches a job title", () => {
    expect(targetHref({ kind: "job", id: "j1", title: "Cook" }, "provider")).toBe("/dashboard/detail-job/j1");
    expect(targetHref({ kind: "job", title: "Event Bartender" }, "customer")).toBe("/dashboard/search-jobs?keyword=Event+Bartender");
  });

  it("turns categories and places into filters", () => {
    expect(targetHref({ kind: "category", name: "Food & Drink" }, "provider")).toBe(
      "/dashboard/search-jobs?keyword=&category=Food+%26+Drink",
    );
    expect(
      targetHref(
        {
          kind: "location",
          text: "Austin, TX",
          place: { city: "Austin", state: "TX", county: "", zipcode: "78701", lat: 30.27, lng: -97.74 },
        },
        "provider",
      ),
    ).toBe("/dashboard/search-jobs?keyword=&location=Austin%2C+TX&lat=30.27&lng=-97.74");
  });

  it("logs keywords, people and jobs, never filters", () => {
    expect(targetLog({ kind: "keyword", keyword: " cook " })).toEqual({ keyword: "cook" });
    expect(targetLog({ kind: "keyword", keyword: "  " })).toBeNull();
    expect(targetLog({ kind: "user", id: "u1" })).toEqual({ userId: "u1" });
    expect(targetLog({ kind: "job", id: "j1", title: "Cook" })).toEqual({ jobId: "j1" });
    expect(targetLog({ kind: "job", title: "Cook" })).toEqual({ keyword: "Cook" });
    expect(targetLog({ kind: "category", name: "Food" })).toBeNull();
    expect(targetLog({ kind: "location", text: "Austin, TX" })).toBeNull();
  });
});

describe("infinite scroll at 90%", () => {
  it("measures how far down the viewport's bottom is", () => {
    expect(scrolledRatio({ scrollTop: 0, clientHeight: 800, scrollHeight: 4000 })).toBeCloseTo(0.2);
    expect(scrolledRatio({ scrollTop: 3200, clientHeight: 800, scrollHeight: 4000 })).toBe(1);
    // nothing to scroll counts as the end
    expect(scrolledRatio({ scrollTop: 0, clientHeight: 800, scrollHeight: 600 })).toBe(1);
    expect(scrolledRatio({ scrollTop: 0, clientHeight: 800, scrollHeight: 0 })).toBe(1);
  });

  it("loads the next page from 90% scrolled, not before", () => {
    const page = { clientHeight: 1000, scrollHeight: 10000 };
    expect(shouldLoadMore({ ...page, scrollTop: 7999 })).toBe(false); // 89.99%
    expect(shouldLoadMore({ ...page, scrollTop: 8000 })).toBe(true); // 90%
    expect(shouldLoadMore({ ...page, scrollTop: 9000 })).toBe(true);
    expect(shouldLoadMore({ ...page, scrollTop: 8000 }, 0.95)).toBe(false);
  });
});

describe("location field", () => {
  it("keeps parsing typed City, ST ZIP for the forms", () => {
    expect(parseLocation("Austin, TX 78701")).toEqual({
      location: "Austin, TX 78701",
      city: "Austin",
      state: "TX",
      zipcode: "78701",
      country: "United States",
    });
    expect(parseLocation("somewhere")).toEqual({ location: "somewhere", city: "", state: "", zipcode: "" });
  });

  it("counts a place as picked when it has coordinates (or nothing is typed)", () => {
    expect(isPickedLocation({ location: "" })).toBe(true);
    expect(isPickedLocation({ location: "Austin, TX" })).toBe(false);
    expect(isPickedLocation({ location: "Austin, TX", lat: 30.27, lng: -97.74 })).toBe(true);
  });

  it("takes a typed text as a suggested place when the words are the same, whatever the case, spacing and commas", () => {
    expect(sameText("Austin, TX 78701", "austin tx 78701")).toBe(true);
    expect(sameText("Austin, TX 78701", "  Austin,TX   78701 ")).toBe(true);
    expect(sameText("Austin, TX 78701", "Austin, TX 7870")).toBe(false);
    expect(sameText("Round Rock, TX", "RoundRock TX")).toBe(false);
  });
});
