// Inputs of the booking calls; the wizard validates each step with the same rules (stepErrors).
import { z } from "zod";
import { BOOKING_MSG } from "@/lib/booking/messages";
import { BOOKING_TYPES, MAX_EMPLOYEES, REPEAT_WEEKS, RESPONSE_LIMIT_MINUTES, WEEKDAYS } from "@/lib/booking/constants";
import { PAY_TYPES } from "@/lib/jobs/constants";
import { MAX_PRICE_DOLLARS } from "@/lib/jobs/constants";
import { headcountField } from "@/lib/jobs/schemas";
import { decimalMessage } from "@/lib/money/amounts/fields";
import { isTimeZone } from "@/lib/time/zone";
import { ARRIVAL_NOTES_MAX_CHARS, CONTACT_NAME_MAX_CHARS } from "@/lib/time/constants";
import { addressFields } from "@/lib/accounts/schemas";

const idField = z.string({ error: BOOKING_MSG.NotFound }).trim().min(1, BOOKING_MSG.NotFound).max(64, BOOKING_MSG.NotFound);
const boolField = z
  .preprocess((v) => v === true || v === "true" || v === "1" || v === 1 || v === "on", z.boolean())
  .optional()
  .default(false);
/** An optional free text: trimmed, "" when absent. */
export const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v ?? "");
const capitalised = (v: unknown) => (typeof v === "string" && v ? v[0].toUpperCase() + v.slice(1).toLowerCase() : v);

export const bookingIdSchema = z.object({ id: idField });

/** The request as the wizard submits it (spec's "Booking request (submitted)"), plus the zone its time was built in. */
export const createBookingSchema = z
  .object({
    title: z.string({ error: BOOKING_MSG.InvalidTitle }).trim().min(1, BOOKING_MSG.InvalidTitle).max(120, BOOKING_MSG.InvalidTitle),
    // the address parts as every other form sends them (LocationInput), with the wizard's own location message
    ...addressFields,
    location: z
      .string({ error: BOOKING_MSG.InvalidLocation })
      .trim()
      .min(1, BOOKING_MSG.InvalidLocation)
      .max(300, BOOKING_MSG.InvalidLocation),
    /** epoch milliseconds of the shift's start (date plus time) */
    shiftDate: z.preprocess(
      (v) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v),
      z.number({ error: BOOKING_MSG.InvalidDate }).int(BOOKING_MSG.InvalidDate).positive(BOOKING_MSG.InvalidDate),
    ),
    /** epoch milliseconds of the shift's end, built like shiftDate: its time of day counts (at or before the start:
     * the next day); without it the shift lasts DEFAULT_SHIFT_HOURS */
    shiftEnd: z.preprocess(
      (v) => (v === "" || v == null ? undefined : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v),
      z.number({ error: BOOKING_MSG.InvalidEndTime }).int(BOOKING_MSG.InvalidEndTime).positive(BOOKING_MSG.InvalidEndTime).optional(),
    ),
    /** shown only to the employer and the hired worker */
    arrivalNotes: optionalText(ARRIVAL_NOTES_MAX_CHARS, BOOKING_MSG.ArrivalTooLong),
    contactName: optionalText(CONTACT_NAME_MAX_CHARS, BOOKING_MSG.ContactTooLong),
    whatToBring: optionalText(ARRIVAL_NOTES_MAX_CHARS, BOOKING_MSG.ArrivalTooLong),
    shiftTime: z.string({ error: BOOKING_MSG.InvalidTime }).trim().min(1, BOOKING_MSG.InvalidTime).max(20, BOOKING_MSG.InvalidTime),
    payType: z.preprocess(capitalised, z.enum(PAY_TYPES, { error: BOOKING_MSG.InvalidPayType })),
    price: z.unknown(),
    description: z
      .string({ error: BOOKING_MSG.InvalidDescription })
      .trim()
      .min(1, BOOKING_MSG.InvalidDescription)
      .max(10000, BOOKING_MSG.InvalidDescription),
    employees: z
      .preprocess((v) => (v == null || v === "" ? [] : typeof v === "string" ? v.split(",") : v), z.array(z.string().trim().min(1).max(64)))
      .refine((a) => a.length <= MAX_EMPLOYEES, BOOKING_MSG.TooManyEmployees),
    /** how many of the asked employees it books (1 to 50; left out = 1) */
    headcount: headcountField,
    responseTimeLimit: z.preprocess(
      (v) => (typeof v === "string" && v.trim() ? Number(v) : v),
      z
        .number({ error: BOOKING_MSG.InvalidResponseTimeLimit })
        .refine((n) => RESPONSE_LIMIT_MINUTES.includes(n), BOOKING_MSG.InvalidResponseTimeLimit),
    ),
    bookingType: z.preprocess(
      (v) => (v == null || v === "" ? "standard" : v),
      z.enum(BOOKING_TYPES, { error: BOOKING_MSG.InvalidBookingType }),
    ),
    isRecurring: boolField,
    repeatDuration: z.preprocess((v) => (v === "" || v == null ? undefined : Number(v)), z.number().optional()),
    repeatOn: z.preprocess((v) => (v == null || v === "" ? [] : typeof v === "string" ? v.split(",") : v), z.array(z.string().trim())),
    /** the zone the client built shiftDate in (the wizard: the location's); the request is kept in the location's */
    timezone: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().max(64).optional()),
  })
  .transform((v, ctx) => {
    let bad = false;
    const fail = (path: string, message: string) => {
      bad = true;
      ctx.addIssue({ code: "custom", path: [path], message });
    };
    const invalid = v.payType === "Hourly" ? BOOKING_MSG.InvalidHourlyRate : BOOKING_MSG.InvalidFixed;
    const priceMsg = decimalMessage(v.price, { invalid, allowZero: false, max: MAX_PRICE_DOLLARS });
    if (priceMsg) fail("price", priceMsg);
    if (v.isRecurring) {
      if (!REPEAT_WEEKS.includes(v.repeatDuration as 1)) fail("repeatDuration", BOOKING_MSG.InvalidRepeatEvery);
      const days = v.repeatOn.map((d) => WEEKDAYS.find((w) => w.toLowerCase() === d.toLowerCase()));
      if (!days.length || days.some((d) => !d)) fail("repeatOn", BOOKING_MSG.InvalidRepeatOn);
    }
    if (v.timezone !== undefined && !isTimeZone(v.timezone)) fail("timezone", "Unknown time zone.");
    if (bad) return z.NEVER;
    return {
      ...v,
      price: Number(v.price),
      employees: [...new Set(v.employees)],
      repeatDuration: v.isRecurring ? (v.repeatDuration as number) : null,
      repeatOn: v.isRecurring ? v.repeatOn.map((d) => WEEKDAYS.find((w) => w.toLowerCase() === d.toLowerCase()) as string) : [],
    };
  });
export type CreateBookingInput = z.infer<typeof createBookingSchema>;
