// The employer's hiring allowance for the post-a-job screen and the Hire dialog (components/jobs/hiring-allowance.tsx).
import { creditShown } from "@/lib/money/billing/credits";
import { planById } from "@/lib/money/billing/plans";
import { formatCents } from "@/lib/money/amounts/format";
import type { HiringAllowance } from "@/components/jobs/hiring-allowance";

export async function hiringAllowanceOf(user: { id: string; level: number }): Promise<HiringAllowance> {
  const credit = await creditShown(user.id);
  return { level: user.level, credit: credit.shown, creditPrice: formatCents(planById("single")!.priceCents) };
}
