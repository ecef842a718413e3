// The job form's parsing rules (spec §5) and the built-in geocoder.
import { describe, expect, it } from "vitest";
import { jobFormSchema, parseDuration, parsePrice, screenQuestionsField } from "@/lib/jobs/schemas";
import { JOB_MSG } from "@/lib/jobs/messages";
import { geocodeAddress } from "@/lib/geo/places";

const form = {
  title: "Paint a fence",
  categories: "Painting",
  description: "About 40 feet of wooden fence.",
  location: "Austin, TX",
  type: "One-time job",
  skills: "Painting",
  payType: "Fixed",
  price: "300",
  duration: "2",
};

describe("parsePrice (not empty, not starting with a minus, at most 2 decimals, nothing stripped)", () => {
  it.each([
    ["45", 45],
    ["45.50", 45.5],
    ["$1,250.00", 1250],
    ["0", 0],
    [12.5, 12.5],
    [" 30 ", 30],
  ])("%j → %j", (input, out) => expect(parsePrice(input)).toBe(out));
  // " 30 /hr" used to become 30 by stripping letters (the silent rewrite that also made "1e309" 1309)
  it.each([
    [""],
    ["-5"],
    ["$-5"],
    ["abc"],
    ["1.2.3"],
    ["."],
    [-1],
    [null],
    [2_000_000],
    [" 30 /hr"],
    ["1e309"],
    ["12abc"],
    ["0.001"],
    ["1,2,3"],
  ])("%j is refused", (input) => expect(parsePrice(input)).toBeNull());
});

describe("parseDuration", () => {
  // the old rule took whole numbers only, so the form's digit filter turned "5.5" hours into 55
  it("takes numbers above 0 with at most two decimals", () => {
    expect(parseDuration("4")).toBe(4);
    expect(parseDuration(12)).toBe(12);
    expect(parseDuration("5.5")).toBe(5.5);
    expect(parseDuration("1.25")).toBe(1.25);
    for (const bad of ["0", "-2", "1.255", "", "four", null, "1e3"]) expect(parseDuration(bad)).toBeNull();
  });
});

describe("jobFormSchema", () => {
  it("words the price and duration messages by pay type", () => {
    const first = (v: Record<string, unknown>) => jobFormSchema.safeParse({ ...form, ...v }).error?.issues[0].message;
    expect(first({ payType: "Hourly", price: "" })).toBe(JOB_MSG.InvalidHourlyRate);
    expect(first({ payType: "Fixed", price: "-3" })).toBe(JOB_MSG.InvalidFixedPrice);
    expect(first({ payType: "Hourly", duration: "0" })).toBe(JOB_MSG.InvalidHourlyDuration);
    expect(first({ payType: "Fixed", duration: "" })).toBe(JOB_MSG.InvalidFixedDuration);
  });
  it("checks the fields in the form's order", () => {
    const r = jobFormSchema.safeParse({});
    expect(r.error?.issues.map((i) => i.message).slice(0, 7)).toEqual([
      JOB_MSG.InvalidTitle,
      JOB_MSG.SelectCategory,
      JOB_MSG.InvalidDescription,
      JOB_MSG.InvalidLocation,
      JOB_MSG.InvalidType,
      JOB_MSG.InvalidSkills,
      JOB_MSG.InvalidPayType,
    ]);
  });
  it("offers the spec's three job types", () => {
    for (const type of ["One-time job", "Ongoing job", "I am not sure"])
      expect(jobFormSchema.safeParse({ ...form, type }).success).toBe(true);
  });
});

describe("screenQuestionsField", () => {
  it("trims questions and drops empty ones, from JSON text or a list", () => {
    expect(screenQuestionsField.parse('[" a ", "", {"question": " b ", "generatedByAI": true}, {"question": "  "}]')).toEqual([
      { question: "a", generatedByAI: false, required: true, suggested: false },
      { question: "b", generatedByAI: true, required: true, suggested: false },
    ]);
    expect(screenQuestionsField.parse(undefined)).toEqual([]);
  });

  it("keeps an optional question optional and a template's question suggested; required by default", () => {
    expect(
      screenQuestionsField.parse([
        { question: "Own tools?", generatedByAI: false, required: false, suggested: true },
        { question: "Certified?", generatedByAI: false, required: "false" },
        { question: "Weekends?", generatedByAI: true },
      ]),
    ).toEqual([
      { question: "Own tools?", generatedByAI: false, required: false, suggested: true },
      { question: "Certified?", generatedByAI: false, required: false, suggested: false },
      { question: "Weekends?", generatedByAI: true, required: true, suggested: false },
    ]);
  });
});

describe("geocodeAddress (the bundled gazetteer)", () => {
  it.each([
    [{ location: "Austin, TX" }, "Austin"],
    [{ location: "123 Main St, Seattle, WA 98101, USA" }, "Seattle"],
    [{ location: "Boston, Massachusetts" }, "Boston"],
    [{ location: "Somewhere", zipcode: "94110" }, "San Francisco"],
    [{ location: "St. Louis, MO" }, "Saint Louis"],
    [{ location: "Miami" }, "Miami"],
  ])("places %j", async (q, city) => {
    expect((await geocodeAddress(q))?.city).toBe(city);
  });
  it("gives up on places it does not know, and tells same-named cities apart by state", async () => {
    expect(await geocodeAddress({ location: "Atlantis" })).toBeNull();
    expect(await geocodeAddress({ location: "Springfield, XY" })).toBeNull();
    expect(await geocodeAddress({ location: "Portland, ME" })).toMatchObject({ city: "Portland", state: "ME" });
    expect(await geocodeAddress({ location: "Portland, OR" })).toMatchObject({ city: "Portland", state: "OR" });
  });
});
