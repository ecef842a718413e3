// The lifecycle predicates of the state table (lib/jobs/states.ts), used by the calls and by the UI.
import { describe, expect, it } from "vitest";
import { canReview, canWithdraw, ENDED_JOB_STATUSES, isJobOpen, JOB_STATES, JOB_STATUS, JOB_STATUS_LABEL } from "@/lib/jobs/states";

describe("job lifecycle predicates", () => {
  it("lets a proposal be withdrawn only while the job is open", () => {
    expect(canWithdraw(JOB_STATUS.open)).toBe(true);
    expect(canWithdraw(JOB_STATUS.progressing)).toBe(false);
    expect(canWithdraw(JOB_STATUS.completed)).toBe(false);
    expect(canWithdraw(JOB_STATUS.canceled)).toBe(false);
  });

  it("lets a contract be reviewed only once it has ended, completed or cancelled", () => {
    expect(canReview(JOB_STATUS.open)).toBe(false);
    expect(canReview(JOB_STATUS.progressing)).toBe(false);
    expect(canReview(JOB_STATUS.completed)).toBe(true);
    expect(canReview(JOB_STATUS.canceled)).toBe(true);
    expect(ENDED_JOB_STATUSES.every(canReview)).toBe(true);
  });

  it("allows nothing for a status the table does not know", () => {
    for (const s of [-1, 4, 99, Number.NaN]) {
      expect(canReview(s)).toBe(false);
      expect(canWithdraw(s)).toBe(false);
      expect(isJobOpen(s)).toBe(false);
    }
  });

  it("names each status once, from the table", () => {
    expect(JOB_STATUS_LABEL).toEqual({ 0: "Open", 1: "Active", 2: "Completed", 3: "Cancelled" });
    expect(Object.keys(JOB_STATES).map(Number).sort()).toEqual(Object.values(JOB_STATUS).sort());
    expect(isJobOpen(JOB_STATUS.open)).toBe(true);
  });
});
