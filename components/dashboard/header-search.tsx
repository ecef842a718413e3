"use client";
// The header's search box on every dashboard page. A pick navigates: a person to their profile, a job to
// its page, a category, a place or a keyword ("See all results") to the search screen of the viewer's side
// (employees: jobs; employers: employees) with that filter. Keywords and opened people/jobs go into the
// search log, which feeds the recent list. On small screens the box opens over the header from an icon.
// Every pick leads to an address that names its filter, and such an address is searched as it is (no saved
// place or pay type added: components/search/filters.ts, startJobFilter), so the results agree with the
// suggestion counts.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Icon } from "@/components/dashboard/icons";
import { SearchBox } from "@/components/search/search-box";
import { targetHref, targetLog, type SearchTarget } from "@/components/search/targets";
import { useSearchLog } from "@/hooks/use-search-suggestions";

export function HeaderSearch({ userType }: { userType: string }) {
  const router = useRouter();
  const log = useSearchLog();
  const [mobileOpen, setMobileOpen] = useState(false);
  const placeholder = userType === "customer" ? "Search employees, skills, places…" : "Search jobs, employers, places…";

  const pick = (t: SearchTarget) => {
    const entry = targetLog(t);
    if (entry) log(entry);
    setMobileOpen(false);
    router.push(targetHref(t, userType));
  };

  return (
    <>
      <div className="ml-2 hidden min-w-0 max-w-xl flex-1 md:block lg:ml-6">
        <SearchBox viewerType={userType} label="Search" placeholder={placeholder} onPick={pick} testId="header-search" />
      </div>
      <button
        type="button"
        aria-label="Open search"
        onClick={() => setMobileOpen(true)}
        className="ml-auto rounded-full p-2 text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 md:hidden"
      >
        <Icon name="search" className="h-6 w-6" />
      </button>
      {mobileOpen && (
        <div
          className="fixed inset-x-0 top-0 z-50 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-3 shadow-sm md:hidden"
          role="search"
        >
          <SearchBox
            viewerType={userType}
            label="Search"
            placeholder={placeholder}
            onPick={pick}
            autoFocus
            onDismiss={() => setMobileOpen(false)}
            className="flex-1"
            testId="header-search-mobile"
          />
          <button
            type="button"
            onClick={() => setMobileOpen(false)}
            className="rounded-lg px-2 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100"
          >
            Cancel
          </button>
        </div>
      )}
    </>
  );
}
