// The home search (spec §2: home tabs with a search): it looks in every tab, not only the open one, and a
// job matches when every typed word is in its title, skills or categories. Pure, so it is unit-tested.
type Searchable = { title: string; skills?: string[]; categories?: string[] };

export function matchesHomeSearch(job: Searchable, text: string): boolean {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const hay = [job.title, ...(job.skills ?? []), ...(job.categories ?? [])].join(" ").toLowerCase();
  return words.every((w) => hay.includes(w));
}

/** The matches of each tab, the open tab first, then the others in their order (empty groups kept). */
export function homeSearchGroups<T extends { value: string; jobs: Searchable[] }>(
  tabs: T[],
  current: T,
  text: string,
): { tab: T; jobs: T["jobs"] }[] {
  if (!text.trim()) return [];
  return [current, ...tabs.filter((t) => t !== current)].map((tab) => ({ tab, jobs: tab.jobs.filter((j) => matchesHomeSearch(j, text)) }));
}
