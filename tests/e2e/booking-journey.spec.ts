// The journey across booking, availability and time: two employees publish their availability; an
// employer fills a shift with the New Booking Request wizard (location suggestion, shift tomorrow, the two
// picked by name from the available employees, Standard); the first employee declines, the second accepts
// (after confirming) before the countdown ends; the employer watches it live (Declined, then "Starts tomorrow
// 10:00 AM CST": times are the location's, Austin's, whatever the browsers' zone) and the shift's confirmation. The booked job then appears
// in both time clocks; Clock In opens an hour before the start (the start moved in the database to now), the
// employee tracks an hour (the timer's start moved back instead of waiting), and the employer pays rate ×
// tracked hours.
import { expect, test, type Browser } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, type Account } from "./helpers/accounts";
import { call } from "./helpers/api";
import { fundEmployer, openLive, personPage as signedIn, screenshotsAt, sql } from "./helpers/journey";
import { weekRange } from "@/lib/time/zone";

const ip = randomIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": ip } });
const TZ = "America/New_York";
const personPage = (browser: Browser, who: Account) => signedIn(browser, who, { ip, timezoneId: TZ });

/** Tomorrow's date (YYYY-MM-DD) where the shift is: Austin, in America/Chicago (the browsers are in New York). */
function tomorrow() {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + 86_400_000),
  );
}

test("an employer books two employees in turn: the first declines, the second accepts; hours are tracked and paid", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  const employer = await registerEmployerViaApi(request, { company: `Harbor Events ${suffix}` });
  await fundEmployer(employer.user._id);
  const austin = { location: "Austin, TX 78701", city: "Austin", state: "TX", zipcode: "78701" };
  const first = await registerProviderViaApi(request, { firstName: "Avery", lastName: `First${suffix}`, ...austin });
  const second = await registerProviderViaApi(request, { firstName: "Blake", lastName: `Second${suffix}`, ...austin });
  const everyDay = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].map((date) => ({
    date,
    timesheet: [{ start: "6:00 AM", end: "10:00 PM" }],
  }));
  for (const p of [first, second])
    await call(request, p, "user/update_availability", { type: "weekly", timezone: TZ, sheetData: everyDay });

  // the wizard: step 1, forward only on valid input
  const e = await personPage(browser, employer);
  await e.goto("/dashboard/booking-requests");
  await expect(e.getByRole("heading", { level: 1, name: "Booking Requests" })).toBeVisible();
  await e.getByRole("link", { name: "Add" }).click();
  await e.waitForURL("**/dashboard/new-booking-request");
  await expect(e.getByRole("heading", { level: 1, name: "New Booking Request" })).toBeVisible();
  await e.getByRole("button", { name: "Next", exact: true }).click();
  await expect(e.getByText("Please enter a title for the booking.")).toBeVisible();
  await expect(e.getByText("Please choose a shift date from today on.")).toBeVisible();
  const title = `Gala bartender ${suffix}`;
  await e.getByLabel("Title").fill(title);
  await e.getByLabel("Location").fill("Austin");
  await e.getByRole("listbox", { name: "Suggested places" }).getByRole("option").first().click();
  await e.getByLabel("Shift date").fill(tomorrow());
  await e.getByLabel("Start time").fill("10:00");
  await e.getByLabel("End time").fill("14:00");
  await expect(e.getByText("In the location's time zone: America/Chicago")).toBeVisible();
  await expect(e.getByText(/10:00 AM – 2:00 PM C[SD]T/)).toBeVisible();
  await e.getByLabel("Arrival notes").fill("Staff entrance on 5th Street");
  await e.getByLabel("Pay type").selectOption("Hourly");
  await e.getByLabel("Hourly rate ($)").fill("25");
  await e.getByLabel("Description").fill("Email me at pat@example.com");
  await e.getByRole("button", { name: "Next", exact: true }).click();
  await expect(e.getByRole("alert").filter({ hasText: "Contact details" })).toBeVisible();
  await e.getByLabel("Description").fill("Pour wine and beer for a gala of eighty guests.");
  await screenshotsAt(e, "booking-wizard-step1");
  await e.getByRole("button", { name: "Next", exact: true }).click();

  // step 2: the two employees, picked by name in order (search on Enter)
  const search = e.getByRole("searchbox", { name: "Search employees" });
  for (const p of [first, second]) {
    await search.fill(p.user.lastName as string);
    await search.press("Enter");
    await e.getByRole("checkbox", { name: `Select ${p.user.firstName} ${p.user.lastName}` }).check();
  }
  await expect(e.getByText(`2 selected, asked in this order: Avery First${suffix}, Blake Second${suffix}.`)).toBeVisible();
  await screenshotsAt(e, "booking-wizard-step2");
  // a step header goes back; the later one is not clickable
  await e.getByRole("button", { name: "1. Booking Info" }).click();
  await expect(e.getByLabel("Title")).toHaveValue(title);
  await expect(e.getByRole("button", { name: "2. Employees" })).toBeDisabled();
  await e.getByRole("button", { name: "Next", exact: true }).click();
  await e.getByRole("button", { name: "Next", exact: true }).click();

  // step 3: Standard, 1 hour; recurring is for Premium only
  await expect(e.getByRole("radio", { name: /Standard/ })).toBeChecked();
  await expect(e.getByLabel("Response time limit")).toHaveValue("60");
  await expect(e.getByText("Recurring bookings come with the Premium plan.")).toBeVisible();
  await screenshotsAt(e, "booking-wizard-step3");
  await e.getByRole("button", { name: "Done" }).click();
  await e.waitForURL("**/dashboard/booking-requests");
  await expect(e.getByText("Your booking request was sent.")).toBeVisible();
  const row = e.getByRole("link", { name: new RegExp(title) });
  await expect(row).toContainText("PENDING");
  await expect(row).toHaveAttribute("data-colour", "amber");
  await screenshotsAt(e, "booking-list-employer");
  await row.click();
  await e.waitForURL(/\/dashboard\/booking-detail\//);
  const detailUrl = e.url();
  await openLive(e, detailUrl);
  const employees = e.getByRole("list", { name: "Employees" });
  await expect(employees.getByRole("listitem").nth(0)).toContainText(/Active · \d+ min left/);
  await expect(employees.getByRole("listitem").nth(1)).toContainText("Waiting");

  // the first employee declines
  const a = await personPage(browser, first);
  await a.goto("/dashboard/booking-requests");
  const aRow = a.getByRole("link", { name: new RegExp(title) });
  await expect(aRow).toHaveAttribute("data-colour", "blue");
  await screenshotsAt(a, "booking-list-employee");
  await aRow.click();
  await expect(a.getByTestId("minutes-left")).toHaveText(/^(60|59) minutes remaining$/);
  // the arrival details are for the hired worker only
  await expect(a.getByTestId("arrival-details")).toHaveCount(0);
  await expect(a.getByRole("link", { name: "Message", exact: true })).toHaveAttribute("href", `/dashboard/chat/${employer.user._id}`);
  await screenshotsAt(a, "booking-detail-employee");
  await a.getByRole("button", { name: "Decline" }).click();
  const confirmDecline = a.getByRole("dialog", { name: "Decline booking request" });
  await expect(confirmDecline).toBeVisible();
  await confirmDecline.getByRole("button", { name: "Decline" }).click();
  await expect(a.getByTestId("booking-status")).toHaveText("Declined");
  await expect(employees.getByRole("listitem").nth(0)).toContainText("Declined");
  await expect(employees.getByRole("listitem").nth(1)).toContainText(/Active · \d+ min left/);

  // the second accepts before the countdown ends: the job starts
  const b = await personPage(browser, second);
  await b.goto(detailUrl);
  await expect(b.getByTestId("minutes-left")).toHaveText(/^(60|59) minutes remaining$/);
  await b.getByRole("button", { name: "Accept" }).click();
  await expect(b.getByTestId("booking-status")).toHaveText(/^Starts tomorrow 10:00 AM C[SD]T$/, { timeout: 30_000 });
  await expect(b.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await expect(e.getByTestId("booking-status")).toHaveText(/^Starts tomorrow 10:00 AM C[SD]T$/);
  await b.reload();
  await expect(b.getByTestId("arrival-details")).toContainText("Staff entrance on 5th Street");
  await expect(employees.getByRole("listitem").nth(1)).toContainText("Accepted");
  await expect(e.getByRole("button", { name: "Delete" })).toHaveCount(0);
  // the worker confirms the shift on the booking screen; the employer's shift panel follows live
  const shiftPanel = b.getByTestId("shift-panel");
  await expect(shiftPanel.getByTestId("shift-status")).toHaveText("Booked: not confirmed yet");
  await shiftPanel.getByRole("button", { name: "Confirm" }).click();
  await expect(shiftPanel.getByTestId("shift-status")).toHaveText("Confirmed");
  await expect(e.getByTestId("shift-panel").getByTestId("shift-status")).toHaveText("Confirmed");
  await screenshotsAt(e, "booking-detail-employer");
  await e.goto("/dashboard/booking-requests");
  // a confirmed shift for tomorrow is active, labelled by when it starts
  await expect(e.getByRole("link", { name: new RegExp(title) })).toContainText(/Starts tomorrow 10:00 AM C[SD]T/);
  await screenshotsAt(e, "booking-list-confirmed");

  // the booked job is on the employee's time clock, Clock In from an hour before the start until the end
  const { rows } = await sql(`select "jobId" from "BookingRequest" where title = $1`, [title]);
  const jobId = rows[0].jobId as string;
  await b.goto("/dashboard/time-clock-manager");
  await expect(b.getByText(title)).toBeVisible();
  await expect(b.getByTestId("booked-shift")).toContainText(/Clock In opens \w{3}, \w{3} \d{1,2} at 9:00 AM C[SD]T\./);
  await expect(b.getByRole("button", { name: `Clock In on ${title}` })).toHaveCount(0);
  // the shift has come: its start is now (moved in the database, on the hired job's schedule)
  await sql(`update "Job" set "shiftStart" = now(), "shiftEnd" = now() + interval '4 hours' where id = $1`, [jobId]);
  // and on the worker's commitment to it, which the time clock reads first
  await sql(`update "Shift" set "start" = now(), "end" = now() + interval '4 hours' where "jobId" = $1`, [jobId]);
  await b.reload();
  await b.getByRole("button", { name: `Clock In on ${title}` }).click();
  const note = b.getByRole("dialog", { name: "Work Note" });
  await note.getByLabel("Work note (optional)").fill("Setting up the bar");
  await note.getByRole("button", { name: "Clock In" }).click();
  await expect(b.getByRole("region", { name: "Running timer" })).toContainText(`Clocked in on ${title}`);
  const startedAt = Date.now() - 61 * 60_000;
  await sql(`update "Timer" set "startAt" = now() - interval '61 minutes' where "userId" = $1`, [second.user._id]);
  await b.reload();
  await b.getByRole("region", { name: "Running timer" }).getByRole("button", { name: "Clock Out" }).click();
  await b.getByRole("dialog", { name: "Clock Out" }).getByRole("button", { name: "Clock Out and submit" }).click();
  await expect(b.getByText("Clocked out. Your hours were sent to the employer for approval.")).toBeVisible();

  // and on the employer's: the hours, then Process Payment for rate × tracked hours
  await e.goto("/dashboard/time-clock-manager");
  await expect(e.getByText(title)).toBeVisible();
  // the week's figure counts the part of the hour inside this week (Sunday 00:00 in the employer's zone): the
  // whole hour, unless the test runs in the hour after the week began; the pay screen shows all of it
  const zone = ((await e.getByText(/times in /).textContent()) ?? "")
    .replace(/.*times in /, "")
    .replace(/\.$/, "")
    .replace(/ /g, "_");
  if (startedAt > weekRange(new Date(), zone).start.getTime() + 60_000)
    await expect(e.getByTestId("report-week")).toHaveText("1h 01m (1.02 hrs)");
  else await expect(e.getByTestId("report-week")).toHaveText(/^\d+m \(0\.\d\d hrs\)$/);
  await e.goto(`/dashboard/pay/${jobId}`);
  await expect(e.getByTestId("pay-hours")).toHaveText("1h 01m");
  await expect(e.getByTestId("pay-rate")).toHaveText("$25.00/hr");
  await expect(e.getByTestId("pay-subtotal")).toHaveText("$25.42");
  await e.getByRole("button", { name: "Pay Now" }).click();
  await e.getByRole("dialog", { name: "Process Payment" }).getByRole("button", { name: "Yes" }).click();
  await e.waitForURL("**/dashboard/payment");
  // the accept held the booked hours from the wallet; the payment came out of that hold, and paying fewer
  // tracked hours returned the rest of it to the wallet in the same journal
  const history = e.getByTestId("transactions").locator("tbody tr");
  await expect(history.filter({ hasText: `Held for: ${title}` })).toHaveCount(1);
  await expect(history.filter({ hasText: `Returned from the hold: ${title}` })).toHaveCount(1);
  await expect(history.filter({ hasText: `Payment: ${title}` }).getByTestId("tx-held")).toHaveText("Paid from the hold");
});
