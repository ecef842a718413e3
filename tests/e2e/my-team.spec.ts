// My team: the demo employer sees the seeded favourites, adds the worker they hired (the demo worker Jordan
// Reyes) from the picker and removes him again, at 1366 and 360 px, with no serious accessibility problem and
// nothing sticking out of a phone screen. On the worker's profile: Add to my team, Remove, and Block after a
// confirmation, then Unblock, leaving the demo data as it was.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { demoIds, signInDemo, sticksOut } from "./helpers/screens";
import { SEED_FAVORITES } from "../../prisma/seed/roster";
import { PROVIDERS } from "../../prisma/seed/people";

const JORDAN = "Jordan Reyes";
const favouriteNames = SEED_FAVORITES.map((f) => PROVIDERS.find((p) => p.email === f.email)!).map((p) => `${p.firstName} ${p.lastName}`);

async function noSeriousAxe(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
}

for (const width of [1366, 360]) {
  test(`the employer adds a hired worker to My team and removes him (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInDemo(page, "employer");
    await page.goto("/dashboard/my-team");
    await expect(page.getByRole("heading", { level: 1, name: "My team" })).toBeVisible();
    const favourites = page.getByRole("list", { name: "Favourite workers" });
    for (const name of favouriteNames) await expect(favourites.getByRole("link", { name })).toBeVisible();
    await expect(favourites.getByRole("link", { name: JORDAN })).toHaveCount(0);
    await noSeriousAxe(page);
    expect(await sticksOut(page, width)).toEqual([]);

    await page.getByLabel("Worker you hired").selectOption({ label: JORDAN });
    await page.getByRole("button", { name: "Add to my team" }).click();
    await expect(favourites.getByRole("link", { name: JORDAN })).toBeVisible();
    await expect(page.getByRole("list", { name: "Favourite workers" }).getByTestId("roster-row")).toHaveCount(favouriteNames.length + 1);
    expect(await sticksOut(page, width)).toEqual([]);

    await page.getByRole("button", { name: `Remove ${JORDAN}` }).click();
    await expect(favourites.getByRole("link", { name: JORDAN })).toHaveCount(0);
    await expect(page.getByLabel("Worker you hired").locator("option", { hasText: JORDAN })).toHaveCount(1);
    await noSeriousAxe(page);
  });
}

test("the employer adds, removes, blocks and unblocks a worker from the profile", async ({ page }) => {
  const ids = await demoIds();
  await signInDemo(page, "employer");
  await page.goto(`/dashboard/detail-employee/${ids.employeeId}`);
  await page.getByRole("button", { name: "Add to my team" }).click();
  await expect(page.getByRole("button", { name: "Remove from my team" })).toBeVisible();
  await page.getByRole("button", { name: "Remove from my team" }).click();
  await expect(page.getByRole("button", { name: "Add to my team" })).toBeVisible();

  await page.getByRole("button", { name: "Block", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Block ${JORDAN}?` });
  await expect(dialog).toContainText("will no longer see your jobs");
  await noSeriousAxe(page);
  await dialog.getByRole("button", { name: "Block" }).click();
  await expect(page.getByRole("button", { name: "Unblock" })).toBeVisible();
  await page.goto("/dashboard/my-team");
  await expect(page.getByRole("list", { name: "Blocked workers" }).getByRole("link", { name: JORDAN })).toBeVisible();
  await page.getByRole("button", { name: `Unblock ${JORDAN}` }).click();
  await expect(page.getByText("You have not blocked anyone.")).toBeVisible();
});
