// The screening settings: the background-check packages an employer can order (name and price), the FCRA
// waiting period between the pre-adverse and the final notice, and how long the sandbox partner takes to settle
// a report. One Setting row ("screening", a JSON object) over these defaults; a bad field keeps its default.
// Pure (no database): the order form shows the same packages the server charges.

export type ScreeningPackage = { slug: string; name: string; priceCents: number };

export const SCREENING_POLICY_DEFAULTS = {
  packages: [
    { slug: "basic_criminal", name: "Basic criminal", priceCents: 2999 },
    { slug: "standard", name: "Standard (criminal and identity)", priceCents: 4999 },
  ] as ScreeningPackage[],
  /** days between the pre-adverse notice and the earliest final notice */
  adverseWaitDays: 7,
  /** seconds the sandbox partner takes to settle a report once the candidate gave consent */
  sandboxSettleSeconds: 30,
};

export type ScreeningPolicy = typeof SCREENING_POLICY_DEFAULTS;

export function parseScreeningPolicy(value: unknown): ScreeningPolicy {
  const out: ScreeningPolicy = { ...SCREENING_POLICY_DEFAULTS, packages: [...SCREENING_POLICY_DEFAULTS.packages] };
  if (!value || typeof value !== "object" || Array.isArray(value)) return out;
  const v = value as Record<string, unknown>;
  if (Array.isArray(v.packages)) {
    const packages = v.packages.flatMap((p) => {
      if (!p || typeof p !== "object") return [];
      const o = p as Record<string, unknown>;
      const ok =
        typeof o.slug === "string" &&
        /^[a-z0-9_]{1,60}$/.test(o.slug) &&
        typeof o.name === "string" &&
        o.name.trim() !== "" &&
        typeof o.priceCents === "number" &&
        Number.isSafeInteger(o.priceCents) &&
        o.priceCents > 0 &&
        o.priceCents <= 1_000_000;
      return ok ? [{ slug: o.slug as string, name: (o.name as string).trim(), priceCents: o.priceCents as number }] : [];
    });
    if (packages.length) out.packages = packages;
  }
  if (typeof v.adverseWaitDays === "number" && Number.isInteger(v.adverseWaitDays) && v.adverseWaitDays >= 1 && v.adverseWaitDays <= 60)
    out.adverseWaitDays = v.adverseWaitDays;
  if (
    typeof v.sandboxSettleSeconds === "number" &&
    Number.isInteger(v.sandboxSettleSeconds) &&
    v.sandboxSettleSeconds >= 0 &&
    v.sandboxSettleSeconds <= 86_400
  )
    out.sandboxSettleSeconds = v.sandboxSettleSeconds;
  return out;
}
