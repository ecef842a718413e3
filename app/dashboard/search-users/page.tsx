import type { Metadata } from "next";
import { requireUser } from "@/app/dashboard/_lib/session";
import { SearchUsersScreen } from "@/components/search/search-users-screen";
import { startUserFilter, toSearchParams } from "@/components/search/filters";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const user = await requireUser();
  return { title: user.type === "customer" ? "Search Employees" : "Search Employers" };
}

// Employers search employees, employees search employers (spec route: keyword, mainSearch). A URL that names
// a filter is searched as it is; a bare address reopens the person's last filter (User.searchUserFilter,
// saved by search/users), shown as such on the screen.
export default async function Page({ searchParams }: Props) {
  const user = await requireUser();
  const params = toSearchParams(await searchParams);
  // mainSearch (the spec's flag for arriving from the main search box) changes nothing here
  params.delete("mainSearch");
  const { filter, fromSaved } = startUserFilter(params, user.searchUserFilter, user.type === "customer" ? "provider" : "customer");
  return (
    <SearchUsersScreen key={params.toString()} initialFilter={filter} fromSaved={fromSaved} viewer={{ id: user.id, type: user.type }} />
  );
}
