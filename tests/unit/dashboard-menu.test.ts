// The sidebar menus (spec §2) and which item a screen lights up.
import { describe, expect, it } from "vitest";
import { EMPLOYEE_MENU, EMPLOYER_MENU, isActive, menuFor } from "@/components/dashboard/menu";

const lit = (menu: typeof EMPLOYEE_MENU, path: string) => menu.filter((i) => isActive(i, path)).map((i) => i.label);

describe("dashboard menus", () => {
  it("give employees a Search Jobs entry, the only one lit on job search", () => {
    expect(EMPLOYEE_MENU.map((i) => i.label)).toEqual([
      "Home",
      "My Jobs",
      "Search Jobs",
      "Time Clock Manager",
      "Booking Calendar",
      "Booking Requests",
      "Reliability",
      "Search Employers",
      "Messages",
      "Earning",
      "Benefits",
      "Security",
    ]);
    expect(lit(EMPLOYEE_MENU, "/dashboard/search-jobs")).toEqual(["Search Jobs"]);
    expect(lit(EMPLOYEE_MENU, "/dashboard/my-jobs")).toEqual(["My Jobs"]);
    expect(lit(EMPLOYEE_MENU, "/dashboard/detail-employer/abc")).toEqual(["Search Employers"]);
    // a job page lights the jobs entry, not Home
    expect(lit(EMPLOYEE_MENU, "/dashboard/detail-job/abc")).toEqual(["My Jobs"]);
    expect(lit(EMPLOYEE_MENU, "/dashboard/home")).toEqual(["Home"]);
    expect(lit(EMPLOYEE_MENU, "/dashboard/reliability")).toEqual(["Reliability"]);
    // admins: the employee menu with the appeal queue in place of a reliability record, and the audit log
    expect(menuFor("admin").map((i) => i.label)).toEqual([
      ...EMPLOYEE_MENU.map((i) => i.label).filter((l) => l !== "Reliability" && l !== "Security"),
      "Appeals",
      "Audit log",
      "Security",
    ]);
  });

  it("keep the employer menu of the spec", () => {
    expect(menuFor("customer")).toBe(EMPLOYER_MENU);
    expect(EMPLOYER_MENU.map((i) => i.label)).toEqual([
      "Home",
      "Time Clock Manager",
      "Approvals",
      "Booking Requests",
      "Search Employees",
      "My team",
      "Messages",
      "Payment",
      "Background Checks",
      "Subscription",
      "Benefits",
      "Security",
    ]);
    expect(lit(EMPLOYER_MENU, "/dashboard/search-users")).toEqual(["Search Employees"]);
    expect(lit(EMPLOYER_MENU, "/dashboard/approvals")).toEqual(["Approvals"]);
    // the employer's jobs entry is Home (their job list, with Post A Job): a job's screens light it
    for (const path of ["/dashboard/detail-job/abc", "/dashboard/job", "/dashboard/recommend-employees/abc"])
      expect(lit(EMPLOYER_MENU, path)).toEqual(["Home"]);
  });

  it("give every role a Security entry, lit on the security and change-password screens", () => {
    for (const type of ["customer", "provider", "admin"]) {
      const menu = menuFor(type);
      expect(menu.at(-1)).toMatchObject({ label: "Security", href: "/dashboard/security" });
      expect(lit(menu, "/dashboard/security")).toEqual(["Security"]);
      expect(lit(menu, "/dashboard/change-password")).toEqual(["Security"]);
    }
  });
});
