// Every screen fits a 360 px wide phone without sideways scrolling: the modals
// that matter here; the public and auth pages, every dashboard route of both roles and the operations
// screens (helpers/admin.ts's ADMIN_ROUTES) are checked in the same visit as their accessibility, by
// the 360 px passes of a11y.spec.ts and a11y-public.spec.ts (one page load per screen, not two). Nothing a person must read or press may
// sit outside the screen either (a tab bar that scrolls its last tabs off screen, a badge cut off by its
// card): helpers/screens.ts's sticksOut.
import { expect, test } from "@playwright/test";
import { randomIp } from "./helpers/accounts";
import { checkOverlays, demoIds, signInDemo, sticksOut, type DemoIds, type ScreenCheck } from "./helpers/screens";

const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 780 }, extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

const fits: ScreenCheck = { find: (page) => sticksOut(page, WIDTH), format: (where, found) => `${where}: ${found.join("; ")}` };

let ids: DemoIds;
test.beforeAll(async () => {
  ids = await demoIds();
});

test("the menu drawer, the notifications panel, the job search filter and the apply modal fit a 360 px screen", async ({ page }) => {
  await signInDemo(page, "employee");
  const problems = await checkOverlays(page, ids, fits, [
    { what: "menu drawer", button: "Open menu", dialog: "Menu" },
    // the bell sits mid-header on a phone: a panel hung from it ran off the screen's left edge
    { what: "notifications panel", button: /Notifications/, dialog: "Notifications" },
  ]);
  expect(problems.join("\n")).toBe("");
});
