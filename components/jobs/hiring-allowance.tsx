// What an employer has to hire with: a paid plan (hires without credit) or hire credits (one per hire at
// the free level). Shown before posting (posting is free, hiring is not) and in the Hire dialog, so the
// paywall is never a surprise after proposals arrive.
import Link from "next/link";

export type HiringAllowance = {
  /** 0 free, 1 basic, 2 standard, 3 premium */
  level: number;
  /** the credit shown (own credit + redeem credit due soon) */
  credit: number;
  /** the price of One hire credit, formatted */
  creditPrice: string;
};

const PLAN_NAMES = ["Free", "Basic", "Standard", "Premium"];

export const canHireWith = (a: HiringAllowance) => a.level > 0 || a.credit > 0;

export function hireCreditsLabel(n: number) {
  return `${n} hire credit${n === 1 ? "" : "s"}`;
}

/** One line (or two) about hiring: which plan or how many credits, and where to get one when there is none. */
export function HiringAllowanceNote({ allowance, context }: { allowance: HiringAllowance; context: "post" | "hire" }) {
  const { level, credit, creditPrice } = allowance;
  if (level > 0) {
    return (
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600" data-testid="hiring-allowance">
        Your {PLAN_NAMES[level] ?? "paid"} plan hires without credits.
      </p>
    );
  }
  if (credit > 0) {
    return (
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600" data-testid="hiring-allowance">
        {context === "post" ? "Posting is free. " : ""}You have{" "}
        <span className="font-semibold text-slate-900">{hireCreditsLabel(credit)}</span>; hiring someone uses one.
      </p>
    );
  }
  return (
    <div className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="hiring-allowance">
      <p>
        {context === "post" ? "Posting is free, and proposals arrive without cost. " : ""}
        To hire someone you need a hire credit ({creditPrice}) or a paid plan. You have{" "}
        <span className="font-semibold">{hireCreditsLabel(0)}</span>.
      </p>
      <Link href="/dashboard/subscription" className="mt-1 inline-block font-medium text-brand-700 hover:underline">
        Buy One hire credit or choose a plan
      </Link>
    </div>
  );
}
