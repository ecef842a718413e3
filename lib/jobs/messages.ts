// Texts of the jobs area. Where the spec gives the words they are quoted;
// where it only names a message (e.g. "invalid fixed price") the wording is ours (README, "Choices where
// the spec is silent").
import { MSG } from "@/lib/accounts/messages";
import { registerUniqueMessages } from "@/lib/http/unique-violation";

export const JOB_MSG = {
  // quoted from the spec
  ViolationWarning: MSG.ViolationWarning,
  // quoted from the spec
  EmptyAnswer: "Answer cannot be empty.",
  SelectRating: "Please select a rating.",
  WriteReview: "Please write a review.",
  InvalidLocation: MSG.InvalidLocation,
  SelectCategory: MSG.SelectCategory,
  // the spec names these; the words are ours
  InvalidTitle: MSG.InvalidTitle,
  InvalidDescription: "Please input a valid description",
  InvalidType: "Please select a job type",
  InvalidSkills: MSG.InvalidSkills,
  InvalidPayType: "Please select a pay type",
  InvalidHourlyRate: MSG.InvalidHourlyRate,
  InvalidFixedPrice: "Please input a valid fixed price",
  InvalidHourlyDuration: "Please input a valid number of hours",
  InvalidFixedDuration: "Please input a valid number of days",
  // proposals (the spec gives the rules, not the words)
  ShortCoverText: "Cover letter must be at least 20 characters",
  InvalidPrice: "Please input a valid price",
  InvalidDuration: "Please input a valid duration",
  TooManyAnswers: "There are more answers than screening questions.",
  OwnJob: "You cannot apply to your own job.",
  AlreadyApplied: "You have already applied to this job.",
  NotApplied: "You have not applied to this job.",
  ChooseDeclineReason: "Please choose a reason.",
  // states and ownership
  JobNotFound: "Job not found.",
  NotYourJob: "This job is not yours.",
  JobNotOpen: "This job is no longer open.",
  JobNotProgressing: "This contract is not in progress.",
  CannotWithdraw: "You can no longer withdraw this proposal: the job is not open any more.",
  NoInvite: "You have no invitation to this job.",
  ProposalNotFound: "Proposal not found.",
  ProposalDeclined: "This proposal has been declined.",
  ProposalChanged: "This proposal has just changed. Please reload the page and try again.",
  DeclinedNoWithdraw: "This proposal was not selected, so there is nothing to withdraw.",
  InviteAnswered: "You have already answered this invitation.",
  EmployeeGone: "This employee's account is no longer available.",
  NotAnApplicant: "This employee has not sent a proposal for this job, so they cannot be hired.",
  InviteNotAnswered: "This employee has not answered your invitation yet. You can hire them once they send a proposal.",
  HireTermsMismatch: "You can hire this employee only at the price and duration of their proposal.",
  EmployeesRequired: "Please select at least one employee to invite.",
  UnknownEmployees: "Some of the selected employees could not be found.",
  // "Opening a contract of a new job needs credit or non-free level"
  NeedCredit:
    "Opening a contract of a new job needs credit or a non-free membership level. Please buy credit or upgrade your subscription.",
  ReviewNotAllowed: "You can review a contract only after it is completed or canceled.",
  NoContract: "This job has no contract to review.",
  AlreadyReviewed: "You have already reviewed this contract.",
  AiUnavailable: "The AI helper could not answer. Please try again.",
  InvalidShiftDate: "Please choose the shift's date.",
  InvalidShiftStart: "Please choose the shift's start time.",
  InvalidShiftEnd: "Please choose the shift's end time.",
  PastShift: "The shift must start in the future.",
  ScheduleOneTime: "A dated shift is for one-time jobs; an ongoing job takes a weekly schedule.",
  WeeklyOngoing: "A weekly schedule is for ongoing jobs.",
  InvalidWeekly: "Each weekly schedule row needs a weekday, a start time and an end time.",
  ArrivalTooLong: "Arrival notes and what to bring can be at most 1000 characters each.",
  ContactTooLong: "The on-site contact's name can be at most 120 characters.",
  InvalidHeadcount: "Please enter how many workers you need (1 to 50).",
  AlreadyHired: "This employee is already hired for this job.",
} as const;

/** the hire of one worker more than the posting needs */
export const positionsFilled = (headcount: number) => `All ${headcount} positions of this job are filled.`;

/** success text for job/decline_proposal: the spec's "declined proposal" */
export const PROPOSAL_DECLINED = "Declined proposal";
/** success texts for job/shortlist_proposal (ours) */
export const SHORTLIST_MSG = { added: "Added to the shortlist", removed: "Removed from the shortlist" } as const;

/** success text for job/invite */
export const invitedMessage = (n: number) => `${n} employee(s) have been invited successfully.`;

// a race past a use case's own check answers as the check does (lib/http/unique-violation.ts)
registerUniqueMessages({
  Proposal_jobId_creatorId_key: JOB_MSG.AlreadyApplied,
  // the job already has its contract: someone else hired first
  Contract_jobId_key: JOB_MSG.JobNotOpen,
  Review_jobId_key: JOB_MSG.AlreadyReviewed,
  Review_contractId_key: JOB_MSG.AlreadyReviewed,
});
