import type { Metadata } from "next";
import { requireUser } from "@/app/dashboard/_lib/session";
import { getMyReliability } from "@/lib/reliability/queries";
import { ReliabilityView } from "@/components/reliability/reliability-view";
import { EmptyState } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "Reliability" };

/** The worker's reliability: the score, its counts, how it is computed, and every event with an appeal. */
export default async function ReliabilityPage() {
  const user = await requireUser();
  if (user.type !== "provider") {
    return (
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold text-slate-900">Reliability</h1>
        <EmptyState title="Reliability is a worker's record">Employers see each worker&apos;s reliability on their profile.</EmptyState>
      </div>
    );
  }
  return <ReliabilityView data={await getMyReliability(user.id)} />;
}
