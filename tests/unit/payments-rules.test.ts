// Deposit limits and messages, the verification text, the intent lifecycle and the package table.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { bankAmountField, cardAmountField, createIntentInput, parseVerification, verifyText } from "@/lib/money/deposits/deposit-schemas";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";
import { statusesBefore } from "@/lib/money/intents/intent-states";
import { adsShown, PLANS, plansFor, PLAN_TYPES, priceDifference } from "@/lib/money/billing/plans";
import { NUMBER_MSG } from "@/lib/money/amounts/parse";

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0].message);

describe("deposit amounts", () => {
  it("card: above 0 and below 9999999.99, else 'Amount must be 0 ~ 999999.99'", () => {
    for (const v of [0, "0", -1, "", "abc", "9999999.99", 10_000_000, null])
      expect(message(cardAmountField.safeParse(v)), String(v)).toBe(PAY_MSG.CardAmount);
    expect(cardAmountField.parse("0.01")).toBe(1);
    expect(cardAmountField.parse("$1,250.50")).toBe(125050);
    expect(cardAmountField.parse("9999999.98")).toBe(999999998);
    expect(message(cardAmountField.safeParse("10.001"))).toBe(NUMBER_MSG.TooManyDecimals);
  });

  it("bank: above 10, else 'Amount must be 10 ~ 999999.99'", () => {
    for (const v of [10, "10.00", 0, 5]) expect(message(bankAmountField.safeParse(v)), String(v)).toBe(PAY_MSG.BankAmount);
    expect(bankAmountField.parse("10.01")).toBe(1001);
  });

  it("any amount in whole cents inside the range reads back as exactly those cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_998 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
        return cardAmountField.parse(text) === cents && cardAmountField.parse(cents / 100) === cents;
      }),
    );
  });

  it("bank intents need a name and a valid e-mail, with the spec's messages", () => {
    const base = { paymentType: "bank", amount: 50, name: "Dana", email: "dana@example.test" };
    expect(message(createIntentInput.safeParse({ ...base, name: " " }))).toBe(PAY_MSG.FirstName);
    expect(message(createIntentInput.safeParse({ ...base, email: "dana@" }))).toBe(PAY_MSG.Email);
    expect(createIntentInput.parse({ amount: "12.5" })).toMatchObject({ paymentType: "card", amount: 1250 });
  });
});

describe("verification text", () => {
  it("is required and at most 10 characters", () => {
    expect(message(verifyText.safeParse(""))).toBe(PAY_MSG.VerifyRequired);
    expect(message(verifyText.safeParse("12345678901"))).toBe(PAY_MSG.VerifyTooLong);
    expect(verifyText.parse(" SM11AA ")).toBe("SM11AA");
  });

  it("with a comma it is integer amounts, otherwise a descriptor code", () => {
    expect(parseVerification("sm11aa")).toEqual({ descriptorCode: "SM11AA" });
    expect(parseVerification("32,45")).toEqual({ amounts: [32, 45] });
    expect(parseVerification("32, x")).toEqual({ amounts: [32, -1] });
  });
});

describe("intent lifecycle", () => {
  it("moves forward only; terminal states never change; a failure goes back from a non-terminal state", () => {
    expect(statusesBefore("processing")).toEqual(["requires_payment_method", "requires_confirmation", "requires_action"]);
    expect(statusesBefore("succeeded")).not.toContain("succeeded");
    expect(statusesBefore("succeeded")).not.toContain("canceled");
    expect(statusesBefore("requires_payment_method", { failure: true })).toEqual([
      "requires_payment_method",
      "requires_confirmation",
      "requires_action",
      "processing",
    ]);
    expect(statusesBefore("requires_action")).not.toContain("processing");
  });
});

describe("packages", () => {
  it("prices in cents as the spec lists them", () => {
    expect(PLANS.map((p) => [p.name, p.priceCents, p.per, p.level])).toEqual([
      ["One hire credit", 2999, "posting", null],
      ["Basic", 4999, "month", 1],
      ["Standard", 7999, "month", 2],
      ["Premium", 12999, "month", 3],
    ]);
  });

  it("ads show at the free level only: every paid level hides them", () => {
    expect(adsShown(0)).toBe(true);
    for (const level of [1, 2, 3]) expect(adsShown(level)).toBe(false);
  });

  it("each paid plan lists every perk of the plans below it", () => {
    const paid = PLANS.filter((p) => p.level !== null);
    for (let i = 1; i < paid.length; i++) for (const perk of paid[i - 1].features) expect(paid[i].features).toContain(perk);
    for (const p of paid) expect(p.features).toContain("No ads");
  });

  it("a plan change shows the monthly price difference", () => {
    const [, basic, standard, premium] = PLANS;
    const usd = (c: number) => `$${(c / 100).toFixed(2)}`;
    expect(priceDifference(standard, premium, usd)).toBe("+$50.00/month");
    expect(priceDifference(premium, basic, usd)).toBe("\u2212$80.00/month");
    expect(priceDifference(basic, basic, usd)).toBe("same price");
  });

  it("One hire credit only at the free level; the spec's type names map to plans", () => {
    expect(plansFor(0).map((p) => p.id)).toEqual(["single", "basic", "standard", "premium"]);
    expect(plansFor(1).map((p) => p.id)).toEqual(["basic", "standard", "premium"]);
    expect(PLAN_TYPES["single job posting"]).toBe("single");
  });
});
