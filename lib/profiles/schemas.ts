// Profile forms (edit profile modals, sign-up steps) and the multipart update/register calls.
import { z } from "zod";
import { MSG } from "@/lib/accounts/messages";
import { addressFields, emailField, MAX_PASSWORD, MIN_PASSWORD, PHONE_RE } from "@/lib/accounts/schemas";
import { listField } from "@/lib/http/list-field";
import { moneyField } from "@/lib/money/amounts/fields";

export const FIRST_YEAR = 1950;
export const MAX_HOURLY_RATE = 10000;

/** Year choices: the current year down to 1950. */
export function yearOptions(now = new Date()): number[] {
  const out: number[] = [];
  for (let y = now.getFullYear(); y >= FIRST_YEAR; y--) out.push(y);
  return out;
}

const year = (msg: string) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? undefined : Number(v)),
    z.number({ error: msg }).int(msg).min(FIRST_YEAR, msg).max(new Date().getFullYear(), msg),
  );
/** Our wording (the spec names none): an end year outside the year choices. */
export const INVALID_END_YEAR = "Please select a valid end year";
const optionalYear = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? null : Number(v)),
  z
    .number({ error: INVALID_END_YEAR })
    .int(INVALID_END_YEAR)
    .min(FIRST_YEAR, INVALID_END_YEAR)
    .max(new Date().getFullYear(), INVALID_END_YEAR)
    .nullable(),
);

export const educationSchema = z
  .object({
    _id: z.string().max(64).optional(),
    name: z.string({ error: MSG.InvalidSchool }).trim().min(1, MSG.InvalidSchool).max(150, MSG.InvalidSchool),
    degree: z.string({ error: MSG.InvalidDegree }).trim().min(1, MSG.InvalidDegree).max(150, MSG.InvalidDegree),
    fieldOfStudy: z.string({ error: MSG.InvalidFieldOfStudy }).trim().min(1, MSG.InvalidFieldOfStudy).max(150, MSG.InvalidFieldOfStudy),
    description: z.string().trim().max(2000).optional().default(""),
    from: year(MSG.InvalidFromYear),
    to: optionalYear,
  })
  // the spec: "to year, if given, at least the from year", with this message
  .refine((e) => e.to === null || e.to >= e.from, { path: ["to"], message: MSG.EducationEndYear });
export type EducationInput = z.infer<typeof educationSchema>;

export const employmentSchema = z
  .object({
    _id: z.string().max(64).optional(),
    company: z.string({ error: MSG.InvalidCompany }).trim().min(1, MSG.InvalidCompany).max(150, MSG.InvalidCompany),
    role: z.string({ error: MSG.InvalidRole }).trim().min(1, MSG.InvalidRole).max(150, MSG.InvalidRole),
    description: z.string().trim().max(2000).optional().default(""),
    from: year(MSG.InvalidFromYear),
    /** empty means present */
    to: optionalYear,
  })
  .refine((e) => e.to === null || e.to >= e.from, { path: ["to"], message: MSG.EmploymentEndYear });
export type EmploymentInput = z.infer<typeof employmentSchema>;

/** A list of objects sent as an array or as JSON text (multipart). */
export const jsonList = <T extends z.ZodType>(item: T, max = 30) =>
  z.preprocess((v) => {
    if (typeof v !== "string") return v;
    if (!v.trim()) return [];
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, z.array(item).max(max));

/**
 * Dollars above 0 with at most two decimals ("28.50"). Nothing is stripped: "-5", "1e309" or "28.505"
 * are refused with a message, never rewritten into another number (lib/money/amounts/parse.ts).
 */
const money = (msg: string) => moneyField({ invalid: msg, max: MAX_HOURLY_RATE });

/** Job details of a provider profile (the modal and the sign-up service-details step). */
export const jobDetailsSchema = z.object({
  title: z.string({ error: MSG.InvalidTitle }).trim().min(1, MSG.InvalidTitle).max(120, MSG.InvalidTitle),
  overview: z.string({ error: MSG.InvalidOverview }).trim().min(1, MSG.InvalidOverview).max(5000, MSG.InvalidOverview),
  skills: listField(50).pipe(z.array(z.string()).min(1, MSG.InvalidSkills)),
  /** dollars per hour, as the spec's clients send it (stored in cents) */
  hourlyRate: money(MSG.InvalidHourlyRate),
  categories: listField(20, 100).pipe(z.array(z.string()).min(1, MSG.SelectCategory)),
});
export type JobDetailsInput = z.infer<typeof jobDetailsSchema>;

export const serviceDetailsSchema = jobDetailsSchema.omit({ categories: true });
export const categorySelectSchema = z.object({
  categories: listField(20, 100).pipe(z.array(z.string()).min(1, MSG.SelectCategory)),
});

/** The links an update sends: only those present change. */
const link = z.string().trim().max(300).optional();
export const socialLinksPatchSchema = z.object({ linkedin: link, twitter: link, facebook: link, github: link, website: link });

/** The employer profile's "About the company" text, plain text (shown as written, never as HTML). */
export const COMPANY_DESCRIPTION_MAX = 2000;
export const COMPANY_MSG = {
  DescriptionTooLong: "The company description can be up to 2,000 characters.",
  DescriptionBadCharacter: "The company description contains a character that is not allowed.",
  InvalidWebsite: "Please enter a website address starting with http:// or https://, like https://example.com.",
} as const;

/**
 * A company website: http(s) only, no user name or password in it, a named host with a dot (no localhost, no
 * bare IP address: others must be able to open it). "example.com" gets https:// in front; the stored form is
 * the URL's normalised text (lower-case host, a path of at least "/"). "" clears it; null: not a website.
 */
export function normaliseWebsite(raw: string): string | null {
  const text = raw.trim();
  if (!text) return "";
  if (text.length > 300 || /[\s\p{Cc}]/u.test(text)) return null;
  // "javascript:…", "mailto:…" keep their scheme (and are refused); "example.com:8080/x" is a host and port
  const schemed = /^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^:/]+:\d+(?:[/?#]|$)/.test(text);
  const withScheme = schemed ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  const host = url.hostname;
  if (!host.includes(".") || host.startsWith(".") || host.endsWith(".") || /^[\d.]+$/.test(host) || host.startsWith("[")) return null;
  return url.href;
}

export const companyDescriptionField = z
  .string()
  .transform((v) => v.replace(/\r\n?/g, "\n").trim())
  .refine((v) => !v.includes("\u0000"), COMPANY_MSG.DescriptionBadCharacter)
  .refine((v) => v.length <= COMPANY_DESCRIPTION_MAX, COMPANY_MSG.DescriptionTooLong);

export const websiteField = z.string().transform((v, ctx) => {
  const url = normaliseWebsite(v);
  if (url === null) {
    ctx.addIssue({ code: "custom", message: COMPANY_MSG.InvalidWebsite });
    return z.NEVER;
  }
  return url;
});

/** The company profile modal (employers): about text and website; the logo is uploaded on its own. */
export const companyProfileSchema = z.object({
  companyDescription: companyDescriptionField,
  website: websiteField,
});

/** Personal info modal (both roles). Employers with a company account edit the company name instead. */
export const personalInfoSchema = z.object({
  firstName: z.string().trim().max(60, MSG.InvalidFirstname).optional(),
  lastName: z.string().trim().max(60, MSG.InvalidLastname).optional(),
  company: z.string().trim().max(120, MSG.InvalidCompany).optional(),
  phone: z.string({ error: MSG.InvalidPhone }).trim().regex(PHONE_RE, MSG.InvalidPhone),
  ...addressFields,
});
export type PersonalInfoInput = z.infer<typeof personalInfoSchema>;

const fileField = z.custom<File>((v) => typeof File !== "undefined" && v instanceof File, "Expected a file").optional();

const jsonObject = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => {
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, inner);

/**
 * user/update_customer and user/update_provider (multipart or JSON). Every field is optional: what is
 * sent is changed. `id` must be the caller's own id.
 */
export const updateProfileSchema = z.object({
  id: z.string().min(1, "id is required").max(64),
  firstName: z.string().trim().min(1, MSG.InvalidFirstname).max(60, MSG.InvalidFirstname).optional(),
  lastName: z.string().trim().min(1, MSG.InvalidLastname).max(60, MSG.InvalidLastname).optional(),
  company: z.string().trim().max(120, MSG.InvalidCompany).optional(),
  phone: z.string().trim().regex(PHONE_RE, MSG.InvalidPhone).optional(),
  location: addressFields.location.optional(),
  street_number: z.string().trim().max(200).optional(),
  route: z.string().trim().max(200).optional(),
  city: z.string().trim().max(200).optional(),
  state: z.string().trim().max(200).optional(),
  county: z.string().trim().max(200).optional(),
  country: z.string().trim().max(200).optional(),
  zipcode: z.string().trim().max(200).optional(),
  lat: addressFields.lat,
  lng: addressFields.lng,
  title: jobDetailsSchema.shape.title.optional(),
  overview: jobDetailsSchema.shape.overview.optional(),
  skills: jobDetailsSchema.shape.skills.optional(),
  hourlyRate: jobDetailsSchema.shape.hourlyRate.optional(),
  categories: jobDetailsSchema.shape.categories.optional(),
  educations: jsonList(educationSchema).optional(),
  employments: jsonList(employmentSchema).optional(),
  socialLinks: jsonObject(socialLinksPatchSchema).optional(),
  avatar: fileField,
  resume: fileField,
  /** employer profile: about the company (plain text), website (http/https, normalised), logo (an image) */
  companyDescription: companyDescriptionField.optional(),
  website: websiteField.optional(),
  companyLogo: fileField,
  /** "true" removes the stored company logo */
  removeCompanyLogo: z.preprocess((v) => v === true || v === "true", z.boolean()).optional(),
  /** "true" removes the stored resume */
  removeResume: z.preprocess((v) => v === true || v === "true", z.boolean()).optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** user/register_provider (multipart): the sign-up draft of an employee, sent at the last step. */
export const registerProviderSchema = z
  .object({
    firstName: z.string({ error: MSG.InvalidFirstname }).trim().min(1, MSG.InvalidFirstname).max(60, MSG.InvalidFirstname),
    lastName: z.string({ error: MSG.InvalidLastname }).trim().min(1, MSG.InvalidLastname).max(60, MSG.InvalidLastname),
    email: emailField,
    phone: z.string({ error: MSG.InvalidPhone }).trim().regex(PHONE_RE, MSG.InvalidPhone),
    ...addressFields,
    password: z.string().max(MAX_PASSWORD, MSG.LongPasswordError).optional().default(""),
    terms: z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean()).refine((v) => v, MSG.InvalidTerms),
    socialType: z.enum(["google", "facebook"]).optional(),
    socialToken: z.string().max(4000).optional(),
    categories: listField(20, 100).optional().default([]),
    title: jobDetailsSchema.shape.title,
    overview: jobDetailsSchema.shape.overview,
    skills: jobDetailsSchema.shape.skills,
    hourlyRate: jobDetailsSchema.shape.hourlyRate,
    // a missing list is an empty one, so the step's own message answers ("Please add at least one …")
    educations: z.preprocess((v) => v ?? [], jsonList(educationSchema).pipe(z.array(z.any()).min(1, MSG.AddEducation))),
    employments: z.preprocess((v) => v ?? [], jsonList(employmentSchema).pipe(z.array(z.any()).min(1, MSG.AddWorkExperience))),
    avatar: fileField,
    resume: z.custom<File>((v) => typeof File !== "undefined" && v instanceof File, MSG.UploadResume),
    device_token: z.string().max(500).optional().default(""),
    os: z.string().max(50).optional().default("web"),
  })
  .superRefine((v, ctx) => {
    if (!v.socialToken) {
      if (!v.password) ctx.addIssue({ code: "custom", path: ["password"], message: MSG.EmptyPassword });
      else if (v.password.length < MIN_PASSWORD) ctx.addIssue({ code: "custom", path: ["password"], message: MSG.ShortPasswordError });
    }
  });
export type RegisterProviderInput = z.infer<typeof registerProviderSchema>;

/** The first sign-up step of an employee (the register form before category select). */
export const registerProviderFormSchema = z.object({
  firstName: z.string().trim().min(1, MSG.InvalidFirstname).max(60, MSG.InvalidFirstname),
  lastName: z.string().trim().min(1, MSG.InvalidLastname).max(60, MSG.InvalidLastname),
  email: emailField,
  phone: z.string({ error: MSG.InvalidPhone }).trim().regex(PHONE_RE, MSG.InvalidPhone),
  ...addressFields,
  password: z.string().max(MAX_PASSWORD, MSG.LongPasswordError).optional().default(""),
  terms: z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean()).refine((v) => v, MSG.InvalidTerms),
});
