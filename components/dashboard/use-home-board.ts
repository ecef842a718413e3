"use client";
// The home board's state. The open tab is in the URL (?tab=completed, replaced in place like the search
// screens' filters), so a reload or Back from a job lands on the tab the person left. The server page renders
// the open tab's cards; another tab's come from job/get_home_tab when it is opened, and every tab's when
// something is typed in the search box (it looks in every tab, the open tab's matches first).
import { useEffect, useState } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { homeSearchGroups } from "@/components/dashboard/home-search";
import { homeTabDefs, type HomeTabDef } from "@/components/dashboard/home-tabs";
import type { HomeBoardData, HomeJob } from "@/lib/matching/home-tabs";

/** A tab with its jobs: undefined while they load. */
export type HomeTabState = HomeTabDef & { jobs: HomeJob[] | undefined; failed: boolean };

/** The query key of the tabs' lists: a save or unsave invalidates it. */
export const HOME_TAB_KEY = "home-tab";

export function useHomeBoard(data: HomeBoardData) {
  const defs = homeTabDefs(data);
  const valid = (v: string | null | undefined): v is string => Boolean(v && defs.some((t) => t.value === v));
  const urlTab = useSearchParams().get("tab");
  const [tab, setTabState] = useState(valid(urlTab) ? urlTab : data.tab);
  // Back/Forward (or a link) to another ?tab= shows that tab
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- follows the URL (Back/Forward) while clicks set the tab first
    if (valid(urlTab)) setTabState(urlTab);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlTab]);
  const setTab = (value: string) => {
    setTabState(value);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", value);
    // the native history API: Next keeps its router in step and asks the server for nothing
    window.history.replaceState(null, "", `${url.pathname}${url.search}`);
  };
  const [keyword, setKeyword] = useState("");
  const text = keyword.trim();
  const tabQuery = (value: string) => ({
    queryKey: [HOME_TAB_KEY, value],
    queryFn: async () => (await api("job/get_home_tab", { tab: value })).jobs,
    // the server page's tab is in the props (a refresh after a save renders it again)
    enabled: value !== data.tab && (value === tab || text !== ""),
  });
  // every role has three tabs: one query each (useQuery is in the dashboard's first load already, useQueries is not)
  const lists = [useQuery(tabQuery(defs[0].value)), useQuery(tabQuery(defs[1].value)), useQuery(tabQuery(defs[2].value))];
  const tabs: HomeTabState[] = defs.map((t, i) =>
    t.value === data.tab ? { ...t, jobs: data.jobs, failed: false } : { ...t, jobs: lists[i].data, failed: lists[i].isError },
  );
  const current = tabs.find((t) => t.value === tab) ?? tabs[0];
  // the search waits for every tab's jobs, then lists the open tab's matches first, the others in their order
  const searching = text !== "" && tabs.some((t) => !t.jobs && !t.failed);
  const all = tabs.map((t) => ({ ...t, jobs: t.jobs ?? [] }));
  const groups = text && !searching ? homeSearchGroups(all, all.find((t) => t.value === current.value) ?? all[0], text) : [];

  const router = useRouter();
  const search = (e: React.FormEvent) => {
    e.preventDefault();
    // employers filter their own lists; employees can take the keyword to the full job search
    if (!text || data.employer) return;
    router.push(`/dashboard/search-jobs?keyword=${encodeURIComponent(text)}`);
  };
  return { tabs, current, setTab, keyword, setKeyword, text, searching, groups, search };
}
