// Both sides' notifications and receipts of a payment, in one wording for a contract's payment, paid hours and
// the agreed part of a disputed delivery: the employer's receipt itemises the fee, the worker's keeps all the pay.
import { describe, expect, it } from "vitest";
import { paymentNotices } from "@/lib/money/pay/payment-notices";

const base = {
  job: { id: "job1", title: "Fix a leaking kitchen sink" },
  contractId: "c1",
  employer: { id: "e1", email: "erin@example.test", name: "Erin Employer" },
  worker: { id: "w1", email: "pat@example.test", name: "Pat Provider" },
  amounts: { subTotalCents: 16_000, feeCents: 1600, feePercent: 10, totalCents: 17_600 },
  details: ["Time: 8h 00m"],
};

describe("paymentNotices", () => {
  it("a contract's payment: the fee on the employer's receipt, the whole pay on the worker's", () => {
    const { receipts, notes } = paymentNotices(base);
    expect(receipts.map((r) => [r.to, r.subject])).toEqual([
      ["erin@example.test", 'Receipt: you paid $176.00 for "Fix a leaking kitchen sink"'],
      ["pat@example.test", 'You earned $160.00 for "Fix a leaking kitchen sink"'],
    ]);
    expect(receipts[0].text.split("\n").slice(0, 7)).toEqual([
      'You paid Pat Provider for "Fix a leaking kitchen sink".',
      "",
      "Contract: Fix a leaking kitchen sink (#c1)",
      "Time: 8h 00m",
      "Amount: $160.00",
      "Service fee (10%): $16.00",
      "Total: $176.00",
    ]);
    expect(receipts[1].text).toContain("Gross: $160.00\nService fee: $0.00\nNet earned: $160.00");
    expect(notes.map((n) => [n.userId, n.type, n.message])).toEqual([
      ["w1", "payment_received", 'Erin Employer paid $160.00 for "Fix a leaking kitchen sink".'],
      ["e1", "payment_sent", 'You paid $176.00 to Pat Provider for "Fix a leaking kitchen sink".'],
    ]);
  });

  it("paid hours: what was paid for and when, and the employer's note", () => {
    const title = '"Fix a leaking kitchen sink"';
    const { receipts, notes } = paymentNotices({
      ...base,
      paidFor: { employer: `hours on ${title}`, worker: `your hours on ${title}` },
      when: " (Nov 20 – Nov 27, 2026)",
      note: { employer: "The contract stays open.", worker: "" },
    });
    expect(receipts[0].text.split("\n")[0]).toBe(`You paid Pat Provider for hours on ${title}. The contract stays open.`);
    expect(receipts[1].subject).toBe(`You earned $160.00 for hours on ${title}`);
    expect(receipts[1].text.split("\n")[0]).toBe(`Erin Employer paid you for your hours on ${title}.`);
    expect(notes[0].message).toBe(`Erin Employer paid $160.00 for your hours on ${title} (Nov 20 – Nov 27, 2026).`);
  });

  it("names nobody by an empty name", () => {
    const { notes } = paymentNotices({ ...base, employer: { ...base.employer, name: "" }, worker: { ...base.worker, name: "" } });
    expect(notes.map((n) => n.message)).toEqual([
      'Your employer paid $160.00 for "Fix a leaking kitchen sink".',
      'You paid $176.00 to the provider for "Fix a leaking kitchen sink".',
    ]);
  });
});
