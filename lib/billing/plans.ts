// The packages of /dashboard/subscription (money-and-time §9), client-safe. Prices are integer cents.
// Levels: free 0, basic 1, standard 2, premium 3 (marketplace.md). Features list only what the specs say:
// any paid level opens contracts without credit, ads are hidden at level 1, Premium unlocks recurring bookings.

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

export const PLANS: readonly Plan[] = [
  { id: "single", name: "Single Job Posting", priceCents: 2999, per: "posting", level: null, features: ["One job posting credit"] },
  { id: "basic", name: "Basic", priceCents: 4999, per: "month", level: 1, features: ["Unlimited job postings", "No ads"] },
  { id: "standard", name: "Standard", priceCents: 7999, per: "month", level: 2, features: ["Unlimited job postings"] },
  { id: "premium", name: "Premium", priceCents: 12999, per: "month", level: 3, features: ["Unlimited job postings", "Recurring bookings"] },
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

/** The plans a person at `level` is offered: Single Job Posting only at the free level. */
export function plansFor(level: number): Plan[] {
  return PLANS.filter((p) => p.id !== "single" || level <= 0);
}

/** How many days before its redeem date a granted credit is already shown (§9). */
export const REDEEM_SHOWN_DAYS = 3;
