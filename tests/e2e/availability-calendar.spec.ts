// A provider sets their Booking Calendar (Repeat Weekly with an extra row, then a one-off date, and the
// duplicate-date refusal) and sees it listed; an employer in London opens the provider's page and reads the
// Availability tab converted to their own time zone.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { randomIp, registerProviderViaApi, signInViaUi } from "./helpers/accounts";
import { DEMO, DEMO_PASSWORD } from "./helpers/screens";
import { dateKey, zonedInstant } from "@/lib/time/zone";

const ip = randomIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": ip } });

async function pageIn(browser: Browser, timezoneId: string) {
  const context = await browser.newContext({ timezoneId, extraHTTPHeaders: { "x-forwarded-for": ip } });
  return context.newPage();
}

/** fits 360 px without sideways scrolling, and a look at both widths (SHOTS_DIR, when set) */
async function checkWidths(page: Page, name: string) {
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}px`).toBeLessThanOrEqual(width);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** YYYY-MM-DD `days` from today (UTC calendar) */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a provider sets weekly hours and a one-off date; an employer in London sees them in London time", async ({ browser, request }) => {
  // a worker who lives in New York: the calendar starts in the zone of the person's own place
  const worker = await registerProviderViaApi(request, {
    firstName: "Casey",
    lastName: `Nguyen${Date.now().toString(36)}`,
    location: "New York, NY 10001",
    city: "New York",
    state: "NY",
    zipcode: "10001",
    phone: "(212) 555-0148",
  });
  const w = await pageIn(browser, "America/New_York");
  await signInViaUi(w, worker.email, worker.password);
  await w.goto("/dashboard/availability");
  await expect(w.getByRole("heading", { level: 1, name: "Booking Calendar" })).toBeVisible();
  await expect(w.getByText("No weekly hours yet.")).toBeVisible();

  // Repeat Weekly: Monday to Friday 9:00 AM–5:00 PM are preset; Monday until 6:00 PM, Friday gets an evening row
  await expect(w.getByLabel("Tuesday start 1")).toHaveValue("9:00 AM");
  await expect(w.getByLabel("Sunday start 1")).toHaveCount(0);
  await w.getByLabel("Monday end 1").selectOption("6:00 PM");
  await w.getByRole("button", { name: "Add time to Friday" }).click();
  await expect(w.getByLabel("Friday start 2")).toHaveValue("5:00 PM");
  await expect(w.getByLabel("Friday end 2")).toHaveValue("6:00 PM"); // a new row adds at most 60 minutes
  await w.getByLabel("Friday start 2").selectOption("7:00 PM");
  await w.getByLabel("Friday end 2").selectOption("7:00 PM");
  await w.getByRole("button", { name: "Save weekly hours" }).click();
  await expect(w.getByRole("alert").filter({ hasText: "End time must be at least 30 minutes after the start time." })).toBeVisible();
  await w.getByLabel("Friday end 2").selectOption("10:00 PM");
  await w.getByRole("button", { name: "Save weekly hours" }).click();
  const weekly = w.getByTestId("weekly-list");
  await expect(weekly.getByRole("listitem")).toHaveCount(5);
  await expect(weekly.getByRole("listitem").filter({ hasText: "Monday" })).toContainText("9:00 AM – 6:00 PM");
  await expect(weekly.getByRole("listitem").filter({ hasText: "Friday" })).toContainText("9:00 AM – 5:00 PM, 7:00 PM – 10:00 PM");
  await expect(w.getByText("Times in New York (America/New_York)")).toBeVisible();

  // Do Not Repeat: one date, 10:00 AM–2:00 PM; the same date again is refused
  await w.getByRole("tab", { name: "Do Not Repeat" }).click();
  const date = inDays(5);
  await w.getByLabel("Date", { exact: true }).fill(date);
  await w.getByLabel("Date start 1").selectOption("10:00 AM");
  await w.getByLabel("Date end 1").selectOption("2:00 PM");
  await w.getByRole("button", { name: "Add date" }).click();
  const dates = w.getByTestId("dates-list");
  await expect(dates.getByRole("listitem")).toHaveCount(1);
  await expect(dates).toContainText("10:00 AM – 2:00 PM");
  await w.getByLabel("Date", { exact: true }).fill(date);
  await w.getByRole("button", { name: "Add date" }).click();
  await expect(w.getByRole("alert").filter({ hasText: "Selected Date is already available" })).toBeVisible();
  await w.reload();
  await expect(w.getByTestId("dates-list").getByRole("listitem")).toHaveCount(1);
  await expect(w.getByTestId("weekly-list").getByRole("listitem")).toHaveCount(5);
  const axe = await new AxeBuilder({ page: w }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await checkWidths(w, "booking-calendar");

  // the employer, in London, reads the Availability tab converted to London time
  const e = await pageIn(browser, "Europe/London");
  await signInViaUi(e, DEMO.employer, DEMO_PASSWORD);
  await e.goto(`/dashboard/detail-employee/${worker.user._id}`);
  await e.getByRole("tab", { name: "Availability" }).click();
  await expect(e.getByTestId("viewer-zone")).toHaveText("Shown in your time zone: London (Europe/London)");
  // the next Monday 9:00 AM–6:00 PM in New York, as London wall-clock times (whatever daylight saving says)
  const monday = new Date(Date.now() + 86_400_000);
  while (new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", weekday: "short" }).format(monday) !== "Mon")
    monday.setTime(monday.getTime() + 86_400_000);
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(monday).split("-").map(Number);
  const london = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/London", hour: "numeric", minute: "2-digit" });
  const london9 = london.format(zonedInstant(dateKey(y, m, d), 9 * 60, "America/New_York"));
  const london6 = london.format(zonedInstant(dateKey(y, m, d), 18 * 60, "America/New_York"));
  const mondayLabel = new Intl.DateTimeFormat("en-US", {
    timeZone: "Europe/London",
    weekday: "short",
    month: "short",
    day: "numeric",
  }).format(zonedInstant(dateKey(y, m, d), 12 * 60, "America/New_York"));
  const row = e.getByTestId("upcoming-list").getByRole("listitem").filter({ hasText: mondayLabel });
  await expect(row).toContainText(`${london9} – ${london6}`);
  expect(london9).not.toBe("9:00 AM");
  await expect(e.getByTestId("owner-weekly")).toContainText("9:00 AM – 6:00 PM");
  await expect(e.getByText("In New York (America/New_York)")).toBeVisible();
  const tabAxe = await new AxeBuilder({ page: e }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(tabAxe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await checkWidths(e, "availability-tab");
});
