// Account standing as the sign-in gate and the public pages read it: closed wins over suspended, a suspension
// ends by itself, and the refusals say in plain words what happened and until when.
import { describe, expect, it } from "vitest";
import { isInGoodStanding, standingOf, standingRefusal, STANDING } from "@/lib/accounts/standing-states";
import { userStandingSchema } from "@/lib/admin/schemas";
import { ADMIN_MSG } from "@/lib/admin/messages";

const now = new Date("2027-03-01T12:00:00Z");
const later = new Date("2027-03-05T14:30:00Z");

describe("account standing", () => {
  it("is good, suspended until a time, or closed", () => {
    expect(standingOf({ suspendedUntil: null, bannedAt: null }, now)).toBe(STANDING.good);
    expect(standingOf({ suspendedUntil: later, bannedAt: null }, now)).toBe(STANDING.suspended);
    expect(standingOf({ suspendedUntil: new Date("2027-02-01T00:00:00Z"), bannedAt: null }, now)).toBe(STANDING.good);
    expect(standingOf({ suspendedUntil: later, bannedAt: now }, now)).toBe(STANDING.closed);
    expect(isInGoodStanding({ suspendedUntil: later, bannedAt: null }, later)).toBe(true);
  });

  it("tells a refused person why, with the end of a suspension in UTC", () => {
    expect(standingRefusal({ suspendedUntil: null, bannedAt: null }, now)).toBeNull();
    expect(standingRefusal({ suspendedUntil: later, bannedAt: null }, now)).toBe(
      "Your account is suspended until March 5, 2027 at 14:30 UTC.",
    );
    expect(standingRefusal({ suspendedUntil: null, bannedAt: now }, now)).toBe("Your account has been closed.");
  });

  it("takes days for a suspension only, and a reason always", () => {
    const base = { userId: "u1", reason: "Repeated late cancellations of booked shifts." };
    expect(userStandingSchema.safeParse({ ...base, action: "suspend", days: "7" }).data?.days).toBe(7);
    const issues = (input: object) => userStandingSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(issues({ ...base, action: "suspend" })).toEqual([ADMIN_MSG.Days]);
    expect(issues({ ...base, action: "suspend", days: 2.5 })).toEqual([ADMIN_MSG.Days]);
    expect(issues({ ...base, action: "warn", days: 3 })).toEqual([ADMIN_MSG.DaysOnlyForSuspend]);
    expect(issues({ userId: "u1", action: "ban", reason: "x".repeat(1001) })).toEqual([ADMIN_MSG.Reason]);
  });
});
