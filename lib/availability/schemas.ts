// Inputs of the availability calls (client-safe). Shape checks here; the day and time rules (steps, minimum,
// overlaps, duplicates) are in lib/availability/sheet.ts so the screen and the server say the same.
import { z } from "zod";
import { AVAIL_MSG } from "@/lib/availability/messages";
import { AVAILABLE_LIMIT_MAX, MAX_DAYS, MAX_ROWS_PER_DAY } from "@/lib/availability/constants";

const optionalId = z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().min(1).max(64).optional());
const optionalText = (max: number) => z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(max).optional());

/** "weekly" | "once", also the spec's words: repeat weekly / no repeat */
export const kindSchema = z.preprocess(
  (v) => {
    const t =
      typeof v === "string"
        ? v
            .trim()
            .toLowerCase()
            .replace(/[\s_-]+/g, "")
        : v;
    if (t === "weekly" || t === "repeat" || t === "repeatweekly") return "weekly";
    if (t === "once" || t === "norepeat" || t === "donotrepeat" || t === "special") return "once";
    return v;
  },
  z.enum(["weekly", "once"], { error: AVAIL_MSG.BadType }),
);

const rowSchema = z.object({
  start: z.string({ error: AVAIL_MSG.StartRequired }).max(16, AVAIL_MSG.BadTime),
  end: z.string({ error: AVAIL_MSG.EndRequired }).max(16, AVAIL_MSG.BadTime),
});
const daySchema = z.object({
  date: z.string({ error: AVAIL_MSG.BadDate }).trim().max(16, AVAIL_MSG.BadDate),
  timesheet: z.array(rowSchema, { error: AVAIL_MSG.NoDays }).max(MAX_ROWS_PER_DAY),
});
export const sheetSchema = z.array(daySchema, { error: AVAIL_MSG.NoDays }).max(MAX_DAYS);
export type SheetDay = z.infer<typeof daySchema>;

export const getAvailabilitySchema = z.object({ userId: optionalId });

/** update_availability: replaces one part (weekly by default) */
export const updateAvailabilitySchema = z.object({
  userId: optionalId,
  type: kindSchema.optional(),
  timezone: optionalText(64),
  sheetData: sheetSchema,
});

/** add_availability: adds days to one part; a day already there is refused */
export const addAvailabilitySchema = z.object({
  userId: optionalId,
  type: kindSchema,
  timezone: optionalText(64),
  sheetData: sheetSchema.min(1, AVAIL_MSG.NoDays),
});

/** clear_availability: one part, or both when type is absent */
export const clearAvailabilitySchema = z.object({ userId: optionalId, type: kindSchema.optional() });

const optionalNumber = (min: number, max: number) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number().min(min).max(max).optional());

/** search/available_employees */
export const availableEmployeesSchema = z.object({
  query: optionalText(200),
  availableTime: z.union(
    [
      z.string().max(64),
      z.object({ date: z.string().max(64).optional(), time: z.string().max(32).optional(), timezone: z.string().max(64).optional() }),
    ],
    { error: AVAIL_MSG.BadAvailableTime },
  ),
  timezone: optionalText(64),
  duration: optionalNumber(30, 24 * 60),
  city: optionalText(100),
  county: optionalText(100),
  state: optionalText(100),
  zipcode: optionalText(20),
  lat: optionalNumber(-90, 90),
  lng: optionalNumber(-180, 180),
  limit: optionalNumber(1, AVAILABLE_LIMIT_MAX),
});
