// The employer sorts the proposals of an open job: Shortlist one, Decline another with a required reason,
// the All / Shortlisted / Declined filters with their counts, no Hire on the declined one; its author sees
// "Not selected" and never the reason. The job page fits 360 px and has no serious accessibility violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi, type Account } from "./helpers/accounts";
import { call, jobBody } from "./helpers/api";
import { sticksOut } from "./helpers/screens";

const ip = randomIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": ip } });

async function personPage(browser: Browser, who: Account): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } });
  const page = await context.newPage();
  await signInViaUi(page, who.email, who.password);
  return page;
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
}

test("the employer shortlists one proposal and declines another; its author sees Not selected", async ({ browser, request }) => {
  test.slow();
  const tag = Date.now().toString(36);
  const boss = await registerEmployerViaApi(request);
  const kept = await registerProviderViaApi(request, { firstName: "Kim", lastName: `Keep${tag}` });
  const gone = await registerProviderViaApi(request, { firstName: "Dana", lastName: `Pass${tag}` });
  const job = (await call(request, boss, "job/create", jobBody(`Bartender for a launch party ${tag}`))).job;
  for (const who of [kept, gone]) {
    await call(request, who, "job/apply", {
      id: job._id,
      coverText: "Eight years behind busy bars in Austin; happy to help.",
      price: 30,
      duration: 5,
      isInvite: false,
      screenAnswers: [],
    });
  }

  const e = await personPage(browser, boss);
  await e.goto(`/dashboard/detail-job/${job._id}`);
  await e.getByRole("tab", { name: "Proposals (2)" }).click();
  const filters = e.getByRole("group", { name: "Show proposals" });
  await expect(filters.getByRole("button", { name: "All (2)" })).toHaveAttribute("aria-pressed", "true");
  const keptCell = e.getByRole("article", { name: `Proposal from Kim Keep${tag}` });
  const goneCell = e.getByRole("article", { name: `Proposal from Dana Pass${tag}` });

  await keptCell.getByRole("button", { name: "Shortlist" }).click();
  await expect(e.getByText("Added to the shortlist")).toBeVisible();
  await expect(keptCell.getByRole("button", { name: "Shortlist" })).toHaveAttribute("aria-pressed", "true");
  await expect(filters.getByRole("button", { name: "Shortlisted (1)" })).toBeVisible();

  await goneCell.getByRole("button", { name: "Decline" }).click();
  const dialog = e.getByRole("dialog", { name: "Decline proposal" });
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(dialog.getByText("Please choose a reason.")).toBeVisible();
  for (const width of [1366, 360]) {
    await e.setViewportSize({ width, height: 850 });
    expect(await sticksOut(e, width), `decline dialog at ${width}px`).toEqual([]);
    expect(await seriousViolations(e), `decline dialog at ${width}px`).toEqual([]);
  }
  await dialog.getByRole("radio", { name: "Rate is too high" }).check();
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(e.getByText("Declined proposal", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // All lists the proposals still in the running; the declined one moved to Declined, with its reason and no Hire
  await expect(filters.getByRole("button", { name: "All (1)" })).toBeVisible();
  await expect(goneCell).toHaveCount(0);
  await filters.getByRole("button", { name: "Declined (1)" }).click();
  await expect(goneCell.getByTestId("proposal-declined")).toContainText("Rate is too high");
  await expect(goneCell.getByRole("button", { name: "Hire" })).toHaveCount(0);
  await filters.getByRole("button", { name: "Shortlisted (1)" }).click();
  await expect(keptCell.getByRole("button", { name: "Hire" })).toBeVisible();
  for (const width of [1366, 360]) {
    await e.setViewportSize({ width, height: 850 });
    expect(await sticksOut(e, width), `proposals at ${width}px`).toEqual([]);
    expect(await seriousViolations(e), `proposals at ${width}px`).toEqual([]);
    await e.screenshot({ path: `.data/screens/job-proposals-answered-${width}.png`, fullPage: true });
  }

  // the declined worker: Not selected on the job, never the reason
  const w = await personPage(browser, gone);
  await w.goto(`/dashboard/detail-job/${job._id}`);
  await expect(w.getByRole("region", { name: /Your proposal/ })).toContainText("Not selected");
  await expect(w.getByText("Rate is too high")).toHaveCount(0);
});
