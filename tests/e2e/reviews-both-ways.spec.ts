// Reviews both ways on the job's Contract tab: the hired worker reviews the employer (hidden from them until
// they review the worker), the employer sees that it waits, reviews the worker and then reads it; the
// employer's profile lists it with their rating. The worker's screens at 360 px, with an axe pass.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi } from "./helpers/accounts";
import { call, giveCredit, jobBody } from "./helpers/api";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

test("a worker reviews the employer blind; it appears once the employer reviews them", async ({ page, browser, request }) => {
  const tag = Date.now().toString(36);
  const boss = await registerEmployerViaApi(request, { company: `Rooftop Bars ${tag}` });
  await giveCredit(boss.user._id);
  const me = await registerProviderViaApi(request, { firstName: "Sam", lastName: `Shaker${tag}` });
  const jobId = (await call(request, boss, "job/create", jobBody(`Rooftop mixer ${tag}`))).job._id as string;
  await call(request, me, "job/apply", {
    id: jobId,
    coverText: "Eight years behind busy bars in Austin; happy to help.",
    price: 30,
    duration: 5,
    isInvite: false,
    screenAnswers: [],
  });
  await call(request, boss, "job/hire", { id: jobId, userId: me.user._id, price: 30, duration: 5 });
  await call(request, boss, "job/complete_contract", { id: jobId });

  // the worker, on a phone
  await page.setViewportSize({ width: 360, height: 800 });
  await signInViaUi(page, me.email, me.password);
  await page.goto(`/dashboard/detail-job/${jobId}?page=1`);
  const box = page.getByTestId("employer-review");
  await expect(box.getByRole("heading", { name: "Review the employer" })).toBeVisible();
  await box.getByRole("button", { name: "Submit Review" }).click();
  await expect(box.getByText("Please select a rating.")).toBeVisible();
  await expect(box.getByText("Please write a review.")).toBeVisible();
  await box.getByRole("radio", { name: "4 stars" }).click();
  await box.getByRole("textbox", { name: "Review" }).fill("Clear brief and paid the same day.");
  await box.getByRole("button", { name: "Submit Review" }).click();
  await expect(box.getByTestId("employer-review-status")).toContainText(
    `Your review will be published when Rooftop Bars ${tag} reviews you or on`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const axe = await new AxeBuilder({ page }).include('[data-testid="employer-review"]').withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  // the employer: that a review waits, not what it says
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
  const bossPage = await context.newPage();
  await signInViaUi(bossPage, boss.email, boss.password);
  await bossPage.goto(`/dashboard/detail-job/${jobId}?page=1`);
  await expect(bossPage.getByTestId("employer-review-hidden")).toContainText(
    "A review of you will appear when you review this worker, or on",
  );
  await expect(bossPage.getByText("Clear brief and paid the same day.")).toHaveCount(0);
  // reviewing the worker publishes it
  await bossPage.getByRole("radio", { name: "5 stars" }).click();
  await bossPage.getByRole("textbox", { name: "Review" }).fill("Fast, friendly and tidy.");
  await bossPage.getByRole("button", { name: "Submit Review" }).click();
  await expect(bossPage.getByTestId("employer-review-view")).toContainText("Clear brief and paid the same day.");
  await context.close();

  // the employer's profile, as the worker sees it: the rating and the review
  await page.goto(`/dashboard/detail-employer/${boss.user._id}`);
  const reviews = page.getByTestId("employer-reviews");
  await expect(reviews).toContainText("Clear brief and paid the same day.");
  await expect(reviews.getByLabel("Rated 4.0 out of 5 from 1 reviews")).toBeVisible();
});
