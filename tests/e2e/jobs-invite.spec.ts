// Invitations on the job detail page: an employer invites an employee (API); the employee follows the
// bell's notification to the job, declines with one of the spec's reasons (a reason is required); the
// employer sees the unanswered invites drop and is told in the bell. And the other answer: Accept opens
// Apply, and the proposal reaches the employer marked Invited.
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi, type Account } from "./helpers/accounts";

const ip = randomIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": ip } });

test("an invited employee declines with a reason; the employer sees the count drop and a notification", async ({ browser, request }) => {
  const employer = await registerEmployerViaApi(request);
  const worker = await registerProviderViaApi(request);
  const job = await postJob(request, employer, "Stage crew for a product launch");
  await invite(request, employer, job._id, [worker.user._id]);

  // the employer's activity box: one invite sent, one unanswered
  const e = await personPage(browser, employer);
  await e.goto(`/dashboard/detail-job/${job._id}`);
  await expect(e.getByTestId("activity-invites-sent")).toHaveText("1");
  await expect(e.getByTestId("activity-unanswered-invites")).toHaveText("1");
  // an invitee without a proposal shows the invited state, and no Hire button (a hire needs a proposal)
  await e.getByRole("tab", { name: "Proposals (0)" }).click();
  const invitations = e.getByRole("region", { name: "Invitations" });
  await expect(invitations).toContainText("Riley Chen");
  await expect(invitations).toContainText("Waiting for an answer");
  await expect(invitations.getByTestId("invite-no-proposal")).toBeVisible();
  await expect(e.getByRole("button", { name: "Hire" })).toHaveCount(0);
  await e.goto(`/dashboard/detail-job/${job._id}`);

  // the employee follows the invitation from the bell
  const w = await personPage(browser, worker);
  await w.getByRole("button", { name: /Notifications/ }).click();
  await w
    .getByRole("dialog", { name: "Notifications" })
    .getByText(/invited you/i)
    .click();
  await w.waitForURL(`**/dashboard/detail-job/${job._id}`);
  await expect(w.getByText("Lone Star Events LLC invited you to this job.", { exact: false })).toBeVisible();
  await expect(w.getByRole("button", { name: "Apply", exact: true })).toHaveCount(0);

  await w.getByRole("button", { name: "Decline", exact: true }).click();
  const modal = w.getByRole("dialog", { name: "Decline Invitation" });
  const reasons = [
    "Job is not a fit for my skills",
    "Not interested in work described",
    "Too busy on other jobs",
    "Proposed rate or budget too low",
    "Spam",
    "Client asked for free work",
    "Other",
  ];
  await expect(modal.getByRole("radio")).toHaveCount(reasons.length);
  for (const r of reasons) await expect(modal.getByRole("radio", { name: r, exact: true })).toBeVisible();
  await modal.getByRole("button", { name: "Decline" }).click();
  await expect(modal.getByText("Please choose a reason.")).toBeVisible();
  await modal.getByRole("radio", { name: "Too busy on other jobs" }).check();
  await modal.getByRole("button", { name: "Decline" }).click();
  await expect(w.getByText("Invitation declined")).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expect(w.getByText("You declined the invitation to this job (Too busy on other jobs).")).toBeVisible();
  await expect(w.getByRole("button", { name: "Accept" })).toHaveCount(0);
  // declining is not a ban: the job stays open to a normal proposal
  await expect(w.getByRole("button", { name: "Apply", exact: true })).toBeVisible();

  // the employer: the unanswered count drops, the reason shows, and the bell tells them
  await e.reload();
  await expect(e.getByTestId("activity-invites-sent")).toHaveText("1");
  await expect(e.getByTestId("activity-unanswered-invites")).toHaveText("0");
  await e.getByRole("tab", { name: "Proposals (0)" }).click();
  await expect(e.getByRole("region", { name: "Invitations" })).toContainText("Declined");
  await expect(e.getByRole("region", { name: "Invitations" })).toContainText("Too busy on other jobs");
  await expect(e.getByTestId("notification-count")).toHaveText("1");
  await e.getByRole("button", { name: /Notifications/ }).click();
  await expect(e.getByRole("dialog", { name: "Notifications" })).toContainText(
    `Riley Chen declined your invitation to "Stage crew for a product launch": Too busy on other jobs.`,
  );
});

test("an invited employee accepts: Apply as an invite reply, marked Invited for the employer", async ({ browser, request }) => {
  const employer = await registerEmployerViaApi(request);
  const worker = await registerProviderViaApi(request);
  const job = await postJob(request, employer, "Forklift operator for a weekend move");
  await invite(request, employer, job._id, [worker.user._id]);

  const w = await personPage(browser, worker);
  await w.goto(`/dashboard/detail-job/${job._id}`);
  await w.getByRole("button", { name: "Accept" }).click();
  const modal = w.getByRole("dialog", { name: "Accept Invitation" });
  await modal.getByLabel("Cover letter").fill("Thanks for the invitation! I have run reach trucks for six years.");
  await modal.getByLabel("Do you have a forklift certificate?").fill("Yes.");
  await modal.getByRole("button", { name: "Submit" }).click();
  await expect(w.getByText("Invitation accepted: your proposal has been sent.")).toBeVisible();
  await expect(w.getByRole("heading", { name: "Your proposal" })).toBeVisible();
  await expect(w.getByRole("button", { name: "Decline", exact: true })).toHaveCount(0);

  const e = await personPage(browser, employer);
  await e.goto(`/dashboard/detail-job/${job._id}`);
  await expect(e.getByTestId("activity-unanswered-invites")).toHaveText("0");
  await e.getByRole("tab", { name: "Proposals (1)" }).click();
  const cell = e.getByRole("article", { name: "Proposal from Riley Chen" });
  await expect(cell.getByText("Invited", { exact: true })).toBeVisible();
  await expect(cell).toContainText("I have run reach trucks for six years.");
});

// ---------------------------------------------------------------------------------------------------

async function personPage(browser: Browser, who: Account): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } });
  const page = await context.newPage();
  await signInViaUi(page, who.email, who.password);
  return page;
}

async function postJob(request: APIRequestContext, who: Account, title: string) {
  const res = await request.post("/api/job/create", {
    headers: { Authorization: `Bearer ${who.token}` },
    data: {
      title,
      description: "Set up, run and strike the staging for a one-day event downtown.",
      categories: "Warehouse & Logistics",
      skills: "Forklift,Rigging",
      payType: "Fixed",
      price: "300",
      duration: "2",
      type: "One-time job",
      location: "Denver, CO 80202",
      city: "Denver",
      state: "CO",
      zipcode: "80202",
      lat: 39.7392,
      lng: -104.9903,
      screenQuestions: JSON.stringify([{ question: "Do you have a forklift certificate?", generatedByAI: false }]),
    },
  });
  const json = await res.json();
  expect(json.result, JSON.stringify(json)).toBe(true);
  return json.job as { _id: string };
}

async function invite(request: APIRequestContext, who: Account, id: string, employees: string[]) {
  const res = await request.post("/api/job/invite", { headers: { Authorization: `Bearer ${who.token}` }, data: { id, employees } });
  const json = await res.json();
  expect(json.result, JSON.stringify(json)).toBe(true);
  expect(json.message).toBe(`${employees.length} employee(s) have been invited successfully.`);
}
