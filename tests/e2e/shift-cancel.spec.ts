// Cancelling a shift end to end: an employer with $30.00 cancels a hired worker's shift 6 hours before its start
// from the job's screen (the dialog quotes the policy and what cancelling now means), at 360 px wide; the
// worker is paid what the wallet held and the payment screen says what is still owed.
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi } from "./helpers/accounts";
import { call as apiPost, fundEmployer, sql } from "./helpers/api";

const ip = randomIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": ip } });

/** The worker's 4-hour shift on the job, starting in 6 hours. */
function bookShift(jobId: string) {
  return sql(async (db) => {
    const start = new Date(Date.now() + 6 * 3600_000);
    await db.query(
      `INSERT INTO "Shift" (id, "jobId", "contractId", "userId", "employerId", start, "end", timezone, "updatedAt")
       SELECT $1, j.id, c.id, c."userId", j."creatorId", $2, $3, 'America/Denver', now() FROM "Job" j JOIN "Contract" c ON c."jobId" = j.id WHERE j.id = $4`,
      [`e2e${randomUUID().replace(/-/g, "")}`, start, new Date(start.getTime() + 4 * 3600_000), jobId],
    );
  });
}

test("an employer cancels a shift late on a short wallet: the worker is paid what it held, the rest is owed", async ({
  browser,
  request,
}) => {
  const employer = await registerEmployerViaApi(request);
  const worker = await registerProviderViaApi(request);
  await fundEmployer(employer.user._id, 3000);
  const { job } = await apiPost(request, employer, "job/create", {
    title: `Event setup ${Date.now().toString(36)}`,
    description: "Set up chairs, tables and the stage for a conference downtown.",
    categories: "Warehouse & Logistics",
    skills: "Lifting",
    payType: "Hourly",
    price: "40",
    duration: "4",
    type: "One-time job",
    location: "Denver, CO 80202",
    city: "Denver",
    state: "CO",
    zipcode: "80202",
    lat: 39.7392,
    lng: -104.9903,
    screenQuestions: "[]",
  });
  await apiPost(request, worker, "job/apply", {
    id: job._id,
    coverText: "I set up events every week.",
    price: 40,
    duration: 4,
    screenAnswers: [],
  });
  await apiPost(request, employer, "job/hire", { id: job._id, userId: worker.user._id });
  await bookShift(job._id);

  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip }, viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await signInViaUi(page, employer.email, employer.password);
  await page.goto(`/dashboard/detail-job/${job._id}`);
  await expect(page.getByTestId("shift-panel")).toContainText(`Shift of ${String(worker.user.firstName)}`);
  await page.getByTestId("cancel-shift").click();
  const dialog = page.getByRole("dialog", { name: "Cancel shift" });
  await expect(dialog.getByTestId("shift-policy-employer")).toContainText(
    "Cancel under 24 hours before the start and the worker is paid 2 hours",
  );
  await expect(dialog.getByTestId("cancel-shift-now")).toHaveText(
    "Cancelling now pays the worker for the late cancellation from your balance.",
  );
  await page.screenshot({ path: `${test.info().outputDir}/cancel-dialog-360.png` });
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await dialog.getByTestId("confirm-cancel-shift").click();
  await expect(dialog.getByText("Please choose a reason for cancelling.")).toBeVisible();
  await dialog.getByLabel("The work is no longer needed").check();
  await dialog.getByTestId("confirm-cancel-shift").click();
  await expect(page.getByText("Shift cancelled")).toBeVisible();
  await expect(page.getByTestId("shift-status")).toHaveText("Canceled");
  await expect(page.getByTestId("shift-panel")).toContainText("Reason: The work is no longer needed");

  await page.goto("/dashboard/payment");
  await expect(page.getByTestId("late-cancel-debt")).toHaveText(
    "You owe $50.00 for late cancellations; it is paid first from your next deposit.",
  );
  await expect(page.getByTestId("wallet-balance")).toHaveText("$0.00");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${test.info().outputDir}/payment-debt-360.png`, fullPage: true });
});
