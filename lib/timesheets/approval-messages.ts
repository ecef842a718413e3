// Every text the approval calls answer with. Client-safe.
import { ADJUST_REASON_MIN } from "@/lib/time/timesheet-states";

export const APPROVAL_MSG = {
  NotFound: "This timesheet does not exist.",
  NotYours: "Only the employer of this job can approve its hours.",
  AlreadyDecided: "These hours were already approved or adjusted.",
  NothingToSubmit: "There are no hours to submit on this job: every entry was submitted or paid.",
  BreakRequired: (state: string, hours: number) =>
    `In ${state} a shift of more than ${hours} hours needs a meal break: say whether you took it ("I took my breaks" or "I did not get my break").`,
  BadBreak: 'Choose "I took my breaks" or "I did not get my break".',
  ReasonTooShort: `Give a reason of at least ${ADJUST_REASON_MIN} characters.`,
  ReasonTooLong: "A reason can be at most 500 characters.",
  BadMinutes: "Enter the hours as minutes between 0 and 1440.",
  SameMinutes: "These are the submitted hours: approve them instead.",
  NoIds: "Choose at least one timesheet.",
  TooMany: "Approve at most 100 timesheets at once.",
  HourlyOnly: "Hours are approved on hourly jobs only.",
  EntrySubmitted: "This time was submitted for approval and can no longer be changed or removed.",
} as const;
