// Inputs of the job calls. The same schemas serve the job form (react-hook-form) and the route handlers.
// The spec's clients send categories and skills comma-joined and screenQuestions as JSON text;
// arrays are accepted too.
import { z } from "zod";
import { addressFields } from "@/lib/accounts/schemas";
import { listField } from "@/lib/http/list-field";
import { JOB_MSG } from "@/lib/jobs/messages";
import { checkDecimal } from "@/lib/money/amounts/fields";
import { NUMBER_MSG, parseDecimal } from "@/lib/money/amounts/parse";
import { ARRIVAL_NOTES_MAX_CHARS, CONTACT_NAME_MAX_CHARS } from "@/lib/time/constants";
import { JOB_TYPES, MAX_DURATION, MAX_HEADCOUNT, MAX_PRICE_DOLLARS, MAX_SCREEN_QUESTIONS, PAY_TYPES } from "@/lib/jobs/constants";

export const jobIdField = z.string({ error: JOB_MSG.JobNotFound }).trim().min(1, JOB_MSG.JobNotFound).max(64, JOB_MSG.JobNotFound);
export const idSchema = z.object({ id: jobIdField });

/** job/get_job takes `id` or `job_id`. */
export const getJobSchema = z.object({ id: jobIdField.optional(), job_id: jobIdField.optional() }).transform((v, ctx) => {
  const id = v.id ?? v.job_id;
  if (!id) {
    ctx.addIssue({ code: "custom", path: ["id"], message: JOB_MSG.JobNotFound });
    return z.NEVER;
  }
  return { id };
});

/**
 * price not empty, not starting with a minus (0 is allowed); at most two decimals, nothing
 * stripped or rounded (lib/money/amounts/parse.ts). Returns dollars, or null when the text is not a valid price.
 */
export function parsePrice(v: unknown): number | null {
  const r = parseDecimal(v);
  return r.ok && r.value <= MAX_PRICE_DOLLARS ? r.value : null;
}

/** duration numeric and > 0; hours (Hourly) or days (Fixed) with at most two decimals ("5.5"). */
export function parseDuration(v: unknown): number | null {
  const r = parseDecimal(v);
  return r.ok && r.value > 0 && r.value <= MAX_DURATION ? r.value : null;
}

const boolField = z
  .preprocess((v) => v === true || v === "true" || v === "1" || v === 1 || v === "on", z.boolean())
  .optional()
  .default(false);
/** A flag a spec client may leave out: undefined then (job/update keeps the job's value, job/create stores false). */
const optionalBoolField = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? undefined : v === true || v === "true" || v === "1" || v === 1 || v === "on"),
  z.boolean().optional(),
);

/**
 * A screening question: `generatedByAI` only when a language model wrote it; `suggested` when Gigline's
 * templates did; `required` whether applicants must answer it (lib/jobs/screen-questions.ts).
 */
export const screenQuestionSchema = z.object({
  question: z.string(),
  generatedByAI: z.boolean(),
  required: z.boolean(),
  suggested: z.boolean(),
});
export type ScreenQuestion = z.infer<typeof screenQuestionSchema>;

const flag = (v: unknown) => v === true || v === "true";

/**
 * A list of questions (strings or { question, generatedByAI, required, suggested }) as an array or JSON text;
 * trimmed, empties dropped. `required` defaults to true (the spec's clients send no such field).
 */
export const screenQuestionsField = z
  .preprocess(
    (v) => {
      if (v === undefined || v === null || v === "") return [];
      if (typeof v !== "string") return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z.array(
      z.union([
        z.string(),
        z.object({
          question: z.string().optional().default(""),
          generatedByAI: z.unknown().optional(),
          required: z.unknown().optional(),
          suggested: z.unknown().optional(),
        }),
      ]),
      { error: "Screening questions must be a list." },
    ),
  )
  .transform((list) =>
    list
      .map((q): ScreenQuestion =>
        typeof q === "string"
          ? { question: q.trim(), generatedByAI: false, required: true, suggested: false }
          : {
              question: q.question.trim(),
              generatedByAI: flag(q.generatedByAI),
              required: q.required !== false && q.required !== "false",
              suggested: flag(q.suggested),
            },
      )
      .filter((q) => q.question.length > 0),
  )
  .pipe(
    z
      .array(screenQuestionSchema.extend({ question: z.string().max(500, "A screening question can be at most 500 characters.") }))
      .max(MAX_SCREEN_QUESTIONS, `A job can have at most ${MAX_SCREEN_QUESTIONS} screening questions.`),
  );

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const blankToUndefined = (v: unknown) => (v === null || v === undefined ? undefined : v);
/** A schedule text field: left out = unchanged on update (none on create); "" = none. */
const scheduleText = (re: RegExp, message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .trim()
      .refine((t) => t === "" || re.test(t), message)
      .optional(),
  );
const optionalNote = (max: number, message: string) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).trim().max(max, message).optional());
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** An ongoing job's weekly rows: [{ weekday 0 = Sun … 6, start "HH:MM", end "HH:MM" }] (or JSON text); [] clears. */
const weeklyField = z.preprocess(
  (v) => {
    if (v === null || v === undefined) return undefined;
    if (v === "") return [];
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .array(
      z.object({
        weekday: z.coerce
          .number({ error: JOB_MSG.InvalidWeekly })
          .int(JOB_MSG.InvalidWeekly)
          .min(0, JOB_MSG.InvalidWeekly)
          .max(6, JOB_MSG.InvalidWeekly),
        start: z.string({ error: JOB_MSG.InvalidWeekly }).regex(TIME_RE, JOB_MSG.InvalidWeekly),
        end: z.string({ error: JOB_MSG.InvalidWeekly }).regex(TIME_RE, JOB_MSG.InvalidWeekly),
      }),
      { error: JOB_MSG.InvalidWeekly },
    )
    .max(21, JOB_MSG.InvalidWeekly)
    .transform((rows) => rows.map((r) => ({ weekday: r.weekday, startMin: minutesOf(r.start), endMin: minutesOf(r.end) })))
    .optional(),
);

/** "Workers needed": how many workers a posting or a booking request hires, 1 to 50 (a form's text or a number). */
export const headcountField = z.preprocess(
  (v) => (v === "" || v == null ? undefined : typeof v === "string" ? Number(v) : v),
  z
    .number({ error: JOB_MSG.InvalidHeadcount })
    .int(JOB_MSG.InvalidHeadcount)
    .min(1, JOB_MSG.InvalidHeadcount)
    .max(MAX_HEADCOUNT, JOB_MSG.InvalidHeadcount)
    .optional(),
);

/** The job form (job/create, job/update). Price and duration messages depend on the pay type. */
const jobFormObject = z.object({
  title: z.string({ error: JOB_MSG.InvalidTitle }).trim().min(1, JOB_MSG.InvalidTitle).max(120, JOB_MSG.InvalidTitle),
  // a missing list is an empty one, so the field's own message answers
  categories: z.preprocess((v) => v ?? [], listField(10, 100).pipe(z.array(z.string()).min(1, JOB_MSG.SelectCategory))),
  description: z
    .string({ error: JOB_MSG.InvalidDescription })
    .trim()
    .min(1, JOB_MSG.InvalidDescription)
    .max(10000, JOB_MSG.InvalidDescription),
  ...addressFields,
  type: z.enum(JOB_TYPES, { error: JOB_MSG.InvalidType }),
  skills: z.preprocess((v) => v ?? [], listField(30).pipe(z.array(z.string()).min(1, JOB_MSG.InvalidSkills))),
  payType: z.enum(PAY_TYPES, { error: JOB_MSG.InvalidPayType }),
  price: z.unknown(),
  duration: z.unknown(),
  screenQuestions: screenQuestionsField.optional().default([]),
  isCheckCubic: boolField,
  /** "Remote work (can be done from anywhere)": matching ignores the distance; optional, false when a job is created without it */
  remote: optionalBoolField,
  infoCubicPackage: z.string().trim().max(100).optional().default(""),
  /** a one-time job's shift, in the location's zone: its date and start and end times ("HH:MM"; an end at or
   *  before the start is the next day); all optional, "" = no schedule */
  scheduleDate: scheduleText(DATE_RE, JOB_MSG.InvalidShiftDate),
  scheduleStart: scheduleText(TIME_RE, JOB_MSG.InvalidShiftStart),
  scheduleEnd: scheduleText(TIME_RE, JOB_MSG.InvalidShiftEnd),
  weeklySchedule: weeklyField,
  /** shown only to the employer and the hired worker */
  arrivalNotes: optionalNote(ARRIVAL_NOTES_MAX_CHARS, JOB_MSG.ArrivalTooLong),
  contactName: optionalNote(CONTACT_NAME_MAX_CHARS, JOB_MSG.ContactTooLong),
  whatToBring: optionalNote(ARRIVAL_NOTES_MAX_CHARS, JOB_MSG.ArrivalTooLong),
  /** "Workers needed": left out = 1 on create, unchanged on update */
  headcount: headcountField,
});

/** The one-time shift the form names: undefined = left out, null = none, else its local date and minutes. */
function scheduleOf(v: z.infer<typeof jobFormObject>, ctx: z.RefinementCtx) {
  const { scheduleDate: date, scheduleStart: start, scheduleEnd: end } = v;
  if (date === undefined && start === undefined && end === undefined) return undefined;
  if (!date && !start && !end) return null;
  if (!date) ctx.addIssue({ code: "custom", path: ["scheduleDate"], message: JOB_MSG.InvalidShiftDate });
  if (!start) ctx.addIssue({ code: "custom", path: ["scheduleStart"], message: JOB_MSG.InvalidShiftStart });
  if (!end) ctx.addIssue({ code: "custom", path: ["scheduleEnd"], message: JOB_MSG.InvalidShiftEnd });
  if (!date || !start || !end) return z.NEVER;
  if (v.type !== "One-time job") {
    ctx.addIssue({ code: "custom", path: ["scheduleDate"], message: JOB_MSG.ScheduleOneTime });
    return z.NEVER;
  }
  return { date, startMin: minutesOf(start), endMin: minutesOf(end) };
}

function payFields<T extends z.infer<typeof jobFormObject>>(v: T, ctx: z.RefinementCtx) {
  const hourly = v.payType === "Hourly";
  const schedule = scheduleOf(v, ctx);
  if (v.weeklySchedule?.length && v.type !== "Ongoing job") {
    ctx.addIssue({ code: "custom", path: ["weeklySchedule"], message: JOB_MSG.WeeklyOngoing });
    return z.NEVER;
  }
  const price = checkDecimal(
    v.price,
    ctx,
    { invalid: hourly ? JOB_MSG.InvalidHourlyRate : JOB_MSG.InvalidFixedPrice, allowZero: true, max: MAX_PRICE_DOLLARS },
    ["price"],
  );
  if (price === null || schedule === z.NEVER) return z.NEVER;
  // an hourly one-time job with a shift: its duration is the shift's hours (lib/jobs/save-job.ts)
  if (hourly && schedule) return { ...v, price, duration: 0, schedule };
  const duration = checkDecimal(
    v.duration,
    ctx,
    {
      invalid: hourly ? JOB_MSG.InvalidHourlyDuration : JOB_MSG.InvalidFixedDuration,
      decimals: NUMBER_MSG.DurationDecimals,
      max: MAX_DURATION,
    },
    ["duration"],
  );
  if (duration === null) return z.NEVER;
  return { ...v, price, duration, schedule };
}

export const jobFormSchema = jobFormObject.transform(payFields);
export type JobFormInput = z.infer<typeof jobFormSchema>;
export const createJobSchema = jobFormSchema;
export const updateJobSchema = jobFormObject.extend({ id: jobIdField }).transform(payFields);
export type UpdateJobInput = z.infer<typeof updateJobSchema>;

/** job/get_my_jobs: an optional tab (the home tabs; COMPLETED includes canceled jobs). */
export const MY_JOB_TABS = ["OPEN", "ACTIVE", "COMPLETED"] as const;
export const getMyJobsSchema = z.object({
  tab: z.preprocess((v) => (typeof v === "string" && v.trim() ? v.trim().toUpperCase() : undefined), z.enum(MY_JOB_TABS).optional()),
});

/** job/get_recommend_employees */
export const recommendSchema = z.object({
  id: jobIdField,
  page: z.coerce.number().int().min(1).max(100).optional().default(1),
  limit: z.coerce.number().int().min(1).max(50).optional().default(20),
});
