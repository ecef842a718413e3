// The background check's pure rules: the lifecycle table (forward only, canceled final), the adverse-action
// order, the screening setting over its defaults and the sandbox's test SSNs.
import { describe, expect, it } from "vitest";
import {
  ADVERSE,
  ADVERSE_STEP,
  CHECK,
  RESULT,
  canAdverse,
  canBecome,
  canDispute,
  statusesBefore,
  statusLabel,
} from "@/lib/screening/states";
import { parseScreeningPolicy, SCREENING_POLICY_DEFAULTS } from "@/lib/settings/screening-policy";
import { sandboxOutcome } from "@/lib/screening/sandbox-partner";

describe("the check's lifecycle", () => {
  it("moves forward only; canceled is final; a complete result can only be disputed", () => {
    expect(statusesBefore(CHECK.complete).sort()).toEqual([CHECK.dispute, CHECK.invited, CHECK.pending, CHECK.suspended].sort());
    expect(canBecome(CHECK.complete, CHECK.pending)).toBe(false);
    expect(canBecome(CHECK.complete, CHECK.suspended)).toBe(false);
    for (const to of Object.values(CHECK)) expect(canBecome(CHECK.canceled, to)).toBe(false);
    expect(canDispute(CHECK.complete)).toBe(true);
    expect(canDispute(CHECK.pending)).toBe(false);
    expect(canBecome("unknown", CHECK.pending)).toBe(false);
  });

  it("labels a complete check by its result", () => {
    expect(statusLabel(CHECK.complete, RESULT.clear)).toBe("Clear");
    expect(statusLabel(CHECK.complete, RESULT.consider)).toBe("Consider");
    expect(statusLabel(CHECK.invited, null)).toBe("Waiting for consent");
  });
});

describe("adverse action", () => {
  it("takes the pre-adverse notice first, the final notice only after it, and proceeding before the final notice", () => {
    expect(canAdverse(ADVERSE_STEP.preAdverse, ADVERSE.none)).toBe(true);
    expect(canAdverse(ADVERSE_STEP.finalNotice, ADVERSE.none)).toBe(false);
    expect(canAdverse(ADVERSE_STEP.finalNotice, ADVERSE.preAdverse)).toBe(true);
    expect(canAdverse(ADVERSE_STEP.preAdverse, ADVERSE.preAdverse)).toBe(false);
    expect(canAdverse(ADVERSE_STEP.proceed, ADVERSE.preAdverse)).toBe(true);
    expect(canAdverse(ADVERSE_STEP.proceed, ADVERSE.final)).toBe(false);
    expect(canAdverse(ADVERSE_STEP.finalNotice, ADVERSE.proceeded)).toBe(false);
  });
});

describe("the screening setting", () => {
  it("keeps the defaults for a missing or bad value", () => {
    expect(parseScreeningPolicy(null)).toEqual(SCREENING_POLICY_DEFAULTS);
    const bad = parseScreeningPolicy({
      packages: [{ slug: "x y", name: "", priceCents: -1 }],
      adverseWaitDays: 0,
      sandboxSettleSeconds: -5,
    });
    expect(bad).toEqual(SCREENING_POLICY_DEFAULTS);
  });

  it("takes valid packages, the waiting period and the sandbox's delay", () => {
    const p = parseScreeningPolicy({
      packages: [{ slug: "pro", name: "Pro", priceCents: 7999 }],
      adverseWaitDays: 10,
      sandboxSettleSeconds: 0,
    });
    expect(p).toEqual({ packages: [{ slug: "pro", name: "Pro", priceCents: 7999 }], adverseWaitDays: 10, sandboxSettleSeconds: 0 });
  });
});

describe("the sandbox's test SSNs", () => {
  it("2001 comes back consider, 2002 suspended, anything else clear", () => {
    expect(sandboxOutcome("2001")).toEqual({ status: CHECK.complete, result: RESULT.consider });
    expect(sandboxOutcome("2002")).toEqual({ status: CHECK.suspended, result: null });
    expect(sandboxOutcome("6789")).toEqual({ status: CHECK.complete, result: RESULT.clear });
  });
});
