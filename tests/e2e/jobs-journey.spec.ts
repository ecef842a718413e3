// The main jobs journey through the job detail page: an employer (made and given credit through the API)
// posts a job; an employee finds it on FOR YOU, tries a cover letter with an e-mail (warning, Submit
// blocked), applies; the employer reads Proposals (1), hires, completes (→ pay screen), reviews; the
// employee reads the review; someone else sees only that the job is filled. Then the owner's other tools:
// Read more / Show less, the ask-buy-credit confirm, cancel job; and the employee's save and withdraw.
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { PASSWORD, randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi, type Account } from "./helpers/accounts";
import { giveCredit } from "./helpers/api";

const ip = randomIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": ip } });

const CATEGORY = "Warehouse & Logistics";

test("post → find → apply → hire → complete → pay screen → review, seen by both sides", async ({ browser, request }) => {
  // two people through a job's whole life, screen by screen: longer than one screen's check
  test.setTimeout(120_000);
  const skill = `Cold-chain audits ${Date.now().toString(36)}`;
  const title = `Cold storage inventory count ${Date.now().toString(36)}`;
  const employer = await registerEmployerViaApi(request);
  await giveCredit(employer.user._id, 1);
  const worker = await registerProviderViaApi(request, {
    categories: JSON.stringify([CATEGORY]),
    skills: JSON.stringify([skill, "Forklift"]),
    hourlyRate: "20",
  });
  const job = await postJob(request, employer, {
    title,
    skills: `${skill},Forklift`,
    screenQuestions: JSON.stringify([{ question: "Do you have a forklift certificate?", generatedByAI: false }]),
  });

  // the employee signs in and finds the job on FOR YOU
  const w = await personPage(browser, worker);
  await w.getByRole("tab", { name: "FOR YOU" }).click();
  await w.getByRole("link", { name: title }).first().click();
  await w.waitForURL(`**/dashboard/detail-job/${job._id}`);
  await expect(w.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(w.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await expect(w.getByRole("tab", { name: "Contract" })).toBeVisible();
  await expect(w.getByTestId("job-price")).toHaveText("$22.50/hr (Hourly)");
  await expect(w.getByTestId("job-duration")).toHaveText("8 hours");
  await expect(w.getByText("You will answer these questions when you apply.")).toBeVisible();
  await expect(w.getByTestId("activity-proposals")).toHaveText("0");
  await expect(w.getByTestId("employer-name")).toHaveText("Lone Star Events LLC");
  await expect(w.getByRole("link", { name: "View employer profile" })).toHaveAttribute(
    "href",
    `/dashboard/detail-employer/${employer.user._id}`,
  );
  // no Maps key in the test build: the self-drawn card and a Directions link, never a broken map
  await expect(w.getByTestId("location-card")).toContainText("39.73920, -104.99030");
  await expect(w.getByTestId("job-map")).toHaveCount(0);
  await expect(w.getByRole("link", { name: "Directions" })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/dir/?api=1&destination=39.7392,-104.9903",
  );

  // apply: the rules of spec §5, the contact warning live, then a clean proposal
  await w.getByRole("button", { name: "Apply", exact: true }).click();
  const modal = w.getByRole("dialog", { name: "Apply Proposal" });
  await modal.getByLabel("Cover letter").fill("Too short");
  await modal.getByRole("button", { name: "Submit" }).click();
  await expect(modal.getByText("Cover letter must be at least 20 characters")).toBeVisible();
  await expect(modal.getByText("Answer cannot be empty.")).toBeVisible();
  await modal.getByLabel("Cover letter").fill("I can start Monday. Write to me at riley.chen@gmail.com so we can talk.");
  await expect(modal.getByTestId("violation-warning")).toHaveText(
    "It is a violation of our terms and conditions to use phone numbers, emails, or alternative means for communication other than our in-app messaging feature.",
  );
  await expect(modal.getByRole("button", { name: "Submit" })).toBeDisabled();
  const cover = "I ran cycle counts in a -20°F freezer for three years and I can start on Monday morning.";
  await modal.getByLabel("Cover letter").fill(cover);
  await expect(modal.getByTestId("violation-warning")).toHaveCount(0);
  await modal.getByLabel("Do you have a forklift certificate?").fill("Yes, OSHA certified since 2019.");
  await modal.getByLabel("Hourly rate").fill("24");
  await modal.getByLabel("Duration (hours)").fill("6.5");
  await modal.getByRole("button", { name: "Submit" }).click();
  await expect(w.getByText("Your proposal has been sent.")).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expect(w.getByRole("heading", { name: "Your proposal" })).toBeVisible();
  await expect(w.getByTestId("activity-proposals")).toHaveText("1");
  await expect(w.getByRole("button", { name: "View proposal" })).toBeVisible();

  // the employer reads Proposals (1) and hires
  const e = await personPage(browser, employer);
  await e.goto(`/dashboard/detail-job/${job._id}`);
  await expect(e.getByText("The questions you set for applicants.")).toBeVisible();
  await e.getByRole("tab", { name: "Proposals (1)" }).click();
  await expect(e).toHaveURL(/page=1/);
  const cell = e.getByRole("article", { name: "Proposal from Riley Chen" });
  await expect(cell).toContainText("$24.00/hr");
  await expect(cell).toContainText("6.5 hours");
  await expect(cell).toContainText(cover);
  await expect(cell).toContainText("Yes, OSHA certified since 2019.");
  await expect(cell.getByRole("link", { name: "Message" })).toHaveAttribute("href", `/dashboard/chat/${worker.user._id}`);
  await cell.getByRole("button", { name: "Hire" }).click();
  const hire = e.getByRole("dialog", { name: "Hire Riley Chen" });
  // the terms are the proposal's, shown, not editable
  await expect(hire.getByTestId("hire-price")).toHaveText("$24.00/hr");
  await expect(hire.getByTestId("hire-duration")).toHaveText("6.5 hours");
  await expect(hire.getByRole("textbox")).toHaveCount(0);
  await expect(hire.getByTestId("hire-total")).toHaveText("Contract total: $156.00");
  await hire.getByRole("button", { name: "Hire" }).click();

  // the job is Active: Overview + Contract, no footer actions
  await expect(e.getByRole("tab", { name: "Contract" })).toHaveAttribute("aria-selected", "true");
  const contract = e.getByTestId("contract-cell");
  await expect(contract.getByTestId("job-status")).toHaveText("Active");
  await expect(contract.getByTestId("contract-rate")).toHaveText("$24.00/hr");
  await expect(contract.getByTestId("contract-duration")).toHaveText("6.5 hours");
  await expect(contract.getByTestId("contract-extra-pay")).toHaveText("$0.00");
  await expect(contract.getByTestId("contract-total")).toHaveText("$156.00");
  await expect(contract.getByTestId("contract-counterpart")).toHaveText("Riley Chen");
  await expect(contract).toContainText(cover);
  await expect(e.getByTestId("job-footer")).toHaveCount(0);

  // complete → the pay screen with the contract summary, the 5 % service fee of the demo settings, and
  // Pay Now disabled (this new employer's wallet is empty)
  await contract.getByRole("button", { name: "Complete" }).click();
  await e.getByRole("dialog", { name: "Complete contract" }).getByText("Are you sure you want to complete this contract?").waitFor();
  await e.getByRole("dialog", { name: "Complete contract" }).getByRole("button", { name: "Yes" }).click();
  await e.waitForURL(`**/dashboard/pay/${job._id}`);
  await expect(e.getByRole("heading", { level: 1, name: "Process Payment" })).toBeVisible();
  await expect(e.getByTestId("pay-employee")).toHaveText("Riley Chen");
  await expect(e.getByTestId("pay-contract")).toContainText(title);
  await expect(e.getByTestId("pay-rate")).toHaveText("$24.00/hr");
  await expect(e.getByTestId("pay-duration")).toHaveText("6.5 hours");
  await expect(e.getByTestId("pay-subtotal")).toHaveText("$156.00");
  await expect(e.getByTestId("pay-fee")).toHaveText("$7.80");
  await expect(e.getByTestId("pay-total")).toHaveText("$163.80");
  await expect(e.getByTestId("pay-balance")).toHaveText("$0.00");
  await expect(e.getByText("You do not have enough balance to complete this payment.")).toBeVisible();
  await expect(e.getByRole("button", { name: "Pay Now" })).toBeDisabled();
  await expect(e.getByRole("link", { name: "Add Funds" })).toHaveAttribute("href", "/dashboard/deposit");

  // back to the contract: completed, and the review form (its messages first)
  await e.getByRole("link", { name: "← Back to the contract" }).click();
  await expect(e.getByRole("tab", { name: "Contract" })).toHaveAttribute("aria-selected", "true");
  await expect(e.getByTestId("contract-cell").getByTestId("job-status")).toHaveText("Completed");
  await expect(e.getByTestId("contract-cell").getByRole("button", { name: "Complete" })).toHaveCount(0);
  await e.getByRole("button", { name: "Submit Review" }).click();
  await expect(e.getByText("Please select a rating.")).toBeVisible();
  await expect(e.getByText("Please write a review.")).toBeVisible();
  await e.getByRole("radio", { name: "5 stars" }).click();
  await e.getByRole("textbox", { name: "Review" }).fill("Fast, careful and accurate counts. Would hire again.");
  await e.getByRole("button", { name: "Submit Review" }).click();
  await expect(e.getByText("Review submitted")).toBeVisible();
  await expect(e.getByTestId("review-view")).toContainText("Fast, careful and accurate counts. Would hire again.");
  await expect(e.getByTestId("review-score")).toHaveText("5/5");
  await expect(e.getByRole("button", { name: "Submit Review" })).toHaveCount(0);
  await e.reload();
  await expect(e.getByTestId("review-view")).toBeVisible();

  // the employee sees the completed contract and the review, read-only
  await w.goto(`/dashboard/detail-job/${job._id}?page=1`);
  const mine = w.getByTestId("contract-cell");
  await expect(mine.getByTestId("job-status")).toHaveText("Completed");
  await expect(mine.getByTestId("contract-counterpart")).toHaveText("Lone Star Events LLC");
  await expect(mine.getByTestId("contract-total")).toHaveText("$156.00");
  await expect(w.getByTestId("review-view")).toContainText("Fast, careful and accurate counts. Would hire again.");
  // the employer's review of them is read-only; their own form is the review of the employer
  await expect(w.getByTestId("review-view").getByRole("button")).toHaveCount(0);
  await expect(w.getByRole("form", { name: "Review the employer" })).toBeVisible();
  await expect(mine.getByRole("button", { name: "Complete" })).toHaveCount(0);

  // another employee: the job is filled; nobody else's proposal or contract
  const other = await registerProviderViaApi(request, { firstName: "Sam", lastName: "Ortiz" });
  const o = await personPage(browser, other);
  await o.goto(`/dashboard/detail-job/${job._id}`);
  await expect(o.getByTestId("job-status")).toHaveText("Completed");
  await o.getByRole("tab", { name: "Contract" }).click();
  await expect(o.getByText("This job has been filled.")).toBeVisible();
  await expect(o.getByTestId("contract-cell")).toHaveCount(0);
  const html = await o.content();
  expect(html).not.toContain(cover);
  expect(html).not.toContain("OSHA certified");
  await expect(o.getByTestId("job-footer")).toHaveCount(0);
});

test("the owner's tools: Read more / Show less, the ask-buy-credit confirm, cancel job", async ({ browser, request }) => {
  const employer = await registerEmployerViaApi(request); // no credit, free level
  const worker = await registerProviderViaApi(request);
  const job = await postJob(request, employer, { title: "Pallet wrapping for a trade show" });
  const longCover = `${"I have wrapped and staged pallets for events of every size. ".repeat(6)}THE-END-OF-THE-LETTER`;
  await applyViaApi(request, worker, job._id, { coverText: longCover, price: 21, duration: 5 });

  const e = await personPage(browser, employer);
  await e.goto(`/dashboard/detail-job/${job._id}?page=1`);
  await expect(e.getByRole("tab", { name: "Proposals (1)" })).toHaveAttribute("aria-selected", "true");
  const cell = e.getByRole("article", { name: "Proposal from Riley Chen" });
  await expect(cell.getByText(/THE-END-OF-THE-LETTER/)).toHaveCount(0);
  await cell.getByRole("button", { name: "Read more" }).click();
  await expect(cell.getByText(/THE-END-OF-THE-LETTER/)).toBeVisible();
  await cell.getByRole("button", { name: "Show less" }).click();
  await expect(cell.getByText(/THE-END-OF-THE-LETTER/)).toHaveCount(0);

  // hiring without credit: the Hire dialog says so up front; the ask-buy-credit confirm (its message once)
  // leads to the subscription page
  await cell.getByRole("button", { name: "Hire" }).click();
  const hire = e.getByRole("dialog", { name: "Hire Riley Chen" });
  await expect(hire.getByTestId("hiring-allowance")).toContainText("You have 0 hire credits.");
  await hire.getByRole("button", { name: "Hire", exact: true }).click();
  const ask = e.getByRole("dialog", { name: "Buy a hire credit" });
  await expect(ask.getByTestId("need-credit-message")).toContainText("Opening a contract of a new job needs credit");
  expect((await ask.innerText()).split("Please buy credit").length).toBe(2);
  await ask.getByRole("button", { name: "Buy One hire credit or a plan" }).click();
  await e.waitForURL("**/dashboard/subscription");

  // cancel the job: the spec's confirm, then no footer and the Contract tab
  await e.goto(`/dashboard/detail-job/${job._id}`);
  await expect(e.getByRole("link", { name: "Edit" })).toHaveAttribute("href", `/dashboard/job?id=${job._id}`);
  await e.getByRole("button", { name: "Cancel job" }).click();
  const confirm = e.getByRole("dialog", { name: "Cancel job" });
  await expect(confirm).toContainText("Are you sure you want to cancel this job?");
  await confirm.getByRole("button", { name: "Yes" }).click();
  await expect(e.getByTestId("job-status").first()).toHaveText("Cancelled");
  await expect(e.getByTestId("job-footer")).toHaveCount(0);
  await expect(e.getByRole("tab", { name: "Contract" })).toBeVisible();
  await expect(e.getByRole("tab", { name: /Proposals/ })).toHaveCount(0);
});

test("an employee saves and unsaves a job, and withdraws a proposal", async ({ browser, request }) => {
  const employer = await registerEmployerViaApi(request);
  const worker = await registerProviderViaApi(request);
  const job = await postJob(request, employer, { title: "Weekend loading dock help" });

  const w = await personPage(browser, worker);
  await w.goto(`/dashboard/detail-job/${job._id}`);
  await w.getByRole("button", { name: "Save job" }).click();
  await expect(w.getByRole("button", { name: "Unsave job" })).toHaveAttribute("aria-pressed", "true");
  await w.reload();
  await w.getByRole("button", { name: "Unsave job" }).click();
  await expect(w.getByRole("button", { name: "Save job" })).toHaveAttribute("aria-pressed", "false");

  await w.getByRole("button", { name: "Apply", exact: true }).click();
  const modal = w.getByRole("dialog", { name: "Apply Proposal" });
  await modal.getByLabel("Cover letter").fill("Strong back, own steel-toe boots, free every weekend this month.");
  await modal.getByLabel("Do you have a forklift certificate?").fill("Not yet, but I am a quick learner.");
  await modal.getByRole("button", { name: "Submit" }).click();
  await expect(w.getByRole("heading", { name: "Your proposal" })).toBeVisible();

  await w.getByRole("button", { name: "View proposal" }).click();
  await w.getByRole("dialog", { name: "Your Proposal" }).getByRole("button", { name: "Withdraw Proposal" }).click();
  await w.getByRole("dialog", { name: "Withdraw Proposal" }).getByRole("button", { name: "Yes" }).click();
  await expect(w.getByText("Your proposal has been withdrawn.")).toBeVisible();
  await expect(w.getByRole("heading", { name: "Your proposal" })).toHaveCount(0);
  await expect(w.getByRole("button", { name: "Apply", exact: true })).toBeVisible();
  await expect(w.getByTestId("activity-proposals")).toHaveText("0");
});

// ---------------------------------------------------------------------------------------------------

/** A signed-in page of its own (each person gets a separate browser context, so sessions do not mix). */
async function personPage(browser: Browser, who: Account): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } });
  const page = await context.newPage();
  await signInViaUi(page, who.email, who.password);
  return page;
}

/** job/create with a Bearer token from user/login (the job form itself is tested with the form). */
async function postJob(request: APIRequestContext, who: Account, over: Record<string, unknown> = {}) {
  const login = await request.post("/api/user/login", { data: { email: who.email, password: PASSWORD } });
  const { token } = await login.json();
  const res = await request.post("/api/job/create", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: "Inventory count",
      description: "Count every pallet in our Denver cold-storage warehouse and reconcile the numbers with our system.",
      categories: CATEGORY,
      skills: "Forklift,Inventory",
      payType: "Hourly",
      price: "22.50",
      duration: "8",
      type: "One-time job",
      location: "1701 Wynkoop St, Denver, CO 80202",
      street_number: "1701",
      route: "Wynkoop St",
      city: "Denver",
      state: "CO",
      zipcode: "80202",
      country: "US",
      lat: 39.7392,
      lng: -104.9903,
      screenQuestions: JSON.stringify([{ question: "Do you have a forklift certificate?", generatedByAI: false }]),
      ...over,
    },
  });
  const json = await res.json();
  expect(json.result, JSON.stringify(json)).toBe(true);
  return json.job as { _id: string; title: string };
}

async function applyViaApi(request: APIRequestContext, who: Account, id: string, over: Record<string, unknown>) {
  const res = await request.post("/api/job/apply", {
    headers: { Authorization: `Bearer ${who.token}` },
    data: { id, coverText: "I can do this job well and on time.", price: 20, duration: 4, screenAnswers: ["Yes, certified."], ...over },
  });
  const json = await res.json();
  expect(json.result, JSON.stringify(json)).toBe(true);
}
