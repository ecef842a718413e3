// Appeal statuses of a reliability mark as the code names them (the database's "AppealStatus"), and the
// questions the rules ask of them. A mark is appealed once (none → pending); an admin upholds it (the mark
// stays) or overturns it (it no longer counts). Client-safe: no database import.
import type { AppealStatus } from "@/lib/generated/prisma/enums";
import { SHIFT } from "@/lib/shifts/states";

export const APPEAL = {
  none: "none",
  pending: "pending",
  upheld: "upheld",
  overturned: "overturned",
} as const satisfies Record<AppealStatus, AppealStatus>;

export type AppealStatusName = (typeof APPEAL)[keyof typeof APPEAL];

/** The mark has never been appealed (the worker may appeal it, if its kind allows). */
export const isUnappealed = (status: string) => status === APPEAL.none;

/** An admin accepted the appeal: the mark no longer counts. */
export const isOverturned = (status: string | null) => status === APPEAL.overturned;

/** The shift counts as worked in the history (a completed shift). */
export const isShiftCompleted = (status: string) => status === SHIFT.completed;
