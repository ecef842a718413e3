// The home board's tabs (components/dashboard/home-tabs.ts): names, counts and empty texts per role.
import { describe, expect, it } from "vitest";
import { homeTabDefs } from "@/components/dashboard/home-tabs";

describe("home tabs", () => {
  it("give an employer OPEN, ACTIVE and COMPLETED with their counts", () => {
    const tabs = homeTabDefs({ employer: true, counts: { open: 0, active: 2, completed: 1 } });
    expect(tabs.map((t) => [t.value, t.label, t.count])).toEqual([
      ["open", "OPEN", 0],
      ["active", "ACTIVE", 2],
      ["completed", "COMPLETED", 1],
    ]);
    // an employer with jobs is asked to post another, not a first one
    expect(tabs[0].action?.label).toBe("Post a job");
    expect(homeTabDefs({ employer: true, counts: { open: 0, active: 0, completed: 0 } })[0].action?.label).toBe("Post your first job");
  });

  it("give an employee FOR YOU, PROPOSED and SAVED; a missing count is 0", () => {
    const tabs = homeTabDefs({ employer: false, counts: { "for-you": 7, saved: 1 } });
    expect(tabs.map((t) => [t.value, t.label, t.count])).toEqual([
      ["for-you", "FOR YOU", 7],
      ["proposed", "PROPOSED", 0],
      ["saved", "SAVED", 1],
    ]);
    expect(tabs[2].title).toBe("No saved jobs.");
  });
});
