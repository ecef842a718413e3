// A backfill's statuses and its offers' (the database's "BackfillStatus" and "BackfillOfferStatus"): the one
// place they are spelled and compared. A backfill runs until it is filled, stopped by the employer or exhausted
// (nobody took the shift by its cut-off); each change is a guarded update from `running`. Client-safe.
import type { BackfillOfferStatus, BackfillStatus } from "@/lib/generated/prisma/enums";

export const BACKFILL = {
  running: "running",
  filled: "filled",
  stopped: "stopped",
  exhausted: "exhausted",
} as const satisfies Record<BackfillStatus, BackfillStatus>;

export type BackfillStatusName = (typeof BACKFILL)[keyof typeof BACKFILL];

export const BACKFILL_OFFER = {
  offered: "offered",
  accepted: "accepted",
  declined: "declined",
  expired: "expired",
  lost: "lost",
} as const satisfies Record<BackfillOfferStatus, BackfillOfferStatus>;

export const isBackfillRunning = (status: BackfillStatusName) => status === BACKFILL.running;
export const isBackfillFilled = (status: BackfillStatusName) => status === BACKFILL.filled;
export const isBackfillStopped = (status: BackfillStatusName) => status === BACKFILL.stopped;
