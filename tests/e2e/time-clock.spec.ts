// The time half of the booking journey: a provider clocks in on an hourly job (work note), the timer survives a
// reload and is refused before 60 seconds (the startAt is moved back in the database instead of waiting), clocks
// out, adds manual time and removes an entry on the timesheet; the employer sees the hours as a report and pays
// rate × tracked hours. Both browsers run in a time zone where "today" already has two hours behind it, so
// manual time from midnight is in the past whatever the hour of the run.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, type Account } from "./helpers/accounts";
import { call, jobBody } from "./helpers/api";
import { fundEmployer, personPage as signedIn, screenshotsAt, sql } from "./helpers/journey";

const ip = randomIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": ip } });

/** A zone whose local time is at least 03:00 and before 23:00 now (the tracked hour then starts after 1:30 AM). */
function roomyZone(): string {
  for (const tz of ["America/New_York", "Asia/Tokyo", "Europe/London", "Pacific/Honolulu"]) {
    const h = Number(new Intl.DateTimeFormat("en-US", { timeZone: tz, hour: "numeric", hourCycle: "h23" }).format(new Date()));
    if (h >= 3 && h < 23) return tz;
  }
  return "Asia/Tokyo";
}
const tz = roomyZone();

/** The serious and critical accessibility violations of the screen as it is now. */
async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const personPage = (browser: Browser, who: Account) => signedIn(browser, who, { ip, timezoneId: tz });

test("a provider clocks in and out and adds manual time; the employer sees the hours and pays rate × hours", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const employer = await registerEmployerViaApi(request);
  const worker = await registerProviderViaApi(request);
  await fundEmployer(employer.user._id);
  const title = `Bar shift ${Date.now().toString(36)}`;
  const { job } = await call(
    request,
    employer,
    "job/create",
    jobBody(title, { price: "30", duration: "5", lat: 30.2672, lng: -97.7431, screenQuestions: "[]" }),
  );
  await call(request, worker, "job/apply", {
    id: job._id,
    coverText: "Five years behind busy bars; I bring my own tools.",
    price: 30,
    duration: 5,
    screenAnswers: [],
  });
  await call(request, employer, "job/hire", { id: job._id, userId: worker.user._id });
  // hired last week, so all of this week is after the hire
  await sql(`update "Contract" set "createdAt" = now() - interval '8 days' where "jobId" = $1`, [job._id]);

  // clock in with a work note
  const w = await personPage(browser, worker);
  await w.goto("/dashboard/time-clock-manager");
  await expect(w.getByRole("heading", { level: 1, name: "Time Clock Manager" })).toBeVisible();
  await expect(w.getByRole("group", { name: "Days of this week" }).getByRole("button")).toHaveCount(7);
  await expect(w.getByText(title)).toBeVisible();
  await w.getByRole("button", { name: `Clock In on ${title}` }).click();
  const note = w.getByRole("dialog", { name: "Work Note" });
  expect(await axe(w)).toEqual([]);
  await note.getByLabel("Work note (optional)").fill("Stocking the bar");
  await note.getByRole("button", { name: "Clock In" }).click();
  const running = w.getByRole("region", { name: "Running timer" });
  await expect(running).toContainText(`Clocked in on ${title}`);
  await expect(running).toContainText("Work note: Stocking the bar");
  await expect(w.getByTestId("timer-elapsed")).toHaveText(/^0:00:\d\d$/);

  // the timer survives a reload; clocking out before 60 seconds is refused with the rule
  await w.reload();
  await expect(running).toContainText(`Clocked in on ${title}`);
  await running.getByRole("button", { name: "Clock Out" }).click();
  await w.getByRole("dialog", { name: "Clock Out" }).getByRole("button", { name: "Clock Out and submit" }).click();
  await expect(
    w.getByText(/You can clock out once the timer has run for at least 60 seconds \(\d+ seconds? to go\)\./).first(),
  ).toBeVisible();

  // an hour and a minute later (moved back in the database): the clock shows it, Clock Out adds the entry
  await sql(`update "Timer" set "startAt" = now() - interval '61 minutes' where "userId" = $1`, [worker.user._id]);
  await w.reload();
  await expect(w.getByTestId("timer-elapsed")).toHaveText(/^1:01:\d\d$/);
  expect(await axe(w)).toEqual([]);
  await screenshotsAt(w, "time-clock-provider");
  await running.getByRole("button", { name: "Clock Out" }).click();
  const out = w.getByRole("dialog", { name: "Clock Out" });
  // the attestation (optional outside the meal-break states), then submit
  await out.getByLabel("I took my breaks").check();
  await out.getByRole("button", { name: "Clock Out and submit" }).click();
  await expect(w.getByText("Clocked out. Your hours were sent to the employer for approval.")).toBeVisible();
  await expect(running).toHaveCount(0);
  await expect(w.getByText(/This week: 1h 01m/)).toBeVisible();

  // the timesheet: Add Time with the modal's rules, then remove an entry after confirming
  await w.getByRole("link", { name: "Timesheet" }).click();
  await w.waitForURL(/\/dashboard\/time-sheet\?project=/);
  await expect(w.getByRole("heading", { level: 1, name: "Timesheet" })).toBeVisible();
  await expect(w.getByTestId("sheet-entry")).toHaveCount(1);
  await expect(w.getByTestId("sheet-entry").first()).toContainText("Tracked");
  await w.getByRole("button", { name: "Add Time" }).click();
  const modal = w.getByRole("dialog", { name: "Add Manual Time" });
  await modal.getByRole("button", { name: "Add Time" }).click();
  await expect(modal.getByText("Please choose a valid start time.")).toBeVisible();
  await expect(modal.getByText("Please choose an end time after the start time.")).toBeVisible();
  expect(await axe(w)).toEqual([]);
  await modal.getByLabel("Start").selectOption({ label: "12:00 AM" });
  await modal.getByLabel("End").selectOption({ label: "1:00 AM" });
  await modal.getByLabel("Memo (optional)").fill("Inventory count before opening");
  await modal.getByRole("button", { name: "Add Time" }).click();
  await expect(w.getByText("Time added")).toBeVisible();
  await expect(w.getByTestId("sheet-entry")).toHaveCount(2);
  await expect(w.getByTestId("sheet-week")).toHaveText("2h 01m");

  await w.getByRole("button", { name: "Add Time" }).click();
  await modal.getByLabel("Start").selectOption({ label: "1:00 AM" });
  await modal.getByLabel("End").selectOption({ label: "1:30 AM" });
  await modal.getByRole("button", { name: "Add Time" }).click();
  await expect(w.getByTestId("sheet-entry")).toHaveCount(3);
  await expect(w.getByTestId("sheet-week")).toHaveText("2h 31m");
  // overlapping time is refused with the readable message
  await w.getByRole("button", { name: "Add Time" }).click();
  await modal.getByLabel("Start").selectOption({ label: "12:30 AM" });
  await modal.getByLabel("End").selectOption({ label: "1:10 AM" });
  await modal.getByRole("button", { name: "Add Time" }).click();
  await expect(w.getByText(/^This time overlaps your entry of/).first()).toBeVisible();
  await modal.getByRole("button", { name: "Cancel" }).click();
  await w.getByRole("button", { name: /^Remove 1:00 AM – 1:30 AM/ }).click();
  const confirm = w.getByRole("dialog", { name: "Remove time" });
  await expect(confirm).toContainText("Remove 30m");
  expect(await axe(w)).toEqual([]);
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(w.getByText("Time entry removed")).toBeVisible();
  await expect(w.getByTestId("sheet-entry")).toHaveCount(2);
  await expect(w.getByTestId("sheet-week")).toHaveText("2h 01m");
  await screenshotsAt(w, "time-sheet-provider");

  // the employer's report: today and this week
  const e = await personPage(browser, employer);
  await e.goto("/dashboard/time-clock-manager");
  await expect(e.getByRole("heading", { name: "Tracked hours" })).toBeVisible();
  await expect(e.getByTestId("report-week")).toHaveText("2h 01m (2.02 hrs)");
  await expect(e.getByTestId("report-today")).toHaveText(/\(\d\.\d\d hrs\)$/);
  expect(await axe(e)).toEqual([]);
  await screenshotsAt(e, "time-clock-employer");
  await e.getByRole("link", { name: "View timesheet" }).click();
  await e.waitForURL(/\/dashboard\/time-sheet\?project=/);
  await expect(e.getByTestId("sheet-week")).toHaveText("2h 01m");
  await expect(e.getByRole("button", { name: "Add Time" })).toHaveCount(0);
  await expect(e.getByRole("button", { name: /^Remove/ })).toHaveCount(0);

  // Process Payment: hours tracked × rate, then pay
  await e.getByRole("link", { name: "Pay for tracked hours" }).click();
  await e.waitForURL(`**/dashboard/pay/${job._id}`);
  await expect(e.getByTestId("pay-hours")).toHaveText("2h 01m");
  await expect(e.getByTestId("pay-rate")).toHaveText("$30.00/hr");
  await expect(e.getByTestId("pay-subtotal")).toHaveText("$60.50");
  await e.getByRole("button", { name: "Pay Now" }).click();
  await e.getByRole("dialog", { name: "Process Payment" }).getByRole("button", { name: "Yes" }).click();
  await e.waitForURL("**/dashboard/payment");
  // the hire held the booked hours; the payment came out of the hold and the rest went back to the wallet
  const history = e.getByTestId("transactions").locator("tbody tr");
  await expect(history.filter({ hasText: `Held for: ${title}` })).toHaveCount(1);
  await expect(history.filter({ hasText: `Returned from the hold: ${title}` })).toHaveCount(1);
  await expect(history.filter({ hasText: `Payment: ${title}` }).getByTestId("tx-held")).toHaveText("Paid from the hold");

  // the job is no longer on the provider's clock, and its timesheet is read-only
  await w.goto("/dashboard/time-clock-manager");
  await expect(w.getByText("No active hourly jobs.")).toBeVisible();
  await w.goto(`/dashboard/time-sheet?project=${job._id}`);
  await expect(w.getByTestId("sheet-week")).toHaveText("2h 01m");
  await expect(w.getByRole("button", { name: "Add Time" })).toHaveCount(0);
});
