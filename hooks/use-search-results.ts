"use client";
// The paged result lists of the search screens (search/jobs, search/users): react-query's infinite query,
// one page per call. The next page exists while the last one came back full and `hasMore` (a list
// ends when a page returns fewer). Refusals surface as toasts through `error`.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "@/lib/api-client";
import { PAGE_SIZE, jobSearchPayload, pageHasMore, userSearchPayload, type JobFilter, type UserFilter } from "@/components/search/filters";

function uniqueById<T extends { _id: string }>(xs: T[]): T[] {
  const seen = new Set<string>();
  return xs.filter((x) => (seen.has(x._id) ? false : (seen.add(x._id), true)));
}

export function useJobSearch(filter: JobFilter, limit = PAGE_SIZE) {
  const q = useInfiniteQuery({
    queryKey: ["search-jobs", jobSearchPayload(filter, 0, limit)],
    queryFn: ({ pageParam, signal }) => api("search/jobs", jobSearchPayload(filter, pageParam, limit), { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (pageHasMore(last.jobs.length, limit, last.hasMore) ? last.page + 1 : undefined),
    retry: false,
    // going back to an earlier filter asks again, so the server keeps it as the person's last filter
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const items = useMemo(() => uniqueById(q.data?.pages.flatMap((p) => p.jobs) ?? []), [q.data]);
  return { ...q, items, first: q.data?.pages[0] };
}

export function useUserSearch(filter: UserFilter, side: "provider" | "customer", limit = PAGE_SIZE) {
  const q = useInfiniteQuery({
    queryKey: ["search-users", userSearchPayload(filter, side, 0, limit)],
    queryFn: ({ pageParam, signal }) => api("search/users", userSearchPayload(filter, side, pageParam, limit), { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (pageHasMore(last.users.length, limit, last.hasMore) ? last.page + 1 : undefined),
    retry: false,
    // going back to an earlier filter asks again, so the server keeps it as the person's last filter
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const items = useMemo(() => uniqueById(q.data?.pages.flatMap((p) => p.users) ?? []), [q.data]);
  return { ...q, items, first: q.data?.pages[0] };
}
