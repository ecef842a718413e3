// Which tabs the job detail page shows: Overview plus 'Proposals (n)' for an open job
// viewed by its owner, otherwise Overview plus 'Contract'. The URL's optional `page` (0 or 1) picks one.
import { isJobOpen } from "@/lib/jobs/states";

export type DetailTab = "overview" | "proposals" | "contract";

type TabJob = { status: number; isOwner: boolean; proposalsCount: number };

export function detailTabs(job: TabJob): { value: DetailTab; label: string }[] {
  const second =
    job.isOwner && isJobOpen(job.status)
      ? { value: "proposals" as const, label: `Proposals (${job.proposalsCount})` }
      : { value: "contract" as const, label: "Contract" };
  return [{ value: "overview", label: "Overview" }, second];
}

/** `?page=1` opens the second tab; anything else (missing, 0, junk) the overview. */
export function tabIndexFromPage(page: string | string[] | undefined | null): 0 | 1 {
  const v = Array.isArray(page) ? page[0] : page;
  return v?.trim() === "1" ? 1 : 0;
}
