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

/** The arrival check's search (lib/booking/backfill-state.ts STANDBY_REASON), as the screens compare it. */
export const isStandbySearch = (reason: string) => reason === "not_on_the_way";

/** "Finding a replacement — tier 2 of 3, 7 workers asked", "Filled by Ann Lee", … (a standby search: its own words) */
export function backfillLine(b: {
  status: BackfillStatusName;
  tier: number;
  asked: number;
  filledBy: string | null;
  reason?: string;
}): string {
  const standby = isStandbySearch(b.reason ?? "");
  const asked = `tier ${b.tier} of ${BACKFILL_TIERS}, ${b.asked} worker${b.asked === 1 ? "" : "s"} asked`;
  switch (b.status) {
    case BACKFILL.running:
      return standby ? `Not on the way yet: asking standby workers — ${asked}` : `Finding a replacement — ${asked}`;
    case BACKFILL.filled:
      return `Filled by ${b.filledBy || "a replacement"}`;
    case BACKFILL.stopped:
      return standby ? "The standby search stopped: the booked worker keeps the shift" : "You stopped looking for a replacement";
    default:
      return standby ? "No standby took the shift: the booked worker still has it" : "Nobody took the shift in time";
  }
}
