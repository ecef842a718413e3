// The home search looks in every tab.
import { describe, expect, it } from "vitest";
import { homeSearchGroups, matchesHomeSearch } from "@/components/dashboard/home-search";

const job = (title: string, skills: string[] = [], categories: string[] = []) => ({ title, skills, categories });

describe("home search", () => {
  it("matches every typed word in the title, skills or categories, in any case", () => {
    expect(matchesHomeSearch(job("Patio pouring", ["Wine Service"], ["Bartender"]), "patio")).toBe(true);
    expect(matchesHomeSearch(job("Patio pouring", ["Wine Service"], ["Bartender"]), "WINE bartender")).toBe(true);
    expect(matchesHomeSearch(job("Patio pouring", ["Wine Service"], ["Bartender"]), "wine cook")).toBe(false);
    expect(matchesHomeSearch(job("Patio pouring"), "  ")).toBe(true);
  });

  it("finds jobs of other tabs, the open tab's group first", () => {
    const open = { value: "open", jobs: [job("Patio pouring"), job("Brunch line cook")] };
    const active = { value: "active", jobs: [job("Summer series")] };
    const completed = { value: "completed", jobs: [job("Retirement party pouring")] };
    const tabs = [open, active, completed];
    const groups = homeSearchGroups(tabs, completed, "pouring");
    expect(groups.map((g) => [g.tab.value, g.jobs.map((j) => j.title)])).toEqual([
      ["completed", ["Retirement party pouring"]],
      ["open", ["Patio pouring"]],
      ["active", []],
    ]);
    // from COMPLETED, an OPEN job is found (the old search looked in the open tab only)
    expect(homeSearchGroups(tabs, completed, "brunch").find((g) => g.jobs.length)?.tab.value).toBe("open");
    expect(homeSearchGroups(tabs, open, "")).toEqual([]);
  });
});
