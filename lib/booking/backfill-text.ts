// What the employer reads about a backfill (client-safe, pure): the live line of the booking and job screens.
import { BACKFILL, type BackfillStatusName } from "@/lib/booking/backfill-states";

export type { BackfillStatusName };
export const BACKFILL_TIERS = 3;

export const BACKFILL_MSG = {
  NotFound: "This replacement search was not found.",
  Stopped: "The employer stopped looking for a replacement for this shift.",
  Filled: "Someone else already took this shift.",
  Ended: "This replacement search has ended.",
  AlreadyFilled: "The shift was already filled by a replacement.",
  Busy: "You have another shift at that time, so you cannot take this one.",
  NeedOne: "Please name the job or the replacement search.",
} as const;

/** "Finding a replacement — tier 2 of 3, 7 workers asked", "Filled by Ann Lee", … */
export function backfillLine(b: { status: BackfillStatusName; tier: number; asked: number; filledBy: string | null }): string {
  switch (b.status) {
    case BACKFILL.running:
      return `Finding a replacement — tier ${b.tier} of ${BACKFILL_TIERS}, ${b.asked} worker${b.asked === 1 ? "" : "s"} asked`;
    case BACKFILL.filled:
      return `Filled by ${b.filledBy || "a replacement"}`;
    case BACKFILL.stopped:
      return "You stopped looking for a replacement";
    default:
      return "Nobody took the shift in time";
  }
}
