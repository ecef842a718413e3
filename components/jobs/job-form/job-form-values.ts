// The job form's values, the payload of job/create and job/update (categories and skills
// comma-joined, screenQuestions as JSON text) and the client-side check with the server's own schema.
import { jobFormSchema, type ScreenQuestion } from "@/lib/jobs/schemas";
import { decimalMessage } from "@/lib/money/amounts/fields";
import { keepNumberChars, NUMBER_MSG } from "@/lib/money/amounts/parse";
import { MAX_DURATION, MAX_PRICE_DOLLARS } from "@/lib/jobs/constants";
import { amountInputText } from "@/lib/money/amounts/format";
import { JOB_MSG } from "@/lib/jobs/messages";
import type { JobType, PayType } from "@/lib/jobs/constants";
import type { JobDto } from "@/lib/jobs/dto";
import type { LocationValue } from "@/components/location/location-input";
import { dayKey, minuteOfDay } from "@/lib/time/zone";

export type JobFormValues = {
  title: string;
  description: string;
  categories: string[];
  skills: string[];
  payType: PayType;
  price: string;
  duration: string;
  /** "Workers needed" (1 to 50) */
  headcount: string;
  type: JobType | "";
  place: LocationValue;
  screenQuestions: ScreenQuestion[];
  isCheckCubic: boolean;
  /** "Remote work (can be done from anywhere)" */
  remote: boolean;
  infoCubicPackage: string;
  /** a one-time job's shift in the location's zone: YYYY-MM-DD, HH:MM, HH:MM (all "" = none) */
  scheduleDate: string;
  scheduleStart: string;
  scheduleEnd: string;
  /** an ongoing job's weekly rows (weekday 0 = Sunday) */
  weekly: { weekday: number; start: string; end: string }[];
  arrivalNotes: string;
  contactName: string;
  whatToBring: string;
};

const SCHEDULE_KEYS = [
  "scheduleDate",
  "scheduleStart",
  "scheduleEnd",
  "weeklySchedule",
  "arrivalNotes",
  "contactName",
  "whatToBring",
] as const;

/** Whether the form names a whole one-time shift (an hourly job's duration is then the shift's hours). */
export const hasShift = (v: JobFormValues) => v.type === "One-time job" && Boolean(v.scheduleDate && v.scheduleStart && v.scheduleEnd);

/** The saved shift as the form shows it: the date and times in the job's zone. */
function savedShift(job: JobDto) {
  if (!job.shiftStart || !job.shiftEnd || !job.timezone) return { scheduleDate: "", scheduleStart: "", scheduleEnd: "" };
  const hhmm = (iso: string) => {
    const m = minuteOfDay(new Date(iso), job.timezone);
    return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  };
  return {
    scheduleDate: dayKey(new Date(job.shiftStart), job.timezone),
    scheduleStart: hhmm(job.shiftStart),
    scheduleEnd: hhmm(job.shiftEnd),
  };
}

export type JobFormErrors = Partial<
  Record<
    | "title"
    | "description"
    | "categories"
    | "skills"
    | "payType"
    | "price"
    | "duration"
    | "headcount"
    | "type"
    | "location"
    | "screenQuestions"
    | (typeof SCHEDULE_KEYS)[number],
    string
  >
>;

export function initialValues(job?: JobDto): JobFormValues {
  if (!job) {
    return {
      title: "",
      description: "",
      categories: [],
      skills: [],
      payType: "Hourly",
      price: "",
      duration: "",
      headcount: "1",
      type: "",
      place: { location: "", city: "", state: "", zipcode: "" },
      screenQuestions: [],
      isCheckCubic: false,
      remote: false,
      infoCubicPackage: "",
      scheduleDate: "",
      scheduleStart: "",
      scheduleEnd: "",
      weekly: [],
      arrivalNotes: "",
      contactName: "",
      whatToBring: "",
    };
  }
  return {
    title: job.title,
    description: job.description,
    categories: job.categories,
    skills: job.skills,
    payType: job.payType,
    price: amountInputText(job.initialPrice),
    duration: String(job.duration),
    headcount: String(job.headcount),
    type: job.type as JobType,
    // the saved coordinates stay until the location text changes (then the server geocodes again)
    place: {
      location: job.location,
      street_number: job.street_number,
      route: job.route,
      city: job.city,
      state: job.state,
      county: job.county,
      country: job.country,
      zipcode: job.zipcode,
      lat: job.lat,
      lng: job.lng,
    },
    screenQuestions: job.screenQuestions,
    isCheckCubic: job.isCheckCubic,
    remote: job.remote,
    infoCubicPackage: job.infoCubicPackage,
    ...savedShift(job),
    weekly: job.weeklySchedule,
    arrivalNotes: job.arrival?.arrivalNotes ?? "",
    contactName: job.arrival?.contactName ?? "",
    whatToBring: job.arrival?.whatToBring ?? "",
  };
}

/** The body of job/create (job/update adds the id). */
export function toPayload(v: JobFormValues) {
  const p = v.place;
  return {
    title: v.title,
    description: v.description,
    categories: v.categories.join(","),
    skills: v.skills.join(","),
    payType: v.payType,
    price: v.price,
    duration: v.duration,
    headcount: v.headcount,
    type: v.type,
    location: p.location,
    street_number: p.street_number ?? "",
    route: p.route ?? "",
    city: p.city,
    state: p.state,
    county: p.county ?? "",
    country: p.country ?? "",
    zipcode: p.zipcode,
    ...(p.lat !== undefined && p.lng !== undefined ? { lat: p.lat, lng: p.lng } : {}),
    // trimmed, empty ones ignored
    screenQuestions: JSON.stringify(
      v.screenQuestions
        .map((q) => ({ question: q.question.trim(), generatedByAI: q.generatedByAI, suggested: q.suggested, required: q.required }))
        .filter((q) => q.question),
    ),
    isCheckCubic: v.isCheckCubic,
    remote: v.remote,
    infoCubicPackage: v.infoCubicPackage,
    // a dated shift for one-time jobs, weekly rows for ongoing ones ("" and [] clear them)
    scheduleDate: v.type === "One-time job" ? v.scheduleDate : "",
    scheduleStart: v.type === "One-time job" ? v.scheduleStart : "",
    scheduleEnd: v.type === "One-time job" ? v.scheduleEnd : "",
    weeklySchedule: JSON.stringify(v.type === "Ongoing job" ? v.weekly : []),
    arrivalNotes: v.arrivalNotes,
    contactName: v.contactName,
    whatToBring: v.whatToBring,
  };
}

const FIELDS = new Set<keyof JobFormErrors>([
  "title",
  "description",
  "categories",
  "skills",
  "payType",
  "price",
  "duration",
  "headcount",
  "type",
  "location",
  "screenQuestions",
  ...SCHEDULE_KEYS,
]);

/**
 * The server's schema run in the browser, so the messages match the API's. The schema checks price and
 * duration only once everything else is valid; they are checked here as well so all messages show at once.
 */
export function validateJobForm(v: JobFormValues): JobFormErrors {
  const errors: JobFormErrors = {};
  const parsed = jobFormSchema.safeParse(toPayload(v));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "") as keyof JobFormErrors;
      if (FIELDS.has(key) && !errors[key]) errors[key] = issue.message;
    }
  }
  const hourly = v.payType === "Hourly";
  errors.price ??=
    decimalMessage(v.price, {
      invalid: hourly ? JOB_MSG.InvalidHourlyRate : JOB_MSG.InvalidFixedPrice,
      allowZero: true,
      max: MAX_PRICE_DOLLARS,
    }) ?? undefined;
  errors.duration ??= hasShift(v)
    ? undefined
    : (decimalMessage(v.duration, {
        invalid: hourly ? JOB_MSG.InvalidHourlyDuration : JOB_MSG.InvalidFixedDuration,
        decimals: NUMBER_MSG.DurationDecimals,
        max: MAX_DURATION,
      }) ?? undefined);
  if (!errors.price) delete errors.price;
  if (!errors.duration) delete errors.duration;
  return errors;
}

/**
 * The price input keeps only digits, dot and minus; the duration input the same (decimals are
 * kept: "5.5" hours). What remains is checked by the one rule of lib/money/amounts/parse.ts.
 */
export { keepNumberChars };
