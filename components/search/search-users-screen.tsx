"use client";
// /dashboard/search-users: employers search employees, employees search employers. Keyword,
// place and distance, hourly rate (employees), only my industry, nearby me; best first (words, rating and
// completed jobs, distance), with why each matched. The filter lives in the URL and, on the server, in
// the person's searchUserFilter. Pages load at 90% scrolled.
import { UserFilterModal } from "@/components/search/user-filter-modal";
import { SearchUserResult } from "@/components/search/result-cards";
import type { Chip } from "@/components/search/result-list";
import { SearchScreen, useSearchScreen } from "@/components/search/search-screen";
import {
  EMPTY_USER_FILTER,
  USER_DISTANCES,
  rateLabel,
  userFilterCount,
  userFilterToParams,
  type UserFilter,
} from "@/components/search/filters";
import { useUserSearch } from "@/hooks/use-search-results";
import type { Viewer } from "@/lib/jobs/dto";

export function SearchUsersScreen({
  initialFilter,
  fromSaved = false,
  viewer,
}: {
  initialFilter: UserFilter;
  fromSaved?: boolean;
  viewer: Viewer;
}) {
  // employers search employees; employees (and admins, who use the employee screens) search employers
  const side = viewer.type === "customer" ? "provider" : "customer";
  const employees = side === "provider";
  const screen = useSearchScreen({
    initialFilter,
    fromSaved,
    viewerType: viewer.type,
    useResults: (f: UserFilter) => useUserSearch(f, side),
    toParams: userFilterToParams,
    // a picked place replaces "nearby me"
    placePatch: { isNearbyMe: false },
  });
  const { filter, change, log } = screen;

  const distance = USER_DISTANCES.find((d) => d.value === filter.distance && d.value !== "all");
  const hasRate = employees && (filter.minHourlyRate !== null || filter.maxHourlyRate !== null);
  const chips: Chip[] = [
    ...(filter.keyword ? [{ key: "keyword", label: `“${filter.keyword}”`, onRemove: () => change({ ...filter, keyword: "" }) }] : []),
    ...(filter.isNearbyMe ? [{ key: "nearby", label: "Nearby me", onRemove: () => change({ ...filter, isNearbyMe: false }) }] : []),
    ...(filter.location && !filter.isNearbyMe
      ? [{ key: "location", label: `Near ${filter.location}`, onRemove: () => change({ ...filter, location: "", lat: null, lng: null }) }]
      : []),
    ...(distance ? [{ key: "distance", label: `Within ${distance.label}`, onRemove: () => change({ ...filter, distance: "all" }) }] : []),
    ...(hasRate
      ? [
          {
            key: "rate",
            label: rateLabel(filter.minHourlyRate, filter.maxHourlyRate),
            onRemove: () => change({ ...filter, minHourlyRate: null, maxHourlyRate: null }),
          },
        ]
      : []),
    ...(filter.isOnlyIndustry
      ? [{ key: "industry", label: "Only my industry", onRemove: () => change({ ...filter, isOnlyIndustry: false }) }]
      : []),
    ...filter.categories.map((c) => ({
      key: `cat-${c}`,
      label: c,
      onRemove: () => change({ ...filter, categories: filter.categories.filter((x) => x !== c) }),
    })),
  ];
  const title = employees ? "Search Employees" : "Search Employers";

  return (
    <SearchScreen
      screen={screen}
      viewerType={viewer.type}
      empty={EMPTY_USER_FILTER}
      title={title}
      intro={
        employees
          ? "People ready to work, best matches first: skills and title, rating and finished jobs, and distance."
          : "Employers on Gigline, best matches first: the words you search, their rating and how close they are."
      }
      searchLabel={title}
      placeholder={employees ? "Search by name, title or skill" : "Search by name or company"}
      filterCount={userFilterCount(filter, side)}
      chips={chips}
      resultsLabel={`${title} results`}
      noun={employees ? { one: "employee", many: "employees" } : { one: "employer", many: "employers" }}
      listTestId="user-results"
      renderItem={(u) => <SearchUserResult key={u._id} user={u} onOpen={(id) => log({ userId: id })} />}
      renderFilter={(p) => <UserFilterModal {...p} side={side} />}
    />
  );
}
