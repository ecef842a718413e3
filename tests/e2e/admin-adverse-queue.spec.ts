// The adverse-action queue in the browser, at 1366 and 360 px: the demo admin signs in with the authenticator
// code, opens "Adverse-action oversight", reads a "consider" check of the demo employer with the steps taken and
// what is overdue, assigns it and closes it with a reason (the admin oversees; the employer decides). Every screen
// on the way is axe-clean and fits the width.
import { expect, test } from "@playwright/test";
import { randomIp } from "./helpers/accounts";
import { consoleProblems as problems, signInDemoAdmin } from "./helpers/admin";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
const SERVER = { timeout: 30_000 };

/** Each width closes a different demo check (prisma/seed/screening.ts). */
const CASES = [
  { width: 1366, worker: "Kevin Tran", outcome: "Dismiss", state: "dismissed", steps: 0, overdue: true },
  { width: 360, worker: "Marcus Johnson", outcome: "Resolve", state: "resolved", steps: 1, overdue: false },
];

for (const c of CASES) {
  test(`consider check → oversight item → steps and overdue → ${c.state}, at ${c.width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: c.width, height: c.width === 360 ? 740 : 850 });
    await signInDemoAdmin(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Queues", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Adverse-action oversight" }).click();
    await expect(page.getByRole("heading", { name: "Adverse-action oversight", level: 1 })).toBeVisible();
    expect(await problems(page, c.width)).toEqual([]);
    await page.screenshot({ path: `test-results/adverse-queue-list-${c.width}.png`, fullPage: true });

    const row = page.getByTestId("queue-items").getByRole("listitem").filter({ hasText: c.worker });
    await expect(row).toContainText("Consider");
    await row.getByRole("link").first().click();
    // open (a retry finds it assigned to this admin already)
    await expect(page.getByTestId("item-state")).toHaveText(/^(open|assigned)$/);
    await expect(page.getByRole("heading", { name: /Consider$/ })).toBeVisible();
    await expect(page.getByText(`for ${c.worker}`)).toBeVisible();
    if (c.steps) await expect(page.getByTestId("adverse-steps").getByRole("listitem")).toHaveCount(c.steps);
    else await expect(page.getByText("No step recorded yet.")).toBeVisible();
    await expect(page.getByTestId("adverse-overdue")).toHaveCount(c.overdue ? 1 : 0);
    // oversight only: warn, resolve, dismiss; never suspend or ban the employer from here
    const actions = page.getByRole("region", { name: "Decide" });
    await expect(actions.getByRole("button", { name: "Warn" })).toBeVisible();
    await expect(actions.getByRole("button", { name: "Suspend" })).toHaveCount(0);
    await expect(actions.getByRole("button", { name: "Ban", exact: true })).toHaveCount(0);
    expect(await problems(page, c.width)).toEqual([]);
    await page.screenshot({ path: `test-results/adverse-queue-item-${c.width}.png`, fullPage: true });

    const decide = page.getByRole("region", { name: "Decide" });
    if (await decide.getByRole("button", { name: "Assign to me" }).isVisible())
      await decide.getByRole("button", { name: "Assign to me" }).click();
    await expect(page.getByTestId("item-state")).toHaveText("assigned", SERVER);
    await page.getByLabel("Reason (required; the person reads it)").fill("Checked the employer's steps and dates against the rules.");
    await decide.getByRole("button", { name: c.outcome, exact: true }).click();
    await expect(page.getByTestId("item-state")).toHaveText(c.state, SERVER);
    await expect(page.getByText("Checked the employer's steps and dates against the rules.").first()).toBeVisible();
    expect(await problems(page, c.width)).toEqual([]);
  });
}
