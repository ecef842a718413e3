// axe-core over every signed-in screen: every dashboard route of both roles and the operations screens
// (/admin/*, signed in as the second demo admin), with the modals that matter open (helpers/axe.ts: WCAG 2 A
// and AA rules; a serious or critical violation fails the run with the list of what was found). The 360 px
// pass also checks in the same visit that the screen fits a 360 px phone without sideways scrolling (the
// modals' fit is layout-360.spec.ts's). The public and sign-in pages are a11y-public.spec.ts's: they need no
// demo account, so they run in the other stream.
import { expect, test } from "@playwright/test";
import { randomIp } from "./helpers/accounts";
import { ADMIN_ROUTES, adminRoutes, signInAdmin } from "./helpers/admin";
import { overlay, screenAt } from "./helpers/axe";
import { checkOverlays, checkRoutes, dashboardRoutes, demoIds, signInDemo, type DemoIds, type Role } from "./helpers/screens";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

let ids: DemoIds;
test.beforeAll(async () => {
  ids = await demoIds();
});

for (const width of [1366, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 780 } });

    const screen = screenAt(width);
    const fit = (verb: string) => (width <= 400 ? ` and ${verb} a ${width} px screen` : "");

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
