// Every screen fits a 360 px wide phone without sideways scrolling (Hardening, new-user item 2): the
// public and auth pages, and every dashboard route of both roles with real ids from the demo data, plus
// the modals that matter. Nothing a person must read or press may sit outside the screen either (a tab
// bar that scrolls its last tabs off screen, a badge cut off by its card).
import { expect, test, type Page } from "@playwright/test";
import { randomIp } from "./helpers/accounts";
import { checkOverlays, checkRoutes, dashboardRoutes, demoIds, publicRoutes, signInDemo, type DemoIds, type Role, type ScreenCheck } from "./helpers/screens";

const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 780 }, extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

/** What sticks out of a 360 px screen: the page's own width, and visible controls/text past its right edge. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const out: string[] = [];
    const sw = document.documentElement.scrollWidth;
    if (sw > width) out.push(`page is ${sw}px wide`);
    const seen = new Set<string>();
    const els = document.querySelectorAll<HTMLElement>("a, button, input, select, textarea, [role=tab], h1, h2, h3, p, li, span, label, dd, dt");
    for (const el of els) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === "hidden" || cs.position === "absolute" && cs.clip !== "auto") continue;
      // sr-only text is clipped to 1px on purpose
      if (r.width <= 1 && r.height <= 1) continue;
      if (r.right > width + 1 || r.left < -1) {
        const text = (el.getAttribute("aria-label") || el.textContent || el.tagName).trim().replace(/\s+/g, " ").slice(0, 40);
        const key = `${el.tagName.toLowerCase()} "${text}" spans ${Math.round(r.left)}–${Math.round(r.right)}px`;
        if (!seen.has(key)) seen.add(key);
      }
    }
    return [...out, ...[...seen].slice(0, 8)];
  }, WIDTH);
}

const fits: ScreenCheck = { find: overflow, format: (where, found) => `${where}: ${found.join("; ")}` };

let ids: DemoIds;
test.beforeAll(async () => {
  ids = await demoIds();
});

test("public and sign-in pages fit a 360 px screen", async ({ page }) => {
  const problems = await checkRoutes(page, publicRoutes(ids), fits);
  expect(problems.join("\n")).toBe("");
});

for (const role of ["employer", "employee"] as Role[]) {
  test(`every ${role} dashboard screen fits a 360 px screen`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInDemo(page, role);
    const problems = await checkRoutes(page, dashboardRoutes(role, ids), fits);
    expect(problems.join("\n")).toBe("");
  });
}

test("the menu drawer, the job search filter and the apply modal fit a 360 px screen", async ({ page }) => {
  await signInDemo(page, "employee");
  const problems = await checkOverlays(page, ids, fits, { what: "menu drawer", button: "Open menu", dialog: "Menu" });
  expect(problems.join("\n")).toBe("");
});
