// axe-core over every screen: the public and auth pages, every dashboard route of both roles and the
// operations screens (/admin/*, signed in as the second demo admin), with the modals that matter open. WCAG 2
// A and AA rules; a serious or critical violation fails the run with the list of what was found. The 360 px
// pass also checks in the same visit that the screen fits a 360 px phone without sideways scrolling
// (helpers/screens.ts's sticksOut; the modals' fit is layout-360.spec.ts's).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { randomIp } from "./helpers/accounts";
import { ADMIN_ROUTES, adminRoutes, signInAdmin } from "./helpers/admin";
import {
  checkOverlays,
  checkRoutes,
  dashboardRoutes,
  demoIds,
  publicRoutes,
  signInDemo,
  sticksOut,
  type DemoIds,
  type Role,
  type ScreenCheck,
} from "./helpers/screens";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

const WCAG = ["wcag2a", "wcag2aa"];
/** Heading levels that skip (h1 → h3), landmarks without a (unique) name, and controls whose name does not
 *  contain their visible text (the bell, the user box). Reported whatever their
 *  impact (heading-order is "moderate"). */
const STRUCTURE = ["heading-order", "landmark-unique", "page-has-heading-one", "label-content-name-mismatch"];

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };
const line = (v: Violation, impact: boolean) =>
  `${v.id}${impact ? ` (${v.impact})` : ""}: ${v.help} — ${v.nodes
    .slice(0, 4)
    .map((n) => n.target.join(" "))
    .join(", ")}${v.nodes.length > 4 ? ` and ${v.nodes.length - 4} more` : ""}`;
const serious = (v: Violation) => v.impact === "serious" || v.impact === "critical";

/** The serious and critical WCAG 2 A/AA violations of the screen as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return result.violations.filter(serious).map((v) => line(v, true));
}

/** A screen: its serious WCAG violations and its structure (STRUCTURE, and navigation regions without a name),
 *  from ONE axe run (the structure rules switched on beside the tags': a rule enabled in the options runs
 *  whatever the tags). */
async function screenProblems(page: Page): Promise<string[]> {
  // options() first: it replaces every option, the runOnly that withTags() sets too
  const result = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(STRUCTURE.map((id) => [id, { enabled: true }])) })
    .withTags(WCAG)
    .analyze();
  const out = result.violations.filter((v) => !STRUCTURE.includes(v.id) && serious(v)).map((v) => line(v, true));
  out.push(...result.violations.filter((v) => STRUCTURE.includes(v.id)).map((v) => line(v, false)));
  const navs = await page.locator("nav:not([aria-label]):not([aria-labelledby])").count();
  if (navs) out.push(`${navs} navigation region(s) without a name`);
  return out;
}

const format = (where: string, found: string[]) => `${where}:\n    ${found.join("\n    ")}`;
/** Every screen: the violations and the page's structure; on a phone, also what does not fit its width. */
const screenAt = (width: number): ScreenCheck => ({
  find: async (page) => {
    const found = await screenProblems(page);
    if (width <= 400) found.push(...(await sticksOut(page, width)).map((s) => `does not fit ${width} px: ${s}`));
    return found;
  },
  format,
});
/** An overlay over a screen already checked: its violations. */
const overlay: ScreenCheck = { find: violations, format };

let ids: DemoIds;
test.beforeAll(async () => {
  ids = await demoIds();
});

for (const width of [1366, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 780 } });

    const screen = screenAt(width);
    const fit = (verb: string) => (width <= 400 ? ` and ${verb} a ${width} px screen` : "");

    test(`public and sign-in pages have no serious accessibility violations${fit("fit")}`, async ({ page }) => {
      test.setTimeout(180_000);
      const problems = await checkRoutes(page, publicRoutes(ids), screen);
      expect(problems.join("\n")).toBe("");
    });

    test(`every operations screen has no serious accessibility violations${fit("fits")}`, async ({ page }) => {
      test.setTimeout(240_000);
      await signInAdmin(page, "second");
      const problems = await checkRoutes(page, [...ADMIN_ROUTES, ...(await adminRoutes())], screen);
      expect(problems.join("\n")).toBe("");
    });

    for (const role of ["employer", "employee"] as Role[]) {
      test(`every ${role} dashboard screen has no serious accessibility violations${fit("fits")}`, async ({ page }) => {
        test.setTimeout(480_000);
        await signInDemo(page, role);
        const problems = await checkRoutes(page, dashboardRoutes(role, ids), screen);
        expect(problems.join("\n")).toBe("");
      });
    }
  });
}

test("the notifications panel, the job search filter and the apply modal have no serious violations", async ({ page }) => {
  test.setTimeout(120_000);
  await signInDemo(page, "employee");
  const problems = await checkOverlays(page, ids, overlay, [
    { what: "notifications panel", button: /Notifications/, dialog: "Notifications" },
  ]);
  expect(problems.join("\n")).toBe("");
});
