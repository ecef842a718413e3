// axe-core over the public and sign-in pages (helpers/axe.ts), at 1366 px and at 360 px, where the same visit
// also checks that each page fits the phone's width. Signed out: it runs beside the specs of the demo accounts.
import { expect, test } from "@playwright/test";
import { randomIp } from "./helpers/accounts";
import { screenAt } from "./helpers/axe";
import { checkRoutes, demoIds, publicRoutes } from "./helpers/screens";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

for (const width of [1366, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 780 } });

    test(`public and sign-in pages have no serious accessibility violations${width <= 400 ? ` and fit a ${width} px screen` : ""}`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const problems = await checkRoutes(page, publicRoutes(await demoIds()), screenAt(width));
      expect(problems.join("\n")).toBe("");
    });
  });
}
