"use client";
// Home (spec §2): employers get OPEN / ACTIVE / COMPLETED with Post A Job, employees (and admins) get
// FOR YOU / PROPOSED / SAVED. Jobs arrive with the jobs issue; until then each tab shows its empty state.
// The search box leads to the matching search screen with the keyword.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Tabs } from "@/components/ui/tabs";
import { Icon, type IconName } from "@/components/dashboard/icons";

type TabDef = { value: string; label: string; icon: IconName; title: string; text: string; action?: { href: string; label: string } };

const EMPLOYER_TABS: TabDef[] = [
  {
    value: "open",
    label: "OPEN",
    icon: "briefcase",
    title: "No open jobs yet.",
    text: "Post a job to start receiving proposals from skilled people near you.",
    action: { href: "/dashboard/job", label: "Post your first job" },
  },
  {
    value: "active",
    label: "ACTIVE",
    icon: "clock",
    title: "No active jobs.",
    text: "When you hire someone for one of your open jobs, the contract shows up here.",
    action: { href: "/dashboard/search-users", label: "Find employees" },
  },
  {
    value: "completed",
    label: "COMPLETED",
    icon: "check",
    title: "No completed jobs.",
    text: "Completed and cancelled contracts are kept here, with their payments and reviews.",
  },
];

const EMPLOYEE_TABS: TabDef[] = [
  {
    value: "for-you",
    label: "FOR YOU",
    icon: "sparkle",
    title: "No jobs for you yet.",
    text: "Jobs that match your categories and skills appear here. A complete profile gets better matches.",
    action: { href: "/dashboard/edit-profile", label: "Complete your profile" },
  },
  {
    value: "proposed",
    label: "PROPOSED",
    icon: "file",
    title: "No proposals yet.",
    text: "Jobs you apply to appear here, so you can follow their progress.",
    action: { href: "/dashboard/search-jobs", label: "Browse jobs" },
  },
  {
    value: "saved",
    label: "SAVED",
    icon: "heart",
    title: "No saved jobs.",
    text: "Save the jobs you like while browsing to come back to them later.",
  },
];

export function HomeBoard({ employer }: { employer: boolean }) {
  const tabs = employer ? EMPLOYER_TABS : EMPLOYEE_TABS;
  const [tab, setTab] = useState(tabs[0].value);
  const [keyword, setKeyword] = useState("");
  const router = useRouter();
  const current = tabs.find((t) => t.value === tab) ?? tabs[0];

  const search = (e: React.FormEvent) => {
    e.preventDefault();
    const q = keyword.trim();
    if (!q) return;
    router.push(employer ? `/dashboard/search-users?keyword=${encodeURIComponent(q)}` : `/dashboard/search-jobs?keyword=${encodeURIComponent(q)}`);
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <form role="search" onSubmit={search} className="relative w-full sm:max-w-sm">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
            <Icon name="search" className="h-4 w-4" />
          </span>
          <input
            type="search"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            aria-label={employer ? "Search employees" : "Search jobs"}
            placeholder={employer ? "Search employees by skill or name" : "Search jobs by title or skill"}
            className="w-full rounded-lg border border-slate-300 bg-slate-50 py-2 pl-9 pr-3 text-sm outline-none transition focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100"
          />
        </form>
        {employer && (
          <Link
            href="/dashboard/job"
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700"
          >
            <Icon name="plus" className="h-4 w-4" />
            Post A Job
          </Link>
        )}
      </div>
      <div className="px-4 sm:px-5">
        <Tabs tabs={tabs.map((t) => ({ value: t.value, label: t.label }))} value={tab} onChange={setTab} />
      </div>
      <div role="tabpanel" aria-label={current.label} className="p-4 sm:p-5">
        <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-200 bg-slate-50/60 px-6 py-14 text-center">
          <span className="mb-3 rounded-full bg-brand-50 p-3 text-brand-600">
            <Icon name={current.icon} className="h-7 w-7" />
          </span>
          <p className="font-semibold text-slate-800">{current.title}</p>
          <p className="mt-1 max-w-md text-sm text-slate-500">{current.text}</p>
          {current.action && (
            <Link href={current.action.href} className="mt-4 text-sm font-semibold text-brand-700 hover:underline">
              {current.action.label} →
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
