// Approval of hours in the browser: a worker clocks in and out on a California job and submits the shift with
// the break attestation (refused without it after more than 5 hours); the employer adjusts the hours with a
// reason on /dashboard/approvals; the worker's open timesheet screen shows the adjusted hours, the reason and what
// they earned. Then two more shifts appear on the employer's open list and are approved at once with the
// checkboxes. Both screens update through realtime, without a reload. The timer is moved back in the database
// instead of waiting.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, type Account } from "./helpers/accounts";
import { call, jobBody } from "./helpers/api";
import { fundEmployer, openLive, personPage as signedIn, sql } from "./helpers/journey";

const ip = randomIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": ip } });
const tz = "America/Los_Angeles";
const personPage = (browser: Browser, who: Account) => signedIn(browser, who, { ip, timezoneId: tz });

async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const moveTimerBack = (userId: string, minutes: number) =>
  sql(`update "Timer" set "startAt" = now() - ($2 || ' minutes')::interval where "userId" = $1`, [userId, String(minutes)]);

test("a worker submits a shift with the break attestation, the employer adjusts it, the worker sees it paid; bulk approval", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const employer = await registerEmployerViaApi(request);
  const worker = await registerProviderViaApi(request);
  await fundEmployer(employer.user._id);
  const title = `Catering shift ${Date.now().toString(36)}`;
  const { job } = await call(request, employer, "job/create", jobBody(title, { price: "30", duration: "8", screenQuestions: "[]" }));
  await call(request, worker, "job/apply", {
    id: job._id,
    coverText: "Ten years of banquet service.",
    price: 30,
    duration: 8,
    screenAnswers: [],
  });
  await call(request, employer, "job/hire", { id: job._id, userId: worker.user._id });
  await sql(`update "Job" set state = 'CA' where id = $1`, [job._id]);

  // clock in, six hours later clock out: California asks about the meal break
  const w = await personPage(browser, worker);
  await w.goto("/dashboard/time-clock-manager");
  await w.getByRole("button", { name: `Clock In on ${title}` }).click();
  await w.getByRole("dialog", { name: "Work Note" }).getByRole("button", { name: "Clock In" }).click();
  const running = w.getByRole("region", { name: "Running timer" });
  await expect(running).toContainText(`Clocked in on ${title}`);
  await moveTimerBack(worker.user._id, 6 * 60);
  await w.reload();
  await running.getByRole("button", { name: "Clock Out" }).click();
  const out = w.getByRole("dialog", { name: "Clock Out" });
  await out.getByRole("button", { name: "Clock Out and submit" }).click();
  await expect(w.getByText(/In CA a shift of more than 5 hours needs a meal break/).first()).toBeVisible();
  expect(await axe(w)).toEqual([]);
  await out.getByLabel("I did not get my break").check();
  await out.getByRole("button", { name: "Clock Out and submit" }).click();
  await expect(w.getByText("Clocked out. Your hours were sent to the employer for approval.")).toBeVisible();

  // the worker keeps the contract's timesheet open: the hours wait for the employer
  await openLive(w, `/dashboard/time-sheet?project=${job._id}`);
  const mine = w.getByTestId("timesheet-row").first();
  await expect(mine.getByTestId("timesheet-status")).toContainText(/Waiting for approval/);

  // the employer adjusts the hours with a reason on the approvals list
  const e = await personPage(browser, employer);
  await openLive(e, "/dashboard/approvals");
  await expect(e.getByRole("heading", { level: 1, name: "Approvals" })).toBeVisible();
  const row = e.getByTestId("timesheet-row").filter({ hasText: title });
  await expect(row).toContainText("Submitted: 6h 00m");
  await expect(row).toContainText("Breaks: I did not get my break");
  await expect(row.getByTestId("timesheet-status")).toContainText(/Approves automatically in 2[34] h \d+ min/);
  await row.getByRole("button", { name: "Adjust" }).click();
  await row.getByLabel("Hours").fill("5");
  await row.getByLabel("Minutes").fill("30");
  await row.getByLabel("Reason").fill("Left half an hour early for the bus");
  expect(await axe(e)).toEqual([]);
  await row.getByRole("button", { name: "Save adjusted hours" }).click();
  await expect(e.getByText("Hours adjusted.")).toBeVisible();
  await expect(e.getByText("Nothing to approve.")).toBeVisible();

  // the worker's open screen shows the adjusted hours, the reason and the earnings (5.5 h × $30) without a reload
  await expect(mine).toContainText("Approved: 5h 30m");
  await expect(mine).toContainText("Reason: Left half an hour early for the bus");
  await expect(mine.getByTestId("timesheet-status")).toHaveText("Adjusted · Paid $165.00");
  await w.goto("/dashboard/payment");
  await expect(w.getByText("$165.00").first()).toBeVisible();

  // two short shifts, approved at once: they appear on the employer's open approvals list without a reload
  for (let i = 0; i < 2; i++) {
    // the earlier shifts move a day back, so the next half hour does not overlap them
    await sql(`update "TimeEntry" set start = start - interval '1 day', "end" = "end" - interval '1 day' where "userId" = $1`, [
      worker.user._id,
    ]);
    await call(request, worker, "user/start_timer", { jobId: job._id });
    await moveTimerBack(worker.user._id, 30);
    await call(request, worker, "user/stop_timer", { jobId: job._id });
  }
  await expect(e.getByTestId("timesheet-row")).toHaveCount(2);
  await e.getByLabel("Select all").check();
  await e.getByRole("button", { name: "Approve selected (2)" }).click();
  await expect(e.getByText("Hours approved and paid.")).toBeVisible();
  await expect(e.getByText("Nothing to approve.")).toBeVisible();
});
