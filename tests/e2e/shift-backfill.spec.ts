// A late cancellation filled by a replacement, live: an employer hires a worker for a Denver shift starting in
// 5 hours (job/create with its schedule, job/apply, job/hire: the hire books the shift) and has a second worker,
// available all week, on their team. The first worker cancels from the job's screen with a reason; the
// backfill starts on the server's queue and offers the shift to the team first (tier 1). The second worker, on a
// 360 px phone with the booking list open, sees the "Replacement shift" arrive and accepts it. The employer's
// job page, opened before the cancellation and never reloaded, shows the search ("tier 1 of 3, 1 worker
// asked"), then "Filled by" the new worker and their confirmed shift. The employer runs at 1366 and at 360 px;
// every screen passes axe (no serious or critical violation) and nothing sticks out at 360 px.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi, type Account } from "./helpers/accounts";
import { call as apiPost, fundEmployer } from "./helpers/api";
import { openLive } from "./helpers/journey";
import { sticksOut } from "./helpers/screens";

const ip = randomIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": ip } });
const TZ = "America/Denver";
const denver = { location: "Denver, CO 80202", city: "Denver", state: "CO", zipcode: "80202" };

/** The date (YYYY-MM-DD) and time (HH:MM) of an instant in Denver: the job's schedule fields. */
function denverWallClock(ms: number) {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: TZ,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(ms));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

async function signedIn(browser: Browser, who: Account, width: number): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip }, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInViaUi(page, who.email, who.password);
  return page;
}

/** axe (WCAG 2 A/AA) on the page as it is, at 360 px nothing past the screen's edges; a screenshot to look at. */
async function screenIsSound(page: Page, name: string) {
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  if (width <= 360) expect(await sticksOut(page, width)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${test.info().outputDir}/${name}-${width}.png`, fullPage: true });
}

/** An employer with a hired worker booked for a 4-hour shift starting in 5 hours, and a favourite free all week. */
async function scene(request: Parameters<typeof registerEmployerViaApi>[0], suffix: string) {
  const employer = await registerEmployerViaApi(request, { company: `Summit Events ${suffix}`, ...denver });
  await fundEmployer(employer.user._id, 5000);
  const dropped = await registerProviderViaApi(request, { firstName: "Riley", lastName: `Dropped${suffix}`, ...denver });
  const spare = await registerProviderViaApi(request, { firstName: "Morgan", lastName: `Spare${suffix}`, ...denver });
  const allWeek = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].map((date) => ({
    date,
    timesheet: [{ start: "12:00 AM", end: "12:00 AM" }],
  }));
  await apiPost(request, spare, "user/update_availability", { type: "weekly", timezone: TZ, sheetData: allWeek });
  await apiPost(request, employer, "roster/add", { userId: spare.user._id });
  const start = denverWallClock(Date.now() + 5 * 3600_000);
  const end = denverWallClock(Date.now() + 9 * 3600_000);
  const title = `Stage crew ${suffix}`;
  const { job } = await apiPost(request, employer, "job/create", {
    title,
    description: "Set up the stage, lights and chairs for a concert downtown.",
    categories: "Warehouse & Logistics",
    skills: "Lifting",
    payType: "Hourly",
    price: "32",
    duration: "4",
    type: "One-time job",
    ...denver,
    lat: 39.7392,
    lng: -104.9903,
    scheduleDate: start.date,
    scheduleStart: start.time,
    scheduleEnd: end.time,
    screenQuestions: "[]",
  });
  await apiPost(request, dropped, "job/apply", {
    id: job._id,
    coverText: "I build stages every weekend.",
    price: 32,
    duration: 4,
    screenAnswers: [],
  });
  await apiPost(request, employer, "job/hire", { id: job._id, userId: dropped.user._id });
  return { employer, dropped, spare, jobId: job._id as string, title };
}

for (const width of [1366, 360]) {
  test(`a late cancellation is backfilled from the team and the employer sees the new worker live (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const suffix = `${width}${Date.now().toString(36)}`;
    const { employer, dropped, spare, jobId, title } = await scene(request, suffix);
    const droppedName = `Riley Dropped${suffix}`;
    const spareName = `Morgan Spare${suffix}`;

    // the employer's job page, open from before the cancellation to the end, never reloaded
    const e = await signedIn(browser, employer, width);
    await openLive(e, `/dashboard/detail-job/${jobId}`);
    const employerShifts = e.getByTestId("shift-panel");
    await expect(employerShifts).toContainText(`Shift of ${droppedName}`);
    await expect(e.getByTestId("backfill-line")).toHaveCount(0);

    // the spare worker's booking list on a phone, open and empty
    const s = await signedIn(browser, spare, 360);
    await openLive(s, "/dashboard/booking-requests");
    await expect(s.getByText("No active booking requests.")).toBeVisible();

    // the booked worker cancels 5 hours before the start: a late cancellation, with a reason
    const d = await signedIn(browser, dropped, 1366);
    await d.goto(`/dashboard/detail-job/${jobId}`);
    await expect(d.getByTestId("shift-panel")).toContainText("Your shift");
    await d.getByTestId("cancel-shift").click();
    const dialog = d.getByRole("dialog", { name: "Cancel shift" });
    await expect(dialog.getByTestId("cancel-shift-now")).toHaveText("Cancelling now is a late cancellation on your reliability record.");
    await screenIsSound(d, "worker-cancel-dialog");
    await dialog.getByLabel("Transportation problem").check();
    await dialog.getByTestId("confirm-cancel-shift").click();
    await expect(d.getByText("Shift cancelled")).toBeVisible();
    await expect(d.getByTestId("shift-status")).toHaveText("Canceled");

    // the queued backfill asks the team first: the employer watches it start
    const line = e.getByTestId("backfill-line");
    await expect(line).toHaveText("Finding a replacement — tier 1 of 3, 1 worker asked", { timeout: 30_000 });
    await expect(e.getByRole("heading", { name: `Replacement for ${droppedName}` })).toBeVisible();
    await expect(employerShifts.getByTestId("shift-status")).toHaveText("Canceled");
    await expect(employerShifts).toContainText("Reason: Transportation problem");
    await screenIsSound(e, "employer-searching");

    // the offer reaches the spare worker's open list, marked as a replacement; they accept it
    const offer = s.getByRole("link", { name: new RegExp(title) });
    await expect(offer).toContainText("Replacement shift");
    await screenIsSound(s, "spare-list-offer");
    // blue: their turn to answer
    await expect(offer).toHaveAttribute("data-colour", "blue");
    await offer.click();
    await s.waitForURL(/\/dashboard\/booking-detail\//);
    await expect(s.getByText("Replacement shift", { exact: true })).toBeVisible();
    // the offer is open until the backfill's cut-off: 2 hours before the end of the 4-hour shift, 7 hours away
    await expect(s.getByText(/^Until \w{3}, \w{3} \d+ at \d+:\d\d [AP]M [A-Z]{2,5}$/)).toBeVisible();
    await expect(s.getByTestId("minutes-left")).toHaveText(/^(41[0-9]|420) minutes remaining$/);
    await screenIsSound(s, "spare-offer");
    await s.getByRole("button", { name: "Accept" }).click();
    await expect(s.getByText("You accepted the booking. The shift is confirmed.")).toBeVisible();
    await expect(s.getByRole("button", { name: "Accept" })).toHaveCount(0);
    await expect(s.getByTestId("shift-panel").getByTestId("shift-status")).toHaveText("Confirmed");
    await screenIsSound(s, "spare-accepted");

    // the employer's page, still the one opened at the start, names the new worker
    await expect(line).toHaveText(`Filled by ${spareName}`);
    const spareShift = employerShifts.getByTestId("shift-card").filter({ hasText: `Shift of ${spareName}` });
    await expect(spareShift.getByTestId("shift-status")).toHaveText("Confirmed");
    // and the job's contract has passed to them
    await e.getByRole("tab", { name: "Contract" }).click();
    await expect(e.getByRole("tabpanel", { name: "Contract" })).toContainText(spareName);
    await expect(e.getByRole("button", { name: "Stop" })).toHaveCount(0);
    await screenIsSound(e, "employer-filled");
  });
}
