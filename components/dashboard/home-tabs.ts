// The signed-in home's tabs as the board shows them: each tab's name, count and what it says when empty.
// The jobs come apart from these: the open tab's from the server page, another tab's when it is opened
// (components/dashboard/use-home-board.ts). Pure, so it is unit-tested.
import type { IconName } from "@/components/dashboard/icons";
import { employerOpenEmpty } from "@/components/dashboard/home-empty";
import type { HomeBoardData } from "@/lib/matching/home-tabs";

export type HomeTabDef = {
  value: string;
  label: string;
  icon: IconName;
  title: string;
  text: string;
  action?: { href: string; label: string };
  count: number;
};

const EMPTY = {
  active: {
    icon: "clock",
    title: "No active jobs.",
    text: "When you hire someone for one of your open jobs, the contract shows up here.",
    action: { href: "/dashboard/search-users", label: "Find employees" },
  },
  completed: {
    icon: "check",
    title: "No completed jobs.",
    text: "Completed and cancelled contracts are kept here, with their payments and reviews.",
  },
  "for-you": {
    icon: "sparkle",
    title: "No jobs for you yet.",
    text: "Jobs that match your categories and skills appear here. A complete profile gets better matches.",
    action: { href: "/dashboard/edit-profile", label: "Complete your profile" },
  },
  proposed: {
    icon: "file",
    title: "No proposals yet.",
    text: "Jobs you apply to appear here, so you can follow their progress.",
    action: { href: "/dashboard/search-jobs", label: "Browse jobs" },
  },
  saved: {
    icon: "heart",
    title: "No saved jobs.",
    text: "Save the jobs you like while browsing to come back to them later.",
  },
} satisfies Record<string, Omit<HomeTabDef, "value" | "label" | "count">>;

/** Employers: OPEN / ACTIVE / COMPLETED (completed and canceled together); employees: FOR YOU / PROPOSED / SAVED. */
export function homeTabDefs({ employer, counts }: Pick<HomeBoardData, "employer" | "counts">): HomeTabDef[] {
  const count = (tab: keyof typeof counts) => counts[tab] ?? 0;
  if (employer) {
    const open = { open: count("open"), active: count("active"), completed: count("completed") };
    return [
      // the OPEN tab's empty text depends on whether the employer has posted before (employerOpenEmpty)
      { value: "open", label: "OPEN", icon: "briefcase", ...employerOpenEmpty(open), count: open.open },
      { value: "active", label: "ACTIVE", ...EMPTY.active, count: open.active },
      { value: "completed", label: "COMPLETED", ...EMPTY.completed, count: open.completed },
    ];
  }
  return [
    { value: "for-you", label: "FOR YOU", ...EMPTY["for-you"], count: count("for-you") },
    { value: "proposed", label: "PROPOSED", ...EMPTY.proposed, count: count("proposed") },
    { value: "saved", label: "SAVED", ...EMPTY.saved, count: count("saved") },
  ];
}
