// What the reliability calls answer a person (lib/reliability/appeals.ts).
export const RELIABILITY_MSG = {
  EventNotFound: "That reliability event was not found.",
  NothingToAppeal: "Only a mark against you can be appealed.",
  AlreadyAppealed: "This mark has already been appealed.",
  NoteLength: "Tell us what happened in 10 to 1000 characters.",
  DecisionNoteLength: "The decision note is at most 1000 characters.",
  NotPending: "This appeal has already been decided.",
  AdminsOnly: "Only admins can do that.",
} as const;
