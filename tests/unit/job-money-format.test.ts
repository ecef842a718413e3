// One money formatter (cents → "$3,450.00", rates "$32.50/hr") and one input rule for money and
// durations (at most two decimals, nothing stripped or rounded), shared by every form and call.
import { describe, expect, it } from "vitest";
import {
  formatCents,
  formatDollars,
  formatPrice,
  formatRateCents,
  formatRateDollars,
  formatTotalPaid,
  amountInputText,
} from "@/lib/money/amounts/format";
import { keepNumberChars, NUMBER_MSG, parseDecimal } from "@/lib/money/amounts/parse";
import { applySchema } from "@/lib/proposals/schemas";
import { hireSchema } from "@/lib/contracts/schemas";
import { jobDetailsSchema, serviceDetailsSchema, updateProfileSchema } from "@/lib/profiles/schemas";
import { jobFormSchema } from "@/lib/jobs/schemas";
import { JOB_MSG } from "@/lib/jobs/messages";
import { MSG } from "@/lib/accounts/messages";
import { rateLabel } from "@/lib/public-profiles/format";
import { formatRate } from "@/components/profile/format";
import { durationLabel, money, priceLabel } from "@/components/jobs/detail/labels";
import { priceLabel as cardPriceLabel } from "@/components/jobs/job-card";
import { validateJobForm, initialValues } from "@/components/jobs/job-form/job-form-values";

describe("the money formatter", () => {
  it("shows cents as dollars with a thousands separator and two decimals", () => {
    expect(formatCents(345000)).toBe("$3,450.00");
    expect(formatCents(3250)).toBe("$32.50");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatDollars(3450)).toBe("$3,450.00");
    expect(formatDollars(1150)).toBe("$1,150.00");
  });
  it("shows rates as $32.50/hr", () => {
    expect(formatRateCents(3250)).toBe("$32.50/hr");
    expect(formatRateDollars(32)).toBe("$32.00/hr");
    expect(formatPrice(45.5, "Hourly")).toBe("$45.50/hr");
    expect(formatPrice(1200, "Fixed")).toBe("$1,200.00");
  });
  it("is the one every screen uses (they used to show $32/hr, $300, 1234.5, $2850/hr…)", () => {
    expect(rateLabel(3200)).toBe("$32.00/hr");
    expect(rateLabel(285000)).toBe("$2,850.00/hr");
    expect(formatRate(32.5)).toBe("$32.50/hr");
    expect(money(3450)).toBe("$3,450.00");
    expect(priceLabel(300, "Fixed")).toBe("$300.00");
    expect(cardPriceLabel(300, "Fixed")).toBe("$300.00");
    expect(cardPriceLabel(22.5, "Hourly")).toBe("$22.50/hr");
  });
  it("keeps the spec's k form for total paid of 1000 or more", () => {
    expect(formatTotalPaid(950)).toBe("$950.00");
    expect(formatTotalPaid(1549)).toBe("$1.5k");
  });
  it("fills edit fields with the stored amount", () => {
    expect(amountInputText(28.5)).toBe("28.50");
    expect(amountInputText(30)).toBe("30");
  });
  it("labels durations with their decimals", () => {
    expect(durationLabel(5.5, "Hourly")).toBe("5.5 hours");
    expect(durationLabel(1, "Hourly")).toBe("1 hour");
    expect(durationLabel(3, "Fixed")).toBe("3 days");
  });
});

describe("the input rule (at most two decimals; nothing stripped)", () => {
  it.each([
    ["28.50", 28.5],
    ["28.5", 28.5],
    ["28", 28],
    [".5", 0.5],
    ["$1,250.00", 1250],
    [" 42 ", 42],
    [12.25, 12.25],
    ["0", 0],
  ])("%j → %j", (input, value) => expect(parseDecimal(input)).toEqual({ ok: true, value }));
  it.each([["-5"], ["1e309"], ["1e3"], ["12abc"], ["1.2.3"], ["1,2,3"], [""], ["."], [null], [Infinity], [-1], ["0x10"], ["2 8"]])(
    "%j is invalid",
    (input) => expect(parseDecimal(input)).toEqual({ ok: false, reason: "invalid" }),
  );
  it.each([["0.001"], [0.004], ["28.505"], [1e-7]])("%j has too many decimals", (input) =>
    expect(parseDecimal(input)).toEqual({ ok: false, reason: "decimals" }),
  );
  it("lets the number boxes keep the decimal point and the minus", () => {
    expect(keepNumberChars("28.50")).toBe("28.50");
    expect(keepNumberChars("$28.50/hr")).toBe("28.50");
    expect(keepNumberChars("-5")).toBe("-5");
  });
});

describe("schemas of every screen that edits money or durations", () => {
  const details = { title: "Cook", overview: "Kitchens.", skills: "Grill", categories: "Cooking" };
  it("hourly rate: 28.50 stays 28.50; -5 and 1e309 are refused, not rewritten to 5 and 1309", () => {
    expect(serviceDetailsSchema.parse({ ...details, hourlyRate: "28.50" }).hourlyRate).toBe(28.5);
    expect(jobDetailsSchema.parse({ ...details, hourlyRate: "28.50" }).hourlyRate).toBe(28.5);
    for (const bad of ["-5", "1e309", "28,50", "abc"]) {
      expect(serviceDetailsSchema.safeParse({ ...details, hourlyRate: bad }).error?.issues[0].message).toBe(MSG.InvalidHourlyRate);
      expect(updateProfileSchema.safeParse({ id: "u1", hourlyRate: bad }).success).toBe(false);
    }
    expect(jobDetailsSchema.safeParse({ ...details, hourlyRate: "28.505" }).error?.issues[0].message).toBe(NUMBER_MSG.TooManyDecimals);
  });
  it("apply and hire: sub-cent prices are refused with a readable message", () => {
    const apply = { id: "j1", coverText: "x".repeat(30), duration: 4, screenAnswers: [] };
    expect(applySchema.safeParse({ ...apply, price: 0.001 }).error?.issues[0].message).toBe(NUMBER_MSG.TooManyDecimals);
    expect(applySchema.safeParse({ ...apply, price: "-1" }).error?.issues[0].message).toBe(JOB_MSG.InvalidPrice);
    expect(applySchema.parse({ ...apply, price: "40.25", duration: "5.5" })).toMatchObject({ price: 40.25, duration: 5.5 });
    expect(hireSchema.safeParse({ id: "j1", userId: "u1", price: "0.004" }).error?.issues[0].message).toBe(NUMBER_MSG.TooManyDecimals);
    expect(hireSchema.parse({ id: "j1", userId: "u1" })).toEqual({ id: "j1", userId: "u1" });
  });
  it("job form: 5.5 hours stays 5.5, the same rule in the browser as on the server", () => {
    const base = {
      title: "Bartender",
      categories: "Bars",
      description: "Pour drinks.",
      location: "Austin, TX",
      type: "One-time job",
      skills: "Cocktails",
      payType: "Hourly",
      price: "28.50",
      duration: "5.5",
    };
    expect(jobFormSchema.parse(base)).toMatchObject({ price: 28.5, duration: 5.5 });
    const values = { ...initialValues(), payType: "Hourly" as const, price: "28.505", duration: "5.555" };
    const errors = validateJobForm(values);
    expect(errors.price).toBe(NUMBER_MSG.TooManyDecimals);
    expect(errors.duration).toBe(NUMBER_MSG.DurationDecimals);
    expect(validateJobForm({ ...values, price: "-5", duration: "abc" })).toMatchObject({
      price: JOB_MSG.InvalidHourlyRate,
      duration: JOB_MSG.InvalidHourlyDuration,
    });
    const ok = validateJobForm({ ...values, price: "28.50", duration: "5.5" });
    expect(ok.price).toBeUndefined();
    expect(ok.duration).toBeUndefined();
  });
});
