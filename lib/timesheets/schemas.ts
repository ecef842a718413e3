// Inputs of the time calls. Client-safe (the manual-time modal builds the same payload).
import { z } from "zod";
import { DEFAULT_TIME_ZONE, MEMO_MAX_CHARS } from "@/lib/time/constants";
import { TIME_MSG } from "@/lib/timesheets/messages";
import { isTimeZone } from "@/lib/time/zone";
import { breaksField } from "@/lib/timesheets/approval-schemas";

const jobId = z.string({ error: TIME_MSG.JobNotFound }).trim().min(1, TIME_MSG.JobNotFound).max(64, TIME_MSG.JobNotFound);
const memo = z
  .string({ error: TIME_MSG.MemoTooLong })
  .max(MEMO_MAX_CHARS, TIME_MSG.MemoTooLong)
  .optional()
  .transform((v) => (v ?? "").trim());
/** a body userId is allowed only when it is the caller's (checked by the use case) */
const userId = z.string().max(64).optional();
export const timeZoneField = z
  .string({ error: TIME_MSG.BadTimeZone })
  .max(64, TIME_MSG.BadTimeZone)
  .optional()
  .transform((v) => v || DEFAULT_TIME_ZONE)
  .refine(isTimeZone, TIME_MSG.BadTimeZone);

/** an instant: ISO 8601 text with a zone ("2026-11-23T14:00:00.000Z") or epoch milliseconds */
function instant(message: string) {
  return z.union([z.string(), z.number()], { error: message }).transform((v, ctx) => {
    const d =
      typeof v === "number"
        ? new Date(v)
        : /^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(v.trim())
          ? new Date(v.trim())
          : new Date(NaN);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return d;
  });
}

export const startTimerSchema = z.object({ jobId, memo, userId });
export const stopTimerSchema = z.object({
  jobId: jobId.optional(),
  userId,
  timezone: timeZoneField,
  /** the break attestation of the shift submitted for approval: "took" | "missed" */
  breaks: breaksField,
});

export const addTimesheetSchema = z.object({
  /** the job (project) */
  id: jobId,
  start: instant(TIME_MSG.InvalidStart),
  end: instant(TIME_MSG.InvalidEnd),
  memo,
  type: z.enum(["manual", "track"], { error: TIME_MSG.ManualOnly }).optional().default("manual"),
  /** the viewer's zone: judges the 10-minute steps, "this week" and "today" */
  timezone: timeZoneField,
  userId,
});
export type AddTimesheetInput = z.output<typeof addTimesheetSchema>;

export const removeTimesheetSchema = z.object({
  /** the entry */
  id: z.string({ error: TIME_MSG.EntryNotFound }).trim().min(1, TIME_MSG.EntryNotFound).max(64, TIME_MSG.EntryNotFound),
  /** the job (project) the entry belongs to */
  projectId: jobId,
  timezone: timeZoneField,
});

export const getTimesheetSchema = z.object({ id: jobId, timezone: timeZoneField });
export const getTimeClockSchema = z.object({ timezone: timeZoneField });
