// The instant payout fee (lib/settings/payout-policy.ts): the percent rounded UP to the cent, never below the
// minimum, on integers; and the settings' parser over its defaults.
import { describe, expect, it } from "vitest";
import { instantPayoutFeeCents, parsePayoutPolicy, PAYOUT_POLICY_DEFAULTS } from "@/lib/settings/payout-policy";

const fee = (cents: number) => instantPayoutFeeCents(cents, PAYOUT_POLICY_DEFAULTS);

describe("instant payout fee", () => {
  it("is 1.5 % rounded up to the cent", () => {
    expect(fee(10_000)).toBe(150); // exact
    expect(fee(4_001)).toBe(61); // 60.015¢ → 61¢
    expect(fee(3_334)).toBe(51); // 50.01¢ → 51¢
    expect(fee(123_456_789)).toBe(1_851_852); // 1 851 851.835¢ → 1 851 852¢
  });

  it("is at least the minimum ($0.50)", () => {
    expect(fee(1)).toBe(50);
    expect(fee(500)).toBe(50);
    expect(fee(3_333)).toBe(50); // 49.995¢ → 50¢
  });

  it("follows the settings: another percent and minimum, with no float drift", () => {
    expect(instantPayoutFeeCents(10_000, { instantFeePercent: 1.1, instantFeeMinimumCents: 0 })).toBe(110);
    expect(instantPayoutFeeCents(100, { instantFeePercent: 0.29, instantFeeMinimumCents: 0 })).toBe(1);
    expect(instantPayoutFeeCents(10_000, { instantFeePercent: 0, instantFeeMinimumCents: 25 })).toBe(25);
  });

  it("parses the Setting over its defaults: bad fields keep theirs", () => {
    expect(parsePayoutPolicy(null)).toEqual(PAYOUT_POLICY_DEFAULTS);
    expect(parsePayoutPolicy({ instantFeePercent: 2, instantFeeMinimumCents: 75.5, autoPayoutHourUtc: 24 })).toEqual({
      ...PAYOUT_POLICY_DEFAULTS,
      instantFeePercent: 2,
    });
    expect(parsePayoutPolicy({ instantFeePercent: -1, instantFeeMinimumCents: 100, autoPayoutHourUtc: 6 })).toEqual({
      instantFeePercent: 1.5,
      instantFeeMinimumCents: 100,
      autoPayoutHourUtc: 6,
    });
  });
});
