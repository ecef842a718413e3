"use client";
// /dashboard/search-jobs: open jobs for a keyword and a filter, best first, with why each matched. The
// filter starts as the page computed it (the person's saved filter with what the URL names) and lives in
// the URL (?keyword=…, shareable) — replaced in place, so no server round trip per change. The server
// keeps it as the person's searchFilter on every first page. Pages load at 90% scrolled.
import { JobFilterModal } from "@/components/search/job-filter-modal";
import { SearchJobResult } from "@/components/search/result-cards";
import type { Chip } from "@/components/search/result-list";
import { SearchScreen, useSearchScreen } from "@/components/search/search-screen";
import { EMPTY_JOB_FILTER, jobFilterCount, jobFilterToParams, type JobFilter } from "@/components/search/filters";
import { useJobSearch } from "@/hooks/use-search-results";
import type { Viewer } from "@/lib/jobs/dto";

export function SearchJobsScreen({
  initialFilter,
  fromSaved = false,
  viewer,
}: {
  initialFilter: JobFilter;
  fromSaved?: boolean;
  viewer: Viewer;
}) {
  const screen = useSearchScreen({
    initialFilter,
    fromSaved,
    viewerType: viewer.type,
    useResults: useJobSearch,
    toParams: jobFilterToParams,
  });
  const { filter, change, log } = screen;

  const chips: Chip[] = [
    ...(filter.keyword ? [{ key: "keyword", label: `“${filter.keyword}”`, onRemove: () => change({ ...filter, keyword: "" }) }] : []),
    ...(filter.location
      ? [
          {
            key: "location",
            label: `${filter.distance === 0 ? "Any distance" : `Within ${filter.distance} mi`} of ${filter.location}`,
            onRemove: () => change({ ...filter, location: "", lat: null, lng: null }),
          },
        ]
      : []),
    ...(filter.payType !== "Any"
      ? [{ key: "pay", label: `${filter.payType} pay`, onRemove: () => change({ ...filter, payType: "Any" }) }]
      : []),
    ...(filter.from || filter.to
      ? [{ key: "when", label: whenLabel(filter), onRemove: () => change({ ...filter, from: "", to: "" }) }]
      : []),
    ...(filter.fits ? [{ key: "fits", label: "Fits my availability", onRemove: () => change({ ...filter, fits: false }) }] : []),
    ...filter.categories.map((c) => ({
      key: `cat-${c}`,
      label: c,
      onRemove: () => change({ ...filter, categories: filter.categories.filter((x) => x !== c) }),
    })),
  ];

  return (
    <SearchScreen
      screen={screen}
      viewerType={viewer.type}
      empty={EMPTY_JOB_FILTER}
      title="Search Jobs"
      intro="Open jobs, best matches first: the words you search, how close they are and how recent."
      searchLabel="Search jobs"
      placeholder="Search by title, skill or category"
      filterCount={jobFilterCount(filter)}
      chips={chips}
      resultsLabel="Job results"
      noun={{ one: "job", many: "jobs" }}
      listTestId="job-results"
      renderItem={(job) => <SearchJobResult key={job._id} job={job} viewerId={viewer.id} onOpen={(id) => log({ jobId: id })} />}
      renderFilter={(p) => <JobFilterModal {...p} worker={viewer.type === "provider"} />}
    />
  );
}

/** "Mar 14 – Mar 20", "From Mar 14", "Until Mar 20" (the days as typed, no zone shift) */
function whenLabel(f: JobFilter) {
  const fmt = (d: string) => new Date(`${d}T12:00:00Z`).toLocaleDateString(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
  if (f.from && f.to) return `${fmt(f.from)} – ${fmt(f.to)}`;
  return f.from ? `From ${fmt(f.from)}` : `Until ${fmt(f.to)}`;
}
