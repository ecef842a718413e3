// The one rule for amounts and durations typed or sent by people (every form and every call):
// a plain decimal number — digits with at most one dot, optionally written the way money is shown
// ("$1,250.00": a leading dollar sign, thousands commas in their places) — and at most two decimals.
// Nothing else is stripped or rounded: "-5", "1e309", "12abc", "1,2,3" or "0.001" are refused, never
// rewritten into another number.
// Pure, shared by the zod schemas of the forms and the route handlers.

/** Money and durations keep at most two decimals (whole cents; hundredths of an hour or day). */
export const MAX_DECIMALS = 2;

export const NUMBER_MSG = {
  TooManyDecimals: "Please use at most 2 decimals (whole cents), e.g. 28.50.",
  DurationDecimals: "Please use at most 2 decimals for the duration, e.g. 5.5.",
} as const;

export type ParsedNumber = { ok: true; value: number } | { ok: false; reason: "invalid" | "decimals" };

const PLAIN = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/**
 * A non-negative decimal number from a form or JSON. Strings must be plain ("28.50", "5.5", ".5", "28.");
 * numbers must be finite. More than two decimals → reason "decimals"; anything else unreadable → "invalid".
 */
export function parseDecimal(v: unknown): ParsedNumber {
  let text: string;
  if (typeof v === "number") {
    if (!Number.isFinite(v) || v < 0) return { ok: false, reason: "invalid" };
    text = decimalText(v);
  } else if (typeof v === "string") {
    text = v.trim().replace(/^\$\s*/, "");
    if (GROUPED.test(text)) text = text.replace(/,/g, "");
    if (!PLAIN.test(text)) return { ok: false, reason: "invalid" };
  } else {
    return { ok: false, reason: "invalid" };
  }
  const dot = text.indexOf(".");
  const decimals = dot < 0 ? "" : text.slice(dot + 1).replace(/0+$/, "");
  if (decimals.length > MAX_DECIMALS) return { ok: false, reason: "decimals" };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, reason: "invalid" };
  // exactly the typed hundredths, without binary noise (0.1 + 0.2)
  return { ok: true, value: Math.round(value * 100) / 100 };
}

/** A number's shortest decimal text without exponent ("1e-7" → "0.0000001"). */
function decimalText(n: number): string {
  const s = String(n);
  if (!/e/i.test(s)) return s;
  return n.toFixed(20).replace(/0+$/, "").replace(/\.$/, "");
}

/**
 * The input filter of number fields (spec: "Price input keeps only digits, dot and minus"): what a key
 * press may leave in the box. The minus stays so that the field's rule answers it ("not starting with a
 * minus") instead of the box dropping it silently; the submitted text is checked by parseDecimal.
 */
export function keepNumberChars(text: string): string {
  return text.replace(/[^0-9.-]/g, "");
}
