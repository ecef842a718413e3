// Meal-break rules by US state: where the job's location is, a shift longer than `afterMinutes` must include an
// unpaid meal break of `breakMinutes`, so the worker says at clock-out whether they took it ("I took my breaks"
// / "I did not get my break"). Elsewhere the attestation is optional. Deliberately small: the states with a
// general meal-break rule for adult workers that a shift marketplace meets most; the state of the job's
// location decides (not the worker's home). Client-safe.
//
//   CA  30 min after 5 h   (Labor Code §512)
//   CO  30 min after 5 h   (COMPS Order #39, Rule 5.1)
//   WA  30 min after 5 h   (WAC 296-126-092)
//   OR  30 min after 6 h   (OAR 839-020-0050)
//   NY  30 min after 6 h   (Labor Law §162, simplified to shift length)
import { stateCode } from "@/lib/time/place-zone";

export type MealBreakRule = { state: string; afterMinutes: number; breakMinutes: number };

export const MEAL_BREAK_RULES: Record<string, MealBreakRule> = {
  CA: { state: "CA", afterMinutes: 5 * 60, breakMinutes: 30 },
  CO: { state: "CO", afterMinutes: 5 * 60, breakMinutes: 30 },
  WA: { state: "WA", afterMinutes: 5 * 60, breakMinutes: 30 },
  OR: { state: "OR", afterMinutes: 6 * 60, breakMinutes: 30 },
  NY: { state: "NY", afterMinutes: 6 * 60, breakMinutes: 30 },
};

/** The two answers of the attestation. */
export const BREAK_ANSWERS = { took: "took", missed: "missed" } as const;
export type BreakAnswer = (typeof BREAK_ANSWERS)[keyof typeof BREAK_ANSWERS];
export const BREAK_ANSWER_TEXT: Record<BreakAnswer, string> = { took: "I took my breaks", missed: "I did not get my break" };

/** The rule of a job's state ("CA" or "California"), or null where none applies. */
export function mealBreakRule(state: string | null | undefined): MealBreakRule | null {
  const code = stateCode(state);
  return code ? (MEAL_BREAK_RULES[code] ?? null) : null;
}

/** Whether a shift of `minutes` in `state` must carry the attestation. */
export function breakAttestationRequired(state: string | null | undefined, minutes: number): boolean {
  const rule = mealBreakRule(state);
  return !!rule && minutes > rule.afterMinutes;
}
