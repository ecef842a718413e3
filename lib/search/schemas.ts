// Inputs of the search calls with their limits. The same schemas serve the
// route handlers and the filter modal. Numbers may arrive as text (GET query strings, form fields).
import { z } from "zod";
import { SEARCH_MSG } from "@/lib/search/messages";

import { JOB_TYPES } from "@/lib/jobs/constants";
import {
  DEFAULT_DISTANCE,
  DEFAULT_LIMIT,
  MAX_DISTANCE,
  MAX_LIMIT,
  NEARBY_DISTANCE,
  PAY_TYPE_FILTERS,
  SUGGEST_MIN_CHARS,
  USER_DISTANCES,
} from "@/lib/search/constants";

// the constants live in lib/search/constants.ts (the browser's filters import them too)
export { DEFAULT_DISTANCE, DEFAULT_LIMIT, MAX_DISTANCE, MAX_LIMIT, NEARBY_DISTANCE, SUGGEST_MIN_CHARS, USER_DISTANCES };

const blankToUndefined = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : v);
const num = (msg: string) =>
  z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
    z.number({ error: msg }).finite({ error: msg }).optional(),
  );
const text = (max = 200) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
const bool = z.preprocess(
  (v) => (v === "true" || v === "1" || v === 1 ? true : v === "false" || v === "0" || v === 0 || v === "" || v == null ? false : v),
  z.boolean({ error: SEARCH_MSG.InvalidFlag }),
);

export const pageField = z.preprocess(
  (v) => (blankToUndefined(v) === undefined ? 1 : Number(v)),
  z.number({ error: SEARCH_MSG.InvalidPage }).int({ error: SEARCH_MSG.InvalidPage }).min(1, { error: SEARCH_MSG.InvalidPage }),
);
export const limitField = z.preprocess(
  (v) => (blankToUndefined(v) === undefined ? DEFAULT_LIMIT : Number(v)),
  z
    .number({ error: SEARCH_MSG.InvalidLimit })
    .int({ error: SEARCH_MSG.InvalidLimit })
    .min(1, { error: SEARCH_MSG.InvalidLimit })
    .max(MAX_LIMIT, { error: SEARCH_MSG.InvalidLimit }),
);
const distanceField = num(SEARCH_MSG.InvalidDistance).pipe(
  z.number().min(0, { error: SEARCH_MSG.InvalidDistance }).max(MAX_DISTANCE, { error: SEARCH_MSG.InvalidDistance }).optional(),
);
const latField = num(SEARCH_MSG.InvalidLat).pipe(
  z.number().min(-90, { error: SEARCH_MSG.InvalidLat }).max(90, { error: SEARCH_MSG.InvalidLat }).optional(),
);
const lngField = num(SEARCH_MSG.InvalidLng).pipe(
  z.number().min(-180, { error: SEARCH_MSG.InvalidLng }).max(180, { error: SEARCH_MSG.InvalidLng }).optional(),
);
/** a list as an array, a JSON array text or comma-joined text */
const listField = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === "") return undefined;
    if (Array.isArray(v)) return v;
    if (typeof v === "string") {
      const t = v.trim();
      if (t.startsWith("[")) {
        try {
          return JSON.parse(t);
        } catch {
          return v;
        }
      }
      return t.split(",");
    }
    return v;
  },
  z
    .array(z.string({ error: SEARCH_MSG.InvalidCategory }).trim().max(100))
    .max(30)
    .optional(),
);
/** the filter may come as an object or as JSON text (GET query strings, multipart) */
const objectField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === "") return undefined;
    if (typeof v === "string") {
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    }
    return v;
  }, schema.optional());

/** the place fields the spec sends beside the filter */
const placeFields = {
  distance: distanceField,
  lat: latField,
  lng: lngField,
  city: text(),
  county: text(),
  state: text(),
  zipcode: text(20),
};

/** a calendar day, YYYY-MM-DD (a real date) */
const dayField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: SEARCH_MSG.InvalidDay })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: SEARCH_MSG.InvalidDay })
    .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d, { error: SEARCH_MSG.InvalidDay })
    .optional(),
);
const DAY_MS = 86_400_000;
/** the "When" filter's longest span (from and to included) */
export const MAX_WHEN_DAYS = 366;

export const jobFilterSchema = z
  .object({
    keyword: text(),
    category: text(100),
    categories: listField,
    payType: z.preprocess(blankToUndefined, z.enum(PAY_TYPE_FILTERS, { error: SEARCH_MSG.InvalidPayType }).optional()),
    location: text(300),
    distance: distanceField,
    lat: latField,
    lng: lngField,
    /** "When": dated jobs whose shift starts on or after this day, in the job's time zone */
    from: dayField,
    /** "When": … and on or before this day */
    to: dayField,
    /** dated jobs inside the searching employee's published availability and clear of their shifts */
    fitsMyAvailability: z.preprocess(
      (v) => (v === "true" || v === "1" || v === 1 ? true : v === "false" || v === "0" || v === 0 || v === "" || v == null ? undefined : v),
      z.boolean({ error: SEARCH_MSG.InvalidFits }).optional(),
    ),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { error: SEARCH_MSG.DayOrder, path: ["to"] })
  .refine((f) => !f.from || !f.to || Date.parse(f.to) - Date.parse(f.from) < MAX_WHEN_DAYS * DAY_MS, {
    error: SEARCH_MSG.DayRangeTooLong,
    path: ["to"],
  });

export const searchJobsSchema = z.object({
  query: text(),
  page: pageField,
  limit: limitField,
  /** a job type (One-time job, Ongoing job, I am not sure); "job"/"all" mean any */
  type: z.preprocess(
    (v) => (v === "job" || v === "jobs" || v === "all" ? undefined : blankToUndefined(v)),
    z.enum(JOB_TYPES, { error: SEARCH_MSG.InvalidJobType }).optional(),
  ),
  filter: objectField(jobFilterSchema),
  ...placeFields,
});
export type SearchJobsInput = z.infer<typeof searchJobsSchema>;

export const userFilterSchema = z.object({
  keyword: text(),
  location: text(300),
  lat: latField,
  lng: lngField,
  isOnlyIndustry: bool.optional(),
  isNearbyMe: bool.optional(),
  minHourlyRate: num(SEARCH_MSG.InvalidRate).pipe(
    z.number().min(0, { error: SEARCH_MSG.InvalidRate }).max(10000, { error: SEARCH_MSG.InvalidRate }).optional(),
  ),
  maxHourlyRate: num(SEARCH_MSG.InvalidRate).pipe(
    z.number().min(0, { error: SEARCH_MSG.InvalidRate }).max(10000, { error: SEARCH_MSG.InvalidRate }).optional(),
  ),
  distance: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : String(v).toLowerCase()),
    z.enum(USER_DISTANCES, { error: SEARCH_MSG.InvalidUserDistance }).optional(),
  ),
  categories: listField,
});

export const searchUsersSchema = z.object({
  query: text(),
  page: pageField,
  limit: limitField,
  /** which people: provider (employees), customer (employers) or all; default the other side of the caller */
  type: z.preprocess(
    (v) => (v === "user" || v === "users" ? undefined : blankToUndefined(v)),
    z.enum(["provider", "customer", "all"], { error: SEARCH_MSG.InvalidUserType }).optional(),
  ),
  filter: objectField(userFilterSchema),
  ...placeFields,
});
export type SearchUsersInput = z.infer<typeof searchUsersSchema>;

export const SUGGESTION_TYPES = ["user", "job", "category", "location", "all"] as const;
export const suggestionsSchema = z.object({
  query: z.preprocess((v) => (v == null ? "" : v), z.string().max(100, { error: SEARCH_MSG.QueryTooLong })),
  type: z.preprocess((v) => blankToUndefined(v) ?? "all", z.enum(SUGGESTION_TYPES, { error: SEARCH_MSG.InvalidSuggestionType })),
  /** job: title (default) or skills; user: name (default), title or skills */
  field: z.preprocess(blankToUndefined, z.enum(["title", "skills", "name"], { error: SEARCH_MSG.InvalidField }).optional()),
  limit: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
    z
      .number({ error: SEARCH_MSG.InvalidLimit })
      .int({ error: SEARCH_MSG.InvalidLimit })
      .min(1, { error: SEARCH_MSG.InvalidLimit })
      .max(20, { error: SEARCH_MSG.InvalidLimit })
      .optional(),
  ),
});
export type SuggestionsInput = z.infer<typeof suggestionsSchema>;

export const getResultSchema = z.object({
  query: z.preprocess((v) => (v == null ? "" : v), z.string().trim().max(200, { error: SEARCH_MSG.QueryTooLong })),
  type: z.preprocess((v) => blankToUndefined(v) ?? "all", z.enum(SUGGESTION_TYPES, { error: SEARCH_MSG.InvalidSuggestionType })),
  page: pageField,
  limit: limitField,
});
export type GetResultInput = z.infer<typeof getResultSchema>;

export const locationPlacesSchema = z.object({
  query: z.preprocess((v) => (v == null ? "" : v), z.string().trim().max(200, { error: SEARCH_MSG.QueryTooLong })),
});

export const searchLogCreateSchema = z
  .object({
    keyword: text(200),
    userId: text(64),
    jobId: text(64),
  })
  .refine((v) => [v.keyword, v.userId, v.jobId].filter(Boolean).length === 1, { error: SEARCH_MSG.LogNeedsOne });
export type SearchLogCreateInput = z.infer<typeof searchLogCreateSchema>;
