// lib/money/processor-base/mode.ts: which way money moves, per processor — the whole truth table, the per-method payout
// rule, PAYMENTS_SANDBOX's validation, and when npm start / worker turn the sandbox on (scripts/lib/database.mjs).
import { describe, expect, it } from "vitest";
import { modeInputsOf, paymentModesOf, payoutMethodOn, type ModeInputs } from "@/lib/money/processor-base/mode";
import { parseEnv } from "@/lib/env";
import { paymentsSandboxEnv } from "../../scripts/lib/database.mjs";

const PROVIDERS = ["sandbox", "stripe", "paypal"] as const;

describe("paymentModesOf: every combination", () => {
  // [sandbox, stripe, paypal, PAYOUT_PROVIDER] → [cards, paypal, payouts, anySandbox]
  const table: [boolean, boolean, boolean, ModeInputs["payoutProvider"], string, string, string, boolean][] = [
    // no keys: the sandbox where chosen, else off everywhere
    [false, false, false, "sandbox", "off", "off", "off", false],
    [true, false, false, "sandbox", "sandbox", "sandbox", "sandbox", true],
    [false, false, false, "stripe", "off", "off", "off", false],
    [true, false, false, "stripe", "sandbox", "sandbox", "off", true],
    [false, false, false, "paypal", "off", "off", "off", false],
    [true, false, false, "paypal", "sandbox", "sandbox", "off", true],
    // Stripe keys only: PayPal is off (not the sandbox) unless the sandbox is asked for
    [false, true, false, "sandbox", "stripe", "off", "off", false],
    [true, true, false, "sandbox", "stripe", "sandbox", "sandbox", true],
    [false, true, false, "stripe", "stripe", "off", "stripe", false],
    [true, true, false, "stripe", "stripe", "sandbox", "stripe", true],
    [false, true, false, "paypal", "stripe", "off", "off", false],
    [true, true, false, "paypal", "stripe", "sandbox", "off", true],
    // PayPal keys only
    [false, false, true, "sandbox", "off", "paypal", "off", false],
    [true, false, true, "sandbox", "sandbox", "paypal", "sandbox", true],
    [false, false, true, "stripe", "off", "paypal", "off", false],
    [true, false, true, "stripe", "sandbox", "paypal", "off", true],
    [false, false, true, "paypal", "off", "paypal", "paypal", false],
    [true, false, true, "paypal", "sandbox", "paypal", "paypal", true],
    // both: real everywhere; the sandbox flag changes only payouts left on "sandbox"
    [false, true, true, "sandbox", "stripe", "paypal", "off", false],
    [true, true, true, "sandbox", "stripe", "paypal", "sandbox", true],
    [false, true, true, "stripe", "stripe", "paypal", "stripe", false],
    [true, true, true, "stripe", "stripe", "paypal", "stripe", false],
    [false, true, true, "paypal", "stripe", "paypal", "paypal", false],
    [true, true, true, "paypal", "stripe", "paypal", "paypal", false],
  ];

  it("covers all 24 inputs once", () => {
    const keys = new Set(table.map((r) => r.slice(0, 4).join()));
    expect(keys.size).toBe(2 * 2 * 2 * PROVIDERS.length);
  });

  it.each(table)(
    "sandbox=%s stripe=%s paypal=%s PAYOUT_PROVIDER=%s → cards %s, paypal %s, payouts %s, test mode %s",
    (sandbox, stripe, paypal, payoutProvider, cards, pp, payouts, any) => {
      expect(paymentModesOf({ sandbox, stripe, paypal, payoutProvider })).toEqual({ cards, paypal: pp, payouts, anySandbox: any });
    },
  );
});

describe("payoutMethodOn: a withdrawal method is on only where someone pays it out", () => {
  const on = (i: ModeInputs) => ({ bank: payoutMethodOn("bank", paymentModesOf(i)), paypal: payoutMethodOn("paypal", paymentModesOf(i)) });
  it("the sandbox pays both; off pays none", () => {
    expect(on({ sandbox: true, stripe: false, paypal: false, payoutProvider: "sandbox" })).toEqual({ bank: true, paypal: true });
    expect(on({ sandbox: false, stripe: false, paypal: false, payoutProvider: "sandbox" })).toEqual({ bank: false, paypal: false });
    expect(on({ sandbox: false, stripe: true, paypal: true, payoutProvider: "sandbox" })).toEqual({ bank: false, paypal: false });
  });
  it("Stripe and PayPal route by method: bank needs Stripe's keys, a PayPal e-mail PayPal's", () => {
    expect(on({ sandbox: false, stripe: true, paypal: false, payoutProvider: "stripe" })).toEqual({ bank: true, paypal: false });
    expect(on({ sandbox: false, stripe: true, paypal: true, payoutProvider: "stripe" })).toEqual({ bank: true, paypal: true });
    expect(on({ sandbox: false, stripe: false, paypal: true, payoutProvider: "paypal" })).toEqual({ bank: false, paypal: true });
    expect(on({ sandbox: true, stripe: true, paypal: true, payoutProvider: "paypal" })).toEqual({ bank: true, paypal: true });
  });
});

describe("PAYMENTS_SANDBOX in lib/env.ts", () => {
  it('is "1" (on), "0" (off) or unset; blank counts as unset', () => {
    expect(parseEnv({ PAYMENTS_SANDBOX: "1" }).PAYMENTS_SANDBOX).toBe(true);
    expect(parseEnv({ PAYMENTS_SANDBOX: " 1 " }).PAYMENTS_SANDBOX).toBe(true);
    expect(parseEnv({ PAYMENTS_SANDBOX: "0" }).PAYMENTS_SANDBOX).toBe(false);
    expect(parseEnv({}).PAYMENTS_SANDBOX).toBeUndefined();
    expect(parseEnv({ PAYMENTS_SANDBOX: " " }).PAYMENTS_SANDBOX).toBeUndefined();
  });

  it("refuses anything else with a readable message", () => {
    for (const bad of ["yes", "true", "2", "on"])
      expect(() => parseEnv({ PAYMENTS_SANDBOX: bad })).toThrow(/PAYMENTS_SANDBOX: expected "1" \(the payment sandbox on\) or "0" \(off\)/);
  });

  it("feeds the modes: keys count only when set, both PayPal keys are needed", () => {
    const inputs = (e: Record<string, string>) => modeInputsOf(parseEnv(e));
    expect(inputs({})).toEqual({ sandbox: false, stripe: false, paypal: false, payoutProvider: "sandbox" });
    expect(inputs({ PAYMENTS_SANDBOX: "1", STRIPE_SECRET_KEY: "sk_test_x", PAYPAL_CLIENT_ID: "id" })).toEqual({
      sandbox: true,
      stripe: true,
      paypal: false,
      payoutProvider: "sandbox",
    });
    expect(inputs({ PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "s", PAYOUT_PROVIDER: "paypal" })).toEqual({
      sandbox: false,
      stripe: false,
      paypal: true,
      payoutProvider: "paypal",
    });
  });
});

describe("paymentsSandboxEnv (npm start, npm run dev, npm run worker)", () => {
  it("turns the sandbox on for the embedded demo database only, and never over the operator's choice", () => {
    expect(paymentsSandboxEnv({ embedded: true }, {})).toEqual({ PAYMENTS_SANDBOX: "1" });
    expect(paymentsSandboxEnv({ embedded: true }, { PAYMENTS_SANDBOX: "0" })).toEqual({});
    expect(paymentsSandboxEnv({ embedded: true }, { PAYMENTS_SANDBOX: "" })).toEqual({});
    expect(paymentsSandboxEnv({ embedded: false }, { DATABASE_URL: "postgresql://db.example/gigline" })).toEqual({});
    expect(paymentsSandboxEnv({ embedded: true }, { DATABASE_URL: "postgresql://db.example/gigline" })).toEqual({});
  });
});
