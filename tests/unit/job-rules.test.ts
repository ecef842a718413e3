// Pure job rules: the state tables, proposal count labels, posted-ago, contract totals, hire rate.
import { describe, expect, it } from "vitest";
import { canInvite, canJob, JOB_STATUS, JOB_TRANSITIONS, jobEvents, INVITE_TRANSITIONS } from "@/lib/jobs/states";
import { contractTotalCents, hireRate, postedAgo, proposalCountLabel } from "@/lib/jobs/format";
import { centsToDollars, dollarsToCents } from "@/lib/money/amounts/convert";
import { formatCents, formatTotalPaid } from "@/lib/money/amounts/format";

describe("job state table", () => {
  it("uses the spec's numbers", () => {
    expect(JOB_STATUS).toEqual({ open: 0, progressing: 1, completed: 2, canceled: 3 });
  });

  it("lets an open job be hired or canceled, and nothing else", () => {
    expect(jobEvents(JOB_STATUS.open).sort()).toEqual(["cancel_job", "hire"]);
    expect(JOB_TRANSITIONS.hire.to).toBe(JOB_STATUS.progressing);
    expect(JOB_TRANSITIONS.cancel_job.to).toBe(JOB_STATUS.canceled);
  });

  it("lets a progressing contract be completed or canceled", () => {
    expect(jobEvents(JOB_STATUS.progressing).sort()).toEqual(["cancel_contract", "complete_contract"]);
    expect(JOB_TRANSITIONS.complete_contract.to).toBe(JOB_STATUS.completed);
    expect(JOB_TRANSITIONS.cancel_contract.to).toBe(JOB_STATUS.canceled);
  });

  it("ends at completed and canceled", () => {
    expect(jobEvents(JOB_STATUS.completed)).toEqual([]);
    expect(jobEvents(JOB_STATUS.canceled)).toEqual([]);
    expect(canJob("hire", JOB_STATUS.progressing)).toBe(false);
    expect(canJob("complete_contract", JOB_STATUS.open)).toBe(false);
  });

  it("answers an invitation once: sent → accepted or declined", () => {
    expect(canInvite("accept", "sent")).toBe(true);
    expect(canInvite("decline", "sent")).toBe(true);
    expect(canInvite("decline", "accepted")).toBe(false);
    expect(canInvite("accept", "declined")).toBe(false);
    expect(INVITE_TRANSITIONS.decline.to).toBe("declined");
  });
});

describe("proposalCountLabel (spec §9)", () => {
  it.each([
    [0, "0"],
    [1, "1"],
    [4, "4"],
    [5, "5 of 10"],
    [10, "5 of 10"],
    [11, "10 ~ 20"],
    [20, "10 ~ 20"],
    [21, "20 ~ 50"],
    [50, "20 ~ 50"],
    [51, "50 +"],
    [500, "50 +"],
  ])("%i proposals → %s", (n, label) => {
    expect(proposalCountLabel(n)).toBe(label);
  });
});

describe("postedAgo", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  const ago = (ms: number) => postedAgo(new Date(now.getTime() - ms), now);
  const S = 1000,
    M = 60 * S,
    H = 60 * M,
    D = 24 * H;
  it.each([
    [0, "0 seconds ago"],
    [1 * S, "1 second ago"],
    [59 * S, "59 seconds ago"],
    [1 * M, "1 minute ago"],
    [59 * M, "59 minutes ago"],
    [1 * H, "1 hour ago"],
    [23 * H, "23 hours ago"],
    [1 * D, "1 day ago"],
    [29 * D, "29 days ago"],
    [30 * D, "1 month ago"],
    [359 * D, "11 months ago"],
    [360 * D, "1 year ago"],
    [800 * D, "2 years ago"],
  ])("%i ms → %s", (ms, text) => {
    expect(ago(ms)).toBe(text);
  });
  it("never says a negative time for a clock a little ahead", () => {
    expect(postedAgo(new Date(now.getTime() + 5000), now)).toBe("0 seconds ago");
  });
});

describe("contract total (Hourly: rate × hours + extra pay; Fixed: price + extra pay)", () => {
  it("multiplies the hourly rate by the hours and adds extra pay", () => {
    expect(contractTotalCents({ payType: "Hourly", price: 2550, duration: 8, extraPay: 1000 })).toBe(21400);
    expect(formatCents(contractTotalCents({ payType: "Hourly", price: 2550, duration: 8, extraPay: 1000 }))).toBe("$214.00");
  });
  it("keeps hours with decimals and rounds the product to the cent", () => {
    expect(contractTotalCents({ payType: "Hourly", price: 2850, duration: 5.5 })).toBe(15675);
    expect(contractTotalCents({ payType: "Hourly", price: 3333, duration: 1.25 })).toBe(4166);
  });
  // the old expectation (price × days for a Fixed job: $500 × 3 = $1,500) was the defect itself
  it("never multiplies a fixed price by its days: $1,150 for 3 days is $1,150.00", () => {
    expect(contractTotalCents({ payType: "Fixed", price: 115000, duration: 3 })).toBe(115000);
    expect(formatCents(contractTotalCents({ payType: "Fixed", price: 115000, duration: 3 }))).toBe("$1,150.00");
    expect(contractTotalCents({ payType: "Fixed", price: 50000, duration: 3, extraPay: 2500 })).toBe(52500);
  });
  it("converts cents and dollars without float drift", () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDollars(1999)).toBe(19.99);
    expect(formatCents(5)).toBe("$0.05");
  });
});

describe("hire rate and total paid", () => {
  it("is hires / jobs posted as a rounded percent", () => {
    expect(hireRate(0, 0)).toBe(0);
    expect(hireRate(1, 3)).toBe(33);
    expect(hireRate(2, 3)).toBe(67);
    expect(hireRate(4, 4)).toBe(100);
  });
  it("shows totals of 1000 or more in thousands with one decimal and k", () => {
    expect(formatTotalPaid(999)).toBe("$999.00");
    expect(formatTotalPaid(1000)).toBe("$1.0k");
    expect(formatTotalPaid(12345)).toBe("$12.3k");
  });
});
