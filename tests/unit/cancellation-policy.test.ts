// The cancellation rules as the server applies them and the screens quote them (lib/cancellations/policy.ts),
// on the published defaults and on a changed policy.
import { describe, expect, it } from "vitest";
import { SHIFT_POLICY_DEFAULTS, parseShiftPolicy } from "@/lib/settings/shift-policy";
import {
  employerCancelIsLate,
  employerLatePayCents,
  backfillCutoff,
  employerPolicyText,
  leadMinutes,
  noShowOpen,
  workerCancelKind,
  workerPolicyText,
} from "@/lib/cancellations/policy";

const p = parseShiftPolicy({});

describe("cancellation policy", () => {
  it("counts whole minutes before the start, negative after it", () => {
    const start = new Date("2027-03-01T15:00:00Z");
    expect(leadMinutes(start, new Date("2027-02-28T15:00:00Z"))).toBe(1440);
    expect(leadMinutes(start, new Date("2027-02-28T15:00:30Z"))).toBe(1439);
    expect(leadMinutes(start, new Date("2027-03-01T15:10:00Z"))).toBe(-10);
  });

  it("makes a worker's cancellation free from 24 hours, late under it and very late under 2 hours", () => {
    expect(workerCancelKind(1440, p)).toBe("free");
    expect(workerCancelKind(1439, p)).toBe("late_cancel");
    expect(workerCancelKind(120, p)).toBe("late_cancel");
    expect(workerCancelKind(119, p)).toBe("very_late_cancel");
    expect(workerCancelKind(-30, p)).toBe("very_late_cancel");
    expect(workerCancelKind(2000, parseShiftPolicy({ freeCancelHours: 48 }))).toBe("late_cancel");
  });

  it("pays 2 hours or the booked hours if fewer (hourly) and 25 % (fixed) for an employer's late cancellation", () => {
    expect(employerCancelIsLate(1439, p)).toBe(true);
    expect(employerCancelIsLate(1440, p)).toBe(false);
    expect(employerLatePayCents({ payType: "Hourly", priceCents: 4000, bookedMinutes: 480 }, p)).toBe(8000);
    expect(employerLatePayCents({ payType: "Hourly", priceCents: 4000, bookedMinutes: 90 }, p)).toBe(6000);
    expect(employerLatePayCents({ payType: "Hourly", priceCents: 3333, bookedMinutes: 45 }, p)).toBe(2500);
    expect(employerLatePayCents({ payType: "Fixed", priceCents: 30000, bookedMinutes: 480 }, p)).toBe(7500);
    expect(employerLatePayCents({ payType: "Fixed", priceCents: 1002, bookedMinutes: 480 }, p)).toBe(251);
  });

  it("opens the no-show and arrival buttons 15 minutes after the start", () => {
    const start = new Date("2027-03-01T15:00:00Z");
    expect(noShowOpen(start, new Date("2027-03-01T15:14:59Z"), p)).toBe(false);
    expect(noShowOpen(start, new Date("2027-03-01T15:15:00Z"), p)).toBe(true);
  });

  it("backfills until 2 hours before the end, and at least until the start", () => {
    const start = new Date("2027-03-01T15:00:00Z");
    expect(backfillCutoff(start, new Date("2027-03-01T23:00:00Z"), p).toISOString()).toBe("2027-03-01T21:00:00.000Z");
    // a shift of 2 hours or less: until its start, as before it
    expect(backfillCutoff(start, new Date("2027-03-01T16:30:00Z"), p).toISOString()).toBe("2027-03-01T15:00:00.000Z");
  });

  it("says the policy in plain words with the policy's figures", () => {
    expect(workerPolicyText(SHIFT_POLICY_DEFAULTS)).toBe(
      "Cancel 24 hours or more before the start: free. Later: a late cancellation on your reliability record; " +
        "under 2 hours counts double, as does not showing up.",
    );
    expect(employerPolicyText(SHIFT_POLICY_DEFAULTS)).toContain(
      "Cancel under 24 hours before the start and the worker is paid 2 hours (hourly, or the booked hours if fewer) or 25 % of the price (fixed).",
    );
    expect(employerPolicyText(SHIFT_POLICY_DEFAULTS)).toContain(
      "No clock-in 15 minutes after the start: you can mark a no-show, and we look for a replacement until 2 hours before the shift ends.",
    );
    expect(workerPolicyText(parseShiftPolicy({ freeCancelHours: 48, veryLateCancelHours: 1 }))).toContain("48 hours or more");
    expect(workerPolicyText(parseShiftPolicy({ veryLateCancelHours: 1 }))).toContain("under 1 hour counts double");
  });
});
