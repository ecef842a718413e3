// Inputs of the approval calls (timesheet/*). Client-safe (the approvals screen sends the same payloads).
import { z } from "zod";
import { APPROVAL_MSG } from "@/lib/timesheets/approval-messages";
import { ADJUST_REASON_MIN } from "@/lib/time/timesheet-states";
import { BREAK_ANSWERS } from "@/lib/time/break-rules";
import { TIME_MSG } from "@/lib/timesheets/messages";

const id = z.string({ error: APPROVAL_MSG.NotFound }).trim().min(1, APPROVAL_MSG.NotFound).max(64, APPROVAL_MSG.NotFound);
const jobIdField = z.string({ error: TIME_MSG.JobNotFound }).trim().min(1, TIME_MSG.JobNotFound).max(64, TIME_MSG.JobNotFound);
/** "took" | "missed"; optional where the job's state asks nothing of the shift */
export const breaksField = z.enum([BREAK_ANSWERS.took, BREAK_ANSWERS.missed], { error: APPROVAL_MSG.BadBreak }).optional();

export const submitTimesheetSchema = z.object({
  jobId: jobIdField,
  breaks: breaksField,
});
export type SubmitTimesheetInput = z.output<typeof submitTimesheetSchema>;

export const approveTimesheetsSchema = z.object({
  ids: z.array(id, { error: APPROVAL_MSG.NoIds }).min(1, APPROVAL_MSG.NoIds).max(100, APPROVAL_MSG.TooMany),
});

export const adjustTimesheetSchema = z.object({
  id,
  minutes: z.coerce
    .number({ error: APPROVAL_MSG.BadMinutes })
    .int(APPROVAL_MSG.BadMinutes)
    .min(0, APPROVAL_MSG.BadMinutes)
    .max(1440, APPROVAL_MSG.BadMinutes),
  reason: z
    .string({ error: APPROVAL_MSG.ReasonTooShort })
    .trim()
    .min(ADJUST_REASON_MIN, APPROVAL_MSG.ReasonTooShort)
    .max(500, APPROVAL_MSG.ReasonTooLong),
});
export type AdjustTimesheetInput = z.output<typeof adjustTimesheetSchema>;

export const listTimesheetsSchema = z.object({ jobId: z.string().trim().max(64).optional() });
export const listJobTimesheetsSchema = z.object({
  jobId: jobIdField,
});
