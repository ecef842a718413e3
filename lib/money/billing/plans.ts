// The packages of /dashboard/subscription (money-and-time §9), client-safe. Prices are integer cents.
// Levels: free 0, basic 1, standard 2, premium 3 (marketplace.md). Features list only what the specs say:
// any paid level hires (opens contracts) without credit and hides the ads (the spec's "ads hidden for level 1"
// read as every paid level: a higher plan never takes a perk away), a level above basic sends booking requests
// without credit, Premium unlocks recurring bookings. Each paid plan lists every perk it includes.

export type PlanId = "single" | "basic" | "standard" | "premium";
export type SubscriptionPlanId = Exclude<PlanId, "single">;

export type Plan = {
  id: PlanId;
  name: string;
  priceCents: number;
  /** "per posting" for the one-off credit, "per month" for the plans */
  per: "posting" | "month";
  /** the level a plan gives; null for the one-off credit */
  level: number | null;
  features: string[];
};

/** The name of the one-off purchase wherever a person sees it (it pays for one hire). */
export const HIRE_CREDIT = "One hire credit";

const PERKS = {
  credit: "Hire one person on the free level",
  hires: "Unlimited hires, no credit needed",
  noAds: "No ads",
  bookings: "Booking requests without credit",
  recurring: "Recurring bookings",
} as const;

export const PLANS: readonly Plan[] = [
  { id: "single", name: HIRE_CREDIT, priceCents: 2999, per: "posting", level: null, features: [PERKS.credit] },
  { id: "basic", name: "Basic", priceCents: 4999, per: "month", level: 1, features: [PERKS.hires, PERKS.noAds] },
  { id: "standard", name: "Standard", priceCents: 7999, per: "month", level: 2, features: [PERKS.hires, PERKS.noAds, PERKS.bookings] },
  {
    id: "premium",
    name: "Premium",
    priceCents: 12999,
    per: "month",
    level: 3,
    features: [PERKS.hires, PERKS.noAds, PERKS.bookings, PERKS.recurring],
  },
] as const;

export const LEVEL_NAMES = ["free", "basic", "standard", "premium"] as const;

/** The API's `type` values (spec: single job posting, basic, standard, premium) → plan ids. */
export const PLAN_TYPES: Record<string, PlanId> = {
  "single job posting": "single",
  single: "single",
  basic: "basic",
  standard: "standard",
  premium: "premium",
};

export function planById(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

/** The plans a person at `level` is offered: One hire credit only at the free level. */
export function plansFor(level: number): Plan[] {
  return PLANS.filter((p) => p.id !== "single" || level <= 0);
}

/** How many days before its redeem date a granted credit is already shown (§9). */
export const REDEEM_SHOWN_DAYS = 3;

/** Ads show to the free level only: every paid level hides them. */
export function adsShown(level: number): boolean {
  return level <= 0;
}

/** The monthly price difference of changing from one plan to another, e.g. "+$30.00/month" or "−$30.00/month". */
export function priceDifference(from: Plan, to: Plan, format: (cents: number) => string): string {
  const diff = to.priceCents - from.priceCents;
  if (diff === 0) return "same price";
  return `${diff > 0 ? "+" : "\u2212"}${format(Math.abs(diff))}/month`;
}
