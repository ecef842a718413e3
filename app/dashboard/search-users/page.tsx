import type { Metadata } from "next";
import { requireUser } from "@/app/dashboard/_lib/session";
import { SearchUsersScreen } from "@/components/search/search-users-screen";
import { toSearchParams, userFilterFromParams, userFilterFromSaved } from "@/components/search/filters";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const user = await requireUser();
  return { title: user.type === "customer" ? "Search Employees" : "Search Employers" };
}

// Employers search employees, employees search employers (spec route: keyword, mainSearch). The person's
// last filter (User.searchUserFilter, saved by search/users) is the start; the URL's fields replace its own.
export default async function Page({ searchParams }: Props) {
  const user = await requireUser();
  const params = toSearchParams(await searchParams);
  // mainSearch (the spec's flag for arriving from the main search box) changes nothing here
  params.delete("mainSearch");
  const filter = userFilterFromParams(params, userFilterFromSaved(user.searchUserFilter));
  return <SearchUsersScreen key={params.toString()} initialFilter={filter} viewer={{ id: user.id, type: user.type }} />;
}
