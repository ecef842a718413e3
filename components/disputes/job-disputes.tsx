"use client";
// The disputes of one contract (dispute/list ?jobId), for its worker or employer: each with its state, both notes
// and the outcome (DisputeStatus). Nothing when there are none.
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { DISPUTES_KEY, DisputeStatus } from "@/components/disputes/dispute-status";

export function JobDisputes({ jobId, viewer, className = "" }: { jobId: string; viewer: "worker" | "employer"; className?: string }) {
  const { data } = useQuery({
    queryKey: [...DISPUTES_KEY, jobId],
    queryFn: () => api("dispute/list", { jobId }, { method: "GET" }).then((r) => r.disputes),
  });
  if (!data?.length) return null;
  return (
    <section aria-labelledby="disputes-title" className={`flex flex-col gap-3 ${className}`}>
      <h2 id="disputes-title" className="text-lg font-semibold text-slate-900">
        Disputes
      </h2>
      {data.map((d) => (
        <DisputeStatus key={d._id} d={d} viewer={viewer} />
      ))}
    </section>
  );
}
