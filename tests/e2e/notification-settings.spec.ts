// E-mail choices: an invitation arrives by e-mail; its unsubscribe link, opened signed out, asks once and turns
// that kind off (a second visit says the link was used); the notification settings page shows the switch off,
// and turning it back on there is kept across a reload.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi, type Account } from "./helpers/accounts";
import { latestMail } from "./helpers/mail";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

test("an invitation e-mail's unsubscribe link turns invitations off; the settings page turns them on again", async ({ page, request }) => {
  const employer = await registerEmployerViaApi(request);
  const worker = await registerProviderViaApi(request);
  const since = new Date(Date.now() - 1000);
  const jobId = await postJob(request, employer);
  const invited = await request.post("/api/job/invite", {
    headers: { Authorization: `Bearer ${employer.token}` },
    data: { id: jobId, employees: [worker.user._id] },
  });
  expect((await invited.json()).result).toBe(true);

  const mail = await latestMail(worker.email, { since, timeoutMs: 20_000 });
  expect(mail.subject).toBe('Lone Star Events LLC invited you to apply to "Night shift warehouse crew"');
  expect(mail.text).toContain(`/dashboard/detail-job/${jobId}`);
  const link = new URL(/Unsubscribe from these e-mails: (\S+)/.exec(mail.text)![1]);

  // signed out: the page asks, the button unsubscribes, the link works once
  await page.goto(link.pathname + link.search);
  await expect(page.getByText("Invitations to apply to a job")).toBeVisible();
  await page.getByTestId("unsubscribe-confirm").click();
  await expect(page.getByTestId("unsubscribe-done")).toHaveText(
    "Done. You will no longer get e-mails about: Invitations to apply to a job.",
  );
  await page.reload();
  await expect(page.getByTestId("unsubscribe-invalid")).toContainText("already used");

  await signInViaUi(page, worker.email, worker.password);
  await page.goto("/dashboard/edit-profile");
  await page.getByTestId("notification-settings-link").click();
  await page.waitForURL("**/dashboard/notification-settings");
  const invitations = page.getByRole("switch", { name: "Invitations to apply to a job" });
  await expect(invitations).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("switch", { name: "Being hired" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("always-sent")).toContainText("always sent");
  await invitations.click();
  await expect(invitations).toHaveAttribute("aria-checked", "true");
  await expect(invitations).toBeEnabled();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Invitations to apply to a job" })).toHaveAttribute("aria-checked", "true");
});

async function postJob(request: APIRequestContext, who: Account): Promise<string> {
  const res = await request.post("/api/job/create", {
    headers: { Authorization: `Bearer ${who.token}` },
    data: {
      title: "Night shift warehouse crew",
      description: "Unload trucks and sort parcels for one night shift at our downtown warehouse.",
      categories: "Warehouse & Logistics",
      skills: "Forklift",
      payType: "Fixed",
      price: "200",
      duration: "1",
      type: "One-time job",
      location: "Denver, CO 80202",
      city: "Denver",
      state: "CO",
      zipcode: "80202",
      lat: 39.7392,
      lng: -104.9903,
      screenQuestions: JSON.stringify([{ question: "Can you lift 50 pounds?", generatedByAI: false }]),
    },
  });
  const json = await res.json();
  expect(json.result, JSON.stringify(json)).toBe(true);
  return json.job._id as string;
}
