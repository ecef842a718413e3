import type { Metadata } from "next";
import { requireUser } from "@/app/dashboard/_lib/session";
import { SearchJobsScreen } from "@/components/search/search-jobs-screen";
import { jobFilterFromParams, jobFilterFromSaved, toSearchParams } from "@/components/search/filters";

export const metadata: Metadata = { title: "Search Jobs" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Providers and admins search jobs here (employers may too). The person's last filter (User.searchFilter,
// saved by search/jobs) is the start, and what the URL names (?keyword=…) replaces its fields. The layout
// is kept across client navigations, so the page checks the session itself.
export default async function Page({ searchParams }: Props) {
  const user = await requireUser();
  const params = toSearchParams(await searchParams);
  const filter = jobFilterFromParams(params, jobFilterFromSaved(user.searchFilter));
  // a new address (the header search on this page) starts the screen afresh with its filter
  return <SearchJobsScreen key={params.toString()} initialFilter={filter} viewer={{ id: user.id, type: user.type }} />;
}
