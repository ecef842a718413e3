import type { Metadata } from "next";
import Link from "next/link";
import { requireUser } from "@/app/dashboard/_lib/session";
import { EmptyState } from "@/components/ui/empty-state";
import { Timesheet } from "@/components/time/timesheet";

export const metadata: Metadata = { title: "Timesheet" };

type Props = { searchParams: Promise<{ project?: string | string[] }> };

// detailTimesheet: the timesheet of one job (?project={jobId}). The layout is kept across client navigations,
// so each page checks the session itself; the figures are read in the browser (the viewer's time zone).
export default async function Page({ searchParams }: Props) {
  await requireUser();
  const raw = (await searchParams).project;
  const project = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Timesheet</h1>
      {project ? (
        <Timesheet project={project} />
      ) : (
        <EmptyState title="Choose a job.">
          Open a timesheet from the{" "}
          <Link href="/dashboard/time-clock-manager" className="font-medium text-brand-700 underline hover:text-brand-800">
            Time Clock Manager
          </Link>{" "}
          or from a contract.
        </EmptyState>
      )}
    </div>
  );
}
