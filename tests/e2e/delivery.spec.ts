// Fixed-price delivery in the browser, at 1366 and 360 px: a fixed-price job is hired through the API; the
// worker marks the work delivered with a note on the Contract tab and reads when it is accepted automatically;
// the employer reads the note and the countdown and accepts and pays; both read "Accepted" and the worker's
// Earning shows the payment. No sideways scroll, axe clean, screenshots in .data/screens/.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, type Account } from "./helpers/accounts";
import { call, jobBody } from "./helpers/api";
import { fundEmployer, personPage as signedIn, screenshotsAt } from "./helpers/journey";
import { sticksOut } from "./helpers/screens";

const ip = randomIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": ip } });
const personPage = (browser: Browser, who: Account) => signedIn(browser, who, { ip });

async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** axe clean and nothing past the edges, at 1366 and at 360 px. */
async function fits(page: Page) {
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await sticksOut(page, width), `at ${width}px`).toEqual([]);
    expect(await axe(page), `at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const NOTE = "Logo files and the brand sheet are in the shared folder.";

test("a worker delivers fixed-price work, the employer accepts and pays, the worker sees the payment", async ({ browser, request }) => {
  test.setTimeout(150_000);
  const employer = await registerEmployerViaApi(request);
  const worker = await registerProviderViaApi(request);
  await fundEmployer(employer.user._id);
  const title = `Logo design ${Date.now().toString(36)}`;
  const { job } = await call(
    request,
    employer,
    "job/create",
    jobBody(title, { payType: "Fixed", price: "150", duration: "1", screenQuestions: "[]" }),
  );
  await call(request, worker, "job/apply", {
    id: job._id,
    coverText: "I design logos for small bars.",
    price: 150,
    duration: 1,
    screenAnswers: [],
  });
  await call(request, employer, "job/hire", { id: job._id, userId: worker.user._id });

  // the worker marks the work delivered with a note
  const w = await personPage(browser, worker);
  await w.goto(`/dashboard/detail-job/${job._id}?page=1`);
  const form = w.getByRole("form", { name: "Mark as delivered" });
  await expect(form).toBeVisible();
  await fits(w);
  await form.getByLabel("Delivery note").fill(NOTE);
  await form.getByRole("button", { name: "Mark as delivered" }).click();
  await expect(w.getByTestId("delivery-status")).toContainText(/Delivered .* · accepted automatically on .* unless/);
  await expect(w.getByTestId("delivery-note")).toHaveText(NOTE);
  await fits(w);
  await screenshotsAt(w, "delivery-worker-delivered");

  // the employer reads the note and the countdown, then accepts and pays
  const e = await personPage(browser, employer);
  await e.goto(`/dashboard/detail-job/${job._id}?page=1`);
  const panel = e.getByRole("region", { name: "Delivery" });
  await expect(panel.getByTestId("delivery-note")).toHaveText(NOTE);
  await expect(panel.getByTestId("delivery-countdown")).toContainText(/Accepted automatically in (2 d 2[23] h|3 d 0 h)/);
  const accept = panel.getByRole("button", { name: /^Accept and pay \$150\.00$/ });
  await expect(accept).toBeVisible();
  // the dispute form opens under the same screen (its call is another part's; not sent here)
  await panel.getByRole("button", { name: "Dispute", exact: true }).click();
  await expect(panel.getByRole("form", { name: "Dispute the delivery" }).getByLabel("Amount you agree to pay (USD)")).toBeVisible();
  await fits(e);
  await screenshotsAt(e, "delivery-employer-review");
  await panel.getByRole("button", { name: "Dispute", exact: true }).click();
  await accept.click();
  await expect(e.getByTestId("delivery-accepted")).toContainText("Accepted");
  await fits(e);

  // the worker reads "Accepted" and sees the $150.00 earning
  await w.reload();
  await expect(w.getByTestId("delivery-accepted")).toContainText("Accepted");
  await screenshotsAt(w, "delivery-worker-accepted");
  await w.goto("/dashboard/payment");
  await expect(w.getByTestId("wallet-balance")).toHaveText("$150.00");
  await fits(w);
});
