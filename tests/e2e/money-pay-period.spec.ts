// Pay periods end to end: an employer pays the hours of an ongoing hourly contract so far from Process
// Payment (confirmation with amount, fee and total); the contract stays open, the employee's Earning screen
// (already open) shows the money without a reload and their timesheet marks the time Paid.
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi, type Account } from "./helpers/accounts";
import { call as apiPost, fundEmployer, sql } from "./helpers/api";

const ip = randomIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": ip } });

/** Two tracked hours a week ago (the time clock's entries, written directly). */
function trackTwoHours(jobId: string) {
  return sql(async (db) => {
    const start = new Date(Date.now() - 7 * 86_400_000);
    await db.query(
      `INSERT INTO "TimeEntry" (id, "contractId", "userId", start, "end", memo, type)
       SELECT $1, c.id, c."userId", $2, $3, 'Stage build', 'track' FROM "Contract" c WHERE c."jobId" = $4`,
      [`e2e${randomUUID().replace(/-/g, "")}`, start, new Date(start.getTime() + 2 * 3600_000), jobId],
    );
  });
}

async function personPage(browser: Browser, who: Account): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } });
  const page = await context.newPage();
  await signInViaUi(page, who.email, who.password);
  return page;
}

test("an employer pays an hourly contract's hours so far; it stays open and the employee sees it live", async ({ browser, request }) => {
  const employer = await registerEmployerViaApi(request);
  const worker = await registerProviderViaApi(request);
  await fundEmployer(employer.user._id, 40000);
  const { job } = await apiPost(request, employer, "job/create", {
    title: `Stage crew by the hour ${Date.now().toString(36)}`,
    description: "Set up, run and strike the staging for a week of events downtown.",
    categories: "Warehouse & Logistics",
    skills: "Forklift,Rigging",
    payType: "Hourly",
    price: "30",
    duration: "20",
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
    coverText: "I have run stage crews for ten years and can start early.",
    price: 30,
    duration: 20,
    screenAnswers: [],
  });
  await apiPost(request, employer, "job/hire", { id: job._id, userId: worker.user._id });
  await trackTwoHours(job._id);

  // the employee watches their Earning screen
  const w = await personPage(browser, worker);
  await w.goto("/dashboard/payment");
  await expect(w.getByTestId("wallet-balance")).toHaveText("$0.00");

  const e = await personPage(browser, employer);
  await e.goto(`/dashboard/pay/${job._id}`);
  await expect(e.getByTestId("period-weeks")).toContainText("$60.00");
  await expect(e.getByRole("heading", { name: "Complete contract" })).toBeVisible();
  await e.getByTestId("pay-period-all").click();
  const dialog = e.getByRole("dialog", { name: "Pay hours so far" });
  await expect(dialog.getByTestId("period-confirm")).toContainText("2h 00m");
  await expect(dialog.getByTestId("period-confirm")).toContainText("$60.00");
  await dialog.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(e.getByText("Payment sent. The contract stays open.")).toBeVisible();
  await expect(e.getByTestId("period-none")).toBeVisible();
  await expect(e.getByTestId("period-payments")).toContainText("$60.00 for 1 entry");

  // live: no reload on the employee's side
  await expect(w.getByTestId("wallet-balance")).toHaveText("$60.00", { timeout: 15_000 });
  await expect(w.getByTestId("transactions").locator("tbody tr").first()).toContainText("+$60.00");

  await w.goto(`/dashboard/time-sheet?project=${job._id}`);
  await expect(w.getByTestId("sheet-entry-paid")).toContainText("Paid");
  await expect(w.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
});
