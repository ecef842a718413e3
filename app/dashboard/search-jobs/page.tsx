import type { Metadata } from "next";
import { requireUser } from "@/app/dashboard/_lib/session";
import { SearchJobsScreen } from "@/components/search/search-jobs-screen";
import { startJobFilter, toSearchParams } from "@/components/search/filters";

export const metadata: Metadata = { title: "Search Jobs" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Providers and admins search jobs here (employers may too). A URL that names a filter (?keyword=… from the
// header search or a suggestion) is searched as it is; a bare /dashboard/search-jobs reopens the person's
// last filter (User.searchFilter, saved by search/jobs), which the screen then shows as such. The layout is
// kept across client navigations, so the page checks the session itself.
export default async function Page({ searchParams }: Props) {
  const user = await requireUser();
  const params = toSearchParams(await searchParams);
  const { filter, fromSaved } = startJobFilter(params, user.searchFilter);
  // a new address (the header search on this page) starts the screen afresh with its filter
  return (
    <SearchJobsScreen key={params.toString()} initialFilter={filter} fromSaved={fromSaved} viewer={{ id: user.id, type: user.type }} />
  );
}
