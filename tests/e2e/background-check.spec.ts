// Background checks through the sandbox partner, at 1366 and 360 px with no serious accessibility problem and
// nothing sticking out of a phone screen: the demo employer orders a check for the demo worker, the worker gives
// consent on the sandbox's hosted page with the test SSN that comes back "consider", the job queue settles it
// (the sandbox settles at once here: the `sandboxSettleSeconds` setting), and the employer sends the
// pre-adverse notice, the first of the adverse-action steps.
import AxeBuilder from "@axe-core/playwright";
import pg from "pg";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signInDemo, sticksOut } from "./helpers/screens";

const WORKER = "Jordan Reyes";
const EMPLOYER = "Lone Star Events Co.";

async function sql(text: string, args: unknown[] = []) {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query(text, args);
  } finally {
    await db.end();
  }
}

async function fits(page: Page, width: number) {
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  expect(await sticksOut(page, width)).toEqual([]);
}

test.beforeEach(async () => {
  // the sandbox settles at once, and no earlier run's check between the two demo accounts is still open
  await sql(`UPDATE "Setting" SET "value" = "value" || '{"sandboxSettleSeconds": 0}'::jsonb WHERE "key" = 'screening'`);
  await sql(
    `UPDATE "BackgroundCheck" SET "status" = 'canceled' WHERE "employerId" = (SELECT id FROM "User" WHERE email = $1)
       AND "workerId" = (SELECT id FROM "User" WHERE email = $2) AND "status" <> 'complete'`,
    [DEMO.employer, DEMO.employee],
  );
});

for (const width of [1366, 360]) {
  test(`order → consent → consider → pre-adverse notice (${width} px)`, async ({ browser }) => {
    const viewport = { width, height: 900 };
    const employer = await (await browser.newContext({ viewport })).newPage();
    await signInDemo(employer, "employer");
    await employer.goto("/dashboard/background-checks");
    await employer.getByLabel("Worker", { exact: true }).selectOption({ label: WORKER });
    await employer.getByLabel("Package").selectOption({ index: 0 });
    await employer.getByRole("button", { name: "Order check" }).click();
    const ordered = employer.getByTestId("employer-check").filter({ hasText: WORKER }).first();
    await expect(ordered).toContainText("Waiting for consent");
    await fits(employer, width);

    const worker = await (await browser.newContext({ viewport })).newPage();
    await signInDemo(worker, "employee");
    await worker.goto("/dashboard/background-checks");
    const mine = worker.getByTestId("worker-check").filter({ hasText: EMPLOYER }).filter({ hasText: "Waiting for consent" }).first();
    await fits(worker, width);
    await mine.getByRole("link", { name: "Give consent on the partner's page" }).click();
    await expect(worker.getByRole("heading", { name: "Background check consent" })).toBeVisible();
    await expect(worker.getByText("SSN 111-22-2001")).toBeVisible();
    await fits(worker, width);
    await worker.getByLabel("Full legal name").fill("Jordan Reyes");
    await worker.getByLabel("Date of birth").fill("1994-05-12");
    await worker.getByLabel("Social Security number").fill("111-22-2001");
    await worker.getByLabel(/I authorize this background check/).check();
    await worker.getByRole("button", { name: "Give consent and submit" }).click();
    await worker.waitForURL(/\/dashboard\/background-checks/);

    // the queue settles the report and its signed webhook moves the check
    await expect
      .poll(
        async () => {
          await employer.reload();
          return employer.getByTestId("employer-check").filter({ hasText: WORKER }).first().textContent();
        },
        { timeout: 30_000, intervals: [1000] },
      )
      .toContain("Consider");
    const consider = employer.getByTestId("employer-check").filter({ hasText: WORKER }).first();
    await expect(consider).toContainText("send the pre-adverse notice");
    await fits(employer, width);
    await consider.getByRole("button", { name: "Send pre-adverse notice" }).click();
    await expect(consider).toContainText("Pre-adverse notice sent on");
    await expect(consider.getByRole("button", { name: "Send final notice" })).toHaveCount(0);
    await fits(employer, width);
  });
}
