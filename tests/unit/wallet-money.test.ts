// Fee and total arithmetic in cents, the routing-number checksum, the withdrawal limits and messages.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { contractAmounts, feeCents, hourlyCents, minutesCents } from "@/lib/money/pricing/pricing";
import { secondsToBilledMinutes } from "@/lib/time/format";
import { isValidRoutingNumber } from "@/lib/money/bank/aba";
import { withdrawSchema, payJobSchema } from "@/lib/money/ledger/wallet-schemas";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";
import { csvCell, transactionType } from "@/lib/money/history/history";
import { assertBalanced } from "@/lib/money/ledger/ledger";

describe("fee and totals", () => {
  it("rounds the fee to the nearest cent, halves up", () => {
    expect(feeCents(16_000, 10)).toBe(1600);
    expect(feeCents(5, 10)).toBe(1); // 0.5 ¢ → 1 ¢
    expect(feeCents(4, 10)).toBe(0); // 0.4 ¢ → 0 ¢
    expect(feeCents(999, 2.5)).toBe(25); // 24.975 ¢ → 25 ¢
    expect(feeCents(12_345, 0)).toBe(0);
    expect(feeCents(12_345, 100)).toBe(12_345);
  });

  it("fee is round(subtotal × percent / 100) exactly, total = subtotal + fee, all integer cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (sub, bp) => {
        const percent = bp / 100;
        const fee = feeCents(sub, percent);
        expect(Number.isInteger(fee)).toBe(true);
        // exact rational check: |fee − sub·bp/10000| ≤ 1/2, and ties go up
        const twice = 2 * sub * bp; // 2·10000·(exact fee)
        expect(Math.abs(fee * 20_000 - twice)).toBeLessThanOrEqual(10_000);
        if (twice % 20_000 === 10_000) expect(fee * 20_000).toBeGreaterThan(twice);
        const a = contractAmounts({ payType: "Fixed", price: sub, duration: 1, extraPay: 0 }, percent, null);
        expect(a.totalCents).toBe(a.subTotalCents + a.feeCents);
      }),
    );
  });

  it("hourly pays rate × minutes / 60 rounded to the cent once, tracked minutes when there are some, plus extra pay", () => {
    // 10 minutes at $26/h: 2600 × 10 / 60 = 433.33 ¢ → $4.33 (hours rounded to 0.17 first would bill $4.42)
    expect(minutesCents(2600, 10)).toBe(433);
    expect(contractAmounts({ payType: "Hourly", price: 2600, duration: 1, extraPay: 0 }, 0, 10)).toMatchObject({
      minutes: 10,
      hoursTracked: true,
      subTotalCents: 433,
    });
    expect(hourlyCents(4550, 5.5)).toBe(25_025);
    expect(hourlyCents(1999, 1.15)).toBe(2299); // 69 minutes: 1999 × 69 / 60 = 2298.85 ¢
    expect(contractAmounts({ payType: "Hourly", price: 4000, duration: 4, extraPay: 500 }, 10, null)).toEqual({
      payType: "Hourly",
      minutes: 240,
      hours: 4,
      hoursTracked: false,
      subTotalCents: 16_500,
      feePercent: 10,
      feeCents: 1650,
      totalCents: 18_150,
    });
    expect(contractAmounts({ payType: "Hourly", price: 4000, duration: 4, extraPay: 0 }, 10, 150)).toMatchObject({
      minutes: 150,
      hours: 2.5,
      hoursTracked: true,
      subTotalCents: 10_000,
    });
    expect(contractAmounts({ payType: "Fixed", price: 30_000, duration: 3, extraPay: 1000 }, 5, 7)).toMatchObject({
      minutes: null,
      hours: null,
      subTotalCents: 31_000,
      feeCents: 1550,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100_000 }), (rate, minutes) => {
        const cents = minutesCents(rate, minutes);
        // exact rational check: |cents − rate·minutes/60| ≤ 1/2, ties up
        const twice = 2 * rate * minutes; // 120·(exact amount)
        expect(Math.abs(cents * 120 - twice)).toBeLessThanOrEqual(60);
        if (twice % 120 === 60) expect(cents * 120).toBeGreaterThan(twice);
      }),
    );
  });

  it("bills tracked seconds to the nearest minute, halves up", () => {
    expect(secondsToBilledMinutes(600)).toBe(10);
    expect(secondsToBilledMinutes(629)).toBe(10);
    expect(secondsToBilledMinutes(630)).toBe(11);
    expect(secondsToBilledMinutes(0)).toBe(0);
    expect(secondsToBilledMinutes(-5)).toBe(0);
  });

  it("refuses unbalanced or fractional journals", () => {
    expect(() => assertBalanced([{ account: { kind: "fee_revenue" }, amountCents: 1 }])).toThrow();
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 5 }), (xs) => {
        const entries = [
          ...xs.map((x) => ({ account: { kind: "fee_revenue" as const }, amountCents: x })),
          { account: { kind: "pending_withdrawal" as const }, amountCents: -xs.reduce((s, x) => s + x, 0) },
        ];
        expect(() => assertBalanced(entries)).not.toThrow();
        entries[0].amountCents += 1;
        expect(() => assertBalanced(entries)).toThrow(/sum to 0/);
      }),
    );
  });
});

describe("routing numbers (ABA checksum)", () => {
  it.each(["021000021", "011000015", "121000358", "026009593", "110000000"])("accepts %s", (rtn) =>
    expect(isValidRoutingNumber(rtn)).toBe(true),
  );
  it.each(["021000022", "123456789", "000000000", "02100002", "0210000210", "02100002a"])("refuses %s", (rtn) =>
    expect(isValidRoutingNumber(rtn)).toBe(false),
  );
  it("catches every single-digit typo", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (pos, add) => {
        const d = "021000021".split("").map(Number);
        d[pos] = (d[pos] + add) % 10;
        expect(isValidRoutingNumber(d.join(""))).toBe(false);
      }),
    );
  });
});

describe("withdrawal limits and messages", () => {
  const bank = { paymentType: "bank", amount: "10", bankName: "Al", routingNumber: "021000021", accountNumber: "123456" };
  const err = (v: unknown) => {
    const r = withdrawSchema.safeParse(v);
    return r.success ? null : r.error.issues[0].message;
  };
  it("accepts the edges: 2-character name, 6 and 17 digit accounts, spaces and dashes in numbers", () => {
    expect(err(bank)).toBeNull();
    expect(err({ ...bank, accountNumber: "12345678901234567" })).toBeNull();
    expect(err({ ...bank, routingNumber: "0210-0002 1" })).toBeNull();
    expect(err({ paymentType: "paypal", amount: 0.01, paypal: "a@b.co" })).toBeNull();
  });
  it("answers the spec's messages", () => {
    expect(err({ paymentType: "paypal", amount: 1, paypal: "a@b" })).toBe("Enter a valid email");
    expect(err({ ...bank, bankName: " A " })).toBe(WALLET_MSG.InvalidBankName);
    expect(err({ ...bank, accountNumber: "12345" })).toBe(WALLET_MSG.InvalidAccount);
    expect(err({ ...bank, routingNumber: "021000022" })).toBe(WALLET_MSG.InvalidRoutingChecksum);
    expect(err({ ...bank, amount: "10000000" })).toBe(WALLET_MSG.InvalidAmount);
    expect(WALLET_MSG.AmountExceedsBalance).toBe("Amount cannot exceed the balance");
    expect(WALLET_MSG.InsufficientBalance).toBe("Insufficient balance");
    expect(WALLET_MSG.NotEnoughToPay).toBe("You do not have enough balance to complete this payment.");
    expect(WALLET_MSG.ConfirmPay).toBe("This will complete the job and send payment to the provider. Do you want to proceed?");
  });
  it("reads the client's total and subTotal as dollars, refusing sub-cents", () => {
    expect(payJobSchema.parse({ jobId: "j", total: "176.00", subTotal: 160 })).toMatchObject({ total: 176, subTotal: 160 });
    expect(payJobSchema.safeParse({ jobId: "j", total: "1.001" }).success).toBe(false);
  });
});

describe("history helpers", () => {
  it("types wallet entries the spec's way and neutralises CSV formulas", () => {
    expect(transactionType("pay", -5)).toBe("pay");
    expect(transactionType("pay", 5)).toBe("earn");
    expect(transactionType("deposit", 5)).toBe("deposit");
    expect(transactionType("withdraw_refund", 5)).toBe("refund");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("Payment: a, b")).toBe('"Payment: a, b"');
  });
});
