// The pure parts of statements: the period a query names, the periods the payment screen lists, how history
// rows become lines and sum up, the summary's signs, the text the PDF's standard fonts can draw.
import { describe, expect, it } from "vitest";
import { periodOf, recentPeriods, statementHref, statementSchema, STATEMENT_MSG } from "@/lib/money/statements/statement-period";
import { sumLines, toLine } from "@/lib/money/statements/statement-data";
import { summaryRows, statementFileName, statementTitle } from "@/lib/money/statements/statement-text";
import { pdfText } from "@/lib/money/statements/statement-pdf";
import type { PeriodRow } from "@/lib/money/history/history";

const NOW = new Date("2026-11-29T14:00:00Z");

describe("statement periods", () => {
  it("reads a month or a year as UTC bounds", () => {
    expect(periodOf({ month: "2026-02" }, NOW)).toEqual({
      kind: "month",
      key: "2026-02",
      label: "February 2026",
      from: new Date("2026-02-01T00:00:00Z"),
      to: new Date("2026-03-01T00:00:00Z"),
    });
    expect(periodOf({ month: "2026-12" }, new Date("2026-12-01T00:00:00Z"))).toMatchObject({ to: new Date("2027-01-01T00:00:00Z") });
    expect(periodOf({ year: "2026" }, NOW)).toMatchObject({ kind: "year", label: "2026", to: new Date("2027-01-01T00:00:00Z") });
  });

  it("refuses a period that has not started, or one before 2000", () => {
    expect(periodOf({ month: "2026-12" }, NOW)).toEqual({ error: STATEMENT_MSG.Future });
    expect(periodOf({ year: "2027" }, NOW)).toEqual({ error: STATEMENT_MSG.Future });
    expect(periodOf({ year: "1999" }, NOW)).toEqual({ error: STATEMENT_MSG.TooOld });
  });

  it("validates the query: month or year, one of them, pdf or csv", () => {
    expect(statementSchema.parse({ month: "2026-10" })).toEqual({ month: "2026-10", format: "pdf" });
    const bad = (v: unknown) => statementSchema.safeParse(v).error?.issues[0].message;
    expect(bad({ month: "2026-00" })).toBe(STATEMENT_MSG.BadMonth);
    expect(bad({ month: "2026-1" })).toBe(STATEMENT_MSG.BadMonth);
    expect(bad({ year: "20266" })).toBe(STATEMENT_MSG.BadYear);
    expect(bad({ month: "2026-10", year: "2026" })).toBe(STATEMENT_MSG.OneOf);
    expect(bad({ year: "2026", format: "PDF" })).toBe(STATEMENT_MSG.BadFormat);
  });

  it("lists the last 12 months from the account's first month, and its years (at most 3)", () => {
    const old = recentPeriods(NOW, new Date("2020-05-05T00:00:00Z"));
    expect(old.months.map((p) => p.key)).toEqual([
      "2026-11",
      "2026-10",
      "2026-09",
      "2026-08",
      "2026-07",
      "2026-06",
      "2026-05",
      "2026-04",
      "2026-03",
      "2026-02",
      "2026-01",
      "2025-12",
    ]);
    expect(old.years.map((p) => p.key)).toEqual(["2026", "2025", "2024"]);
    const recent = recentPeriods(NOW, new Date("2026-10-20T00:00:00Z"));
    expect(recent.months.map((p) => p.key)).toEqual(["2026-11", "2026-10"]);
    expect(recent.years.map((p) => p.key)).toEqual(["2026"]);
    expect(statementHref(recent.months[1], "csv")).toBe("/api/statement/get?month=2026-10&format=csv");
  });
});

const row = (o: Partial<PeriodRow>): PeriodRow => ({
  _id: "1",
  type: "earn",
  amount: 0,
  amountCents: 0,
  createdAt: "2026-10-01T10:00:00.000Z",
  title: "",
  job: null,
  status: "completed",
  fee: 0,
  feeCents: 0,
  held: 0,
  heldCents: 0,
  journalId: "j",
  kind: "pay",
  ...o,
});

describe("statement lines and totals", () => {
  it("splits a payer's row into the worker's pay and the fee; a worker's row is all pay", () => {
    expect(toLine(row({ type: "pay", amountCents: -17_600, feeCents: 1_600 }), "Pat")).toMatchObject({
      kind: "payment",
      grossCents: 16_000,
      feeCents: 1_600,
      walletCents: -17_600,
      counterpart: "Pat",
    });
    expect(toLine(row({ type: "earn", amountCents: 16_000 }), null)).toMatchObject({ kind: "earning", grossCents: 16_000, feeCents: 0 });
    expect(toLine(row({ type: "late_cancel_pay", kind: "late_cancel_pay", amountCents: 8_000 }), null).kind).toBe("late_cancel");
    expect(toLine(row({ type: "refund", kind: "withdraw_refund", amountCents: 500 }), null).kind).toBe("withdrawal_returned");
    expect(toLine(row({ type: "plan", kind: "plan_purchase", amountCents: -4_999 }), null)).toMatchObject({
      kind: "card_charge",
      grossCents: 4_999,
      walletCents: 0,
    });
  });

  it("sums each side, and the summary signs money out and never shows -$0.00", () => {
    const lines = [
      toLine(row({ type: "earn", amountCents: 16_000 }), null),
      toLine(row({ type: "late_cancel_pay", kind: "late_cancel_pay", amountCents: 8_000 }), null),
      toLine(row({ type: "withdraw", kind: "withdraw", amountCents: -10_000 }), null),
    ];
    const t = sumLines(lines, 1_000, 15_000);
    expect(t).toMatchObject({
      earningsGrossCents: 16_000,
      lateCancelReceivedCents: 8_000,
      withdrawalsCents: 10_000,
      netEarningsCents: 24_000,
    });
    expect(summaryRows("provider", t).map((r) => [r.label, r.cents])).toEqual([
      ["Opening balance", 1_000],
      ["Gross earnings", 16_000],
      ["Service fees", 0],
      ["Late-cancellation pay", 8_000],
      ["Net earnings", 24_000],
      ["Payouts and withdrawals", -10_000],
      ["Closing balance", 15_000],
    ]);
    expect(Object.is(summaryRows("provider", t)[2].cents, -0)).toBe(false);
  });

  it("names the file and the title for each side", () => {
    const period = periodOf({ month: "2026-10" }, NOW);
    if ("error" in period) throw new Error(period.error);
    expect(statementTitle({ role: "provider", period })).toBe("Earnings statement — October 2026");
    expect(statementTitle({ role: "customer", period })).toBe("Invoice — October 2026");
    expect(statementFileName({ role: "customer", period }, "pdf")).toBe("gigline-invoice-2026-10.pdf");
  });
});

describe("PDF text", () => {
  it("keeps Latin-1 and the WinAnsi punctuation, drops accents it cannot draw, and marks the rest", () => {
    expect(pdfText("Café — Zoë’s “bar” €5")).toBe("Café — Zoë’s “bar” €5");
    expect(pdfText("Ștefan Dvořák")).toBe("Stefan Dvorák");
    expect(pdfText("寿司 chef\tnight")).toBe("?? chef night");
  });
});
