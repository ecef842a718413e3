// Every text the time calls answer with. Client-safe.
import { MEMO_MAX_CHARS, MANUAL_STEP_MINUTES, TIMER_MIN_SECONDS } from "@/lib/time/constants";

export const TIME_MSG = {
  JobNotFound: "This job does not exist.",
  NotHired: "Only the employee hired for this job can track time on it.",
  NotParty: "Only the employer and the hired employee of this job can see its timesheet.",
  NoContract: "Nobody is hired for this job yet, so it has no timesheet.",
  NotProgressing: "This job is not active, so its timesheet cannot be changed.",
  FixedPrice: "Time is tracked on hourly jobs only.",
  AlreadyTracking: (title: string) => `You are already clocked in on "${title}". Clock out first.`,
  NotTracking: "You are not clocked in.",
  OtherJob: "Your timer runs on another job. Clock out there.",
  TooSoon: (left: number) =>
    `You can clock out once the timer has run for at least ${TIMER_MIN_SECONDS} seconds (${left} second${left === 1 ? "" : "s"} to go).`,
  ClockInNotYet: (opens: string, minutes: number) =>
    `Clock-in for this shift opens ${opens} (${minutes} minutes before it starts, in the time zone of its location).`,
  ClockInClosed: (ended: string) => `This shift ended ${ended}, so clock-in is closed. Add time you worked by hand in your timesheet.`,
  TimerJobEnded: "This job is no longer active: the timer was stopped and its time was not added.",
  // the manual-time modal: the spec names "invalid date, start, end" messages without their wording
  InvalidDate: "Please choose a date in the current week, up to today.",
  InvalidStart: "Please choose a valid start time.",
  InvalidEnd: "Please choose an end time after the start time.",
  Step: `Start and end times go in ${MANUAL_STEP_MINUTES}-minute steps.`,
  SameDay: "An entry ends at midnight at the latest; add the time after midnight as a second entry.",
  Future: "Time that has not happened yet cannot be added.",
  BeforeHire: "Time before you were hired for this job cannot be added.",
  ManualOnly: 'Tracked time comes from the time clock; add time by hand with type "manual".',
  Overlap: "This time overlaps an entry already in your timesheet. Change the times or remove that entry first.",
  OverlapWith: (what: string) => `This time overlaps ${what} already in your timesheet. Change the times or remove that entry first.`,
  TimerOverlap: "This time overlaps your running timer. Clock out first.",
  EntryNotFound: "This time entry does not exist.",
  NotYourEntry: "You can only remove your own time entries.",
  EntryPaid: "This time has already been paid, so it can no longer be changed or removed.",
  WrongProject: "This time entry does not belong to that job.",
  MemoTooLong: `A work note can be at most ${MEMO_MAX_CHARS} characters.`,
  BadTimeZone: "Unknown time zone.",
  NotYou: "You can only track your own time.",
} as const;
