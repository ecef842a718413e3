// The withdraw screen's Stripe set-up state from a PayoutAccount row and Stripe's account object.
import { describe, expect, it } from "vitest";
import { setupState, statusColumns } from "@/lib/money/payouts/stripe-connect-onboarding";

const row = (o: Partial<Parameters<typeof setupState>[0] & object> = {}) => ({
  payoutsEnabled: false,
  transfersActive: false,
  requirementsDue: [],
  disabledReason: null,
  statusUpdatedAt: new Date(),
  ...o,
});

describe("payout set-up state", () => {
  it("no account is not started; a never-read account counts as details due", () => {
    expect(setupState(null)).toBe("not_started");
    expect(setupState(row({ statusUpdatedAt: null }))).toBe("details_due");
  });
  it("ready needs both payouts enabled and transfers active", () => {
    expect(setupState(row({ payoutsEnabled: true, transfersActive: true }))).toBe("ready");
    expect(setupState(row({ payoutsEnabled: true }))).toBe("verifying");
    expect(setupState(row({ requirementsDue: ["individual.ssn_last_4"] }))).toBe("details_due");
    expect(setupState(row({ disabledReason: "rejected.fraud", requirementsDue: ["x"] }))).toBe("rejected");
  });
  it("keeps currently_due and past_due once each, and Stripe's disabled reason", () => {
    const c = statusColumns({
      id: "acct_1",
      payouts_enabled: false,
      capabilities: { transfers: "pending" },
      requirements: { currently_due: ["a", "b"], past_due: ["b"], disabled_reason: "requirements.past_due" },
    });
    expect(c).toMatchObject({
      payoutsEnabled: false,
      transfersActive: false,
      requirementsDue: ["b", "a"],
      disabledReason: "requirements.past_due",
    });
  });
});
