// The profile rules of spec §5, shared by the forms and the update/register calls.
import { describe, expect, it } from "vitest";
import {
  educationSchema,
  employmentSchema,
  jobDetailsSchema,
  jsonList,
  registerProviderSchema,
  updateProfileSchema,
  yearOptions,
  INVALID_END_YEAR,
} from "@/lib/profiles/schemas";
import { listField } from "@/lib/http/list-field";
import { MSG } from "@/lib/accounts/messages";
import { parseAds, parseFee } from "@/lib/settings/get-setting";

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("year choices", () => {
  it("run from the current year down to 1950", () => {
    const years = yearOptions(new Date("2026-05-01"));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1950);
    expect(years).toHaveLength(2026 - 1950 + 1);
  });
});

describe("education", () => {
  const ok = { name: "U", degree: "BA", fieldOfStudy: "Art", from: 2000 };
  it("needs school, degree, field of study and from year", () => {
    expect(firstError(educationSchema.safeParse({ ...ok, name: " " }))).toBe(MSG.InvalidSchool);
    expect(firstError(educationSchema.safeParse({ ...ok, degree: "" }))).toBe(MSG.InvalidDegree);
    expect(firstError(educationSchema.safeParse({ ...ok, fieldOfStudy: "" }))).toBe(MSG.InvalidFieldOfStudy);
    expect(firstError(educationSchema.safeParse({ ...ok, from: "" }))).toBe(MSG.InvalidFromYear);
  });
  it("allows no end year and an end year at least the start year", () => {
    expect(educationSchema.parse({ ...ok, to: "" }).to).toBeNull();
    expect(educationSchema.parse({ ...ok, to: "2000" }).to).toBe(2000);
    expect(firstError(educationSchema.safeParse({ ...ok, to: 1999 }))).toBe("End year must be greater than start year");
  });
  it("keeps years within the choices", () => {
    expect(firstError(educationSchema.safeParse({ ...ok, from: 1949 }))).toBe(MSG.InvalidFromYear);
    expect(firstError(educationSchema.safeParse({ ...ok, from: new Date().getFullYear() + 1 }))).toBe(MSG.InvalidFromYear);
    expect(firstError(educationSchema.safeParse({ ...ok, to: 3000 }))).toBe(INVALID_END_YEAR);
  });
});

describe("work experience", () => {
  const ok = { company: "C", role: "R", from: 2010 };
  it("needs company, role and from; empty end means present; end ≥ start", () => {
    expect(firstError(employmentSchema.safeParse({ ...ok, company: "" }))).toBe(MSG.InvalidCompany);
    expect(firstError(employmentSchema.safeParse({ ...ok, role: "" }))).toBe(MSG.InvalidRole);
    expect(employmentSchema.parse({ ...ok, to: "" }).to).toBeNull();
    expect(employmentSchema.parse({ ...ok, to: 2010 }).to).toBe(2010);
    expect(firstError(employmentSchema.safeParse({ ...ok, to: 2009 }))).toBe("End year must be greater than or equal to start year");
  });
});

describe("lists from forms and multipart", () => {
  it("listField takes arrays, JSON text and comma-joined text, trimmed and deduplicated", () => {
    const f = listField();
    expect(f.parse(["a", " b ", "a"])).toEqual(["a", "b"]);
    expect(f.parse('["x","y"]')).toEqual(["x", "y"]);
    expect(f.parse("x, y,,x")).toEqual(["x", "y"]);
    expect(f.parse("")).toEqual([]);
  });
  it("jsonList takes arrays and JSON text", () => {
    const l = jsonList(employmentSchema);
    expect(l.parse(JSON.stringify([{ company: "C", role: "R", from: 2010 }]))).toHaveLength(1);
    expect(l.parse("")).toEqual([]);
    expect(l.safeParse("{not json").success).toBe(false);
  });
});

describe("job details", () => {
  const ok = { title: "T", overview: "O", skills: "a", hourlyRate: "25", categories: "Cleaning" };
  it("follow spec §5", () => {
    expect(jobDetailsSchema.parse(ok).hourlyRate).toBe(25);
    expect(firstError(jobDetailsSchema.safeParse({ ...ok, title: "" }))).toBe("Please input a valid title");
    expect(firstError(jobDetailsSchema.safeParse({ ...ok, skills: "" }))).toBe(MSG.InvalidSkills);
    expect(firstError(jobDetailsSchema.safeParse({ ...ok, hourlyRate: "0" }))).toBe(MSG.InvalidHourlyRate);
    expect(firstError(jobDetailsSchema.safeParse({ ...ok, categories: [] }))).toBe("Please select at least one category.");
  });
});

describe("updateProfileSchema", () => {
  it("changes only what is sent: social links without defaults, removeResume as text", () => {
    const v = updateProfileSchema.parse({ id: "u1", socialLinks: '{"github":"g"}', removeResume: "true" });
    expect(v.socialLinks).toEqual({ github: "g" });
    expect(v.removeResume).toBe(true);
    expect(v.firstName).toBeUndefined();
    expect(v.educations).toBeUndefined();
  });
});

describe("registerProviderSchema", () => {
  it("answers a missing step with its own message", () => {
    const r = registerProviderSchema.safeParse({});
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining([MSG.AddEducation, MSG.AddWorkExperience, MSG.UploadResume, MSG.InvalidTerms]));
  });
});

describe("settings parsing", () => {
  it("fee: a percent number, default 0", () => {
    expect(parseFee(10)).toBe(10);
    expect(parseFee("2.5")).toBe(2.5);
    expect(parseFee(null)).toBe(0);
    expect(parseFee(-1)).toBe(0);
    expect(parseFee({ percent: 5 })).toBe(0);
  });
  it("ads: a list of {_id,title,image,link}", () => {
    expect(parseAds([{ id: "a", title: "T", image: "/i.png", link: "/l", extra: 1 }])).toEqual([
      { _id: "a", title: "T", image: "/i.png", link: "/l" },
    ]);
    expect(parseAds("nope")).toEqual([]);
  });
});
