// The job lists around one employer and one employee, made through the API: the employee's home (FOR YOU
// with reasons, PROPOSED with the invitation first, SAVED with unsave), My Jobs (active, then completed),
// the employer's home tabs with counts and status markers, and both profile pages' job tabs (the
// employer's Open / Active / Completed, the employee's Job History with the employer's review).
import { expect, test } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi } from "./helpers/accounts";
import { call, giveCredit, jobBody } from "./helpers/api";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

test("an employee's home, My Jobs and history, and the employer's tabs follow the jobs through their states", async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const boss = await registerEmployerViaApi(request, { company: `Backyard Bars ${tag}` });
  await giveCredit(boss.user._id);
  const me = await registerProviderViaApi(request, {
    firstName: "Robin",
    lastName: `Pour${tag}`,
    location: "Austin, TX 78701",
    city: "Austin",
    state: "TX",
    zipcode: "78701",
    categories: JSON.stringify(["Bartender"]),
    skills: JSON.stringify(["Mixology", "Wine Service"]),
  });

  const post = async (title: string, extra = {}) =>
    (await call(request, boss, "job/create", jobBody(`${title} ${tag}`, extra))).job._id as string;
  const invited = await post("Invited: cocktail hour");
  const applied = await post("Applied: wine tasting");
  const saved = await post("Saved: brewery night", { skills: "Mixology" });
  const hiredDone = await post("Done: retirement party");
  const hiredActive = await post("Active: summer series", { payType: "Fixed", price: "900", duration: "3" });

  await call(request, boss, "job/invite", { id: invited, employees: [me.user._id] });
  const apply = (id: string, price = 30, duration = 5) =>
    call(request, me, "job/apply", {
      id,
      coverText: "Eight years behind busy bars in Austin; happy to help.",
      price,
      duration,
      isInvite: false,
      screenAnswers: [],
    });
  await apply(applied);
  await call(request, me, "job/favorite", { id: saved });
  // a hire takes the proposal's terms
  await apply(hiredDone, 32, 5);
  await apply(hiredActive, 900, 3);
  await call(request, boss, "job/hire", { id: hiredDone, userId: me.user._id, price: 32, duration: 5 });
  await call(request, boss, "job/complete_contract", { id: hiredDone });
  await call(request, boss, "job/write_review", {
    id: hiredDone,
    score: 4,
    text: "Robin kept the line short all night and left the bar spotless.",
  });
  await call(request, boss, "job/hire", { id: hiredActive, userId: me.user._id, price: 900, duration: 3 });

  // the employee's home
  await signInViaUi(page, me.email, me.password);
  const cards = page.getByTestId("job-card");
  const cardOf = (id: string) => page.locator(`[data-testid="job-card"][data-job-id="${id}"]`);
  await expect(cardOf(invited)).toBeVisible();
  await expect(cardOf(invited).getByTestId("job-marker")).toHaveText("Invited");
  await expect(cardOf(invited).getByTestId("job-reasons")).toContainText("In your category: Bartender");
  await expect(cardOf(invited).getByTestId("job-reasons")).toContainText("Needs 2 of your skills: Mixology, Wine Service");
  await expect(cardOf(saved).getByTestId("job-marker")).toHaveText("Saved");
  // applied and hired jobs are not recommended any more
  for (const id of [applied, hiredDone, hiredActive]) await expect(cardOf(id)).toHaveCount(0);

  await page.getByRole("tab", { name: "PROPOSED" }).click();
  await expect(cards.first()).toHaveAttribute("data-job-id", invited);
  await expect(cardOf(applied).getByTestId("job-marker")).toHaveText("Applied");
  await expect(cardOf(hiredActive).getByTestId("job-marker")).toHaveText("Active");
  await expect(cardOf(hiredDone).getByTestId("job-marker")).toHaveText("Completed");

  await page.getByRole("tab", { name: "SAVED" }).click();
  await expect(cards).toHaveCount(1);
  await cardOf(saved)
    .getByRole("button", { name: `Unsave Saved: brewery night ${tag}` })
    .click();
  await expect(page.getByText("No saved jobs.")).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "SAVED" }).click();
  await expect(page.getByText("No saved jobs.")).toBeVisible();

  // My Jobs: active newest hire first, completed with its total
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "My Jobs" }).click();
  await page.waitForURL("**/dashboard/my-jobs");
  await expect(page.getByRole("tab", { name: "Active (1)" })).toBeVisible();
  // a fixed $900 job for 3 days totals $900.00 (it showed $2700.00: price × days)
  await expect(cardOf(hiredActive)).toContainText("Total $900.00");
  await page.getByRole("tab", { name: "Completed (1)" }).click();
  await expect(cardOf(hiredDone)).toContainText("Total $160.00");
  await expect(cardOf(hiredDone).getByTestId("job-marker")).toHaveText("Completed");

  // the employee's profile: Job History with the employer's review
  await page.goto(`/dashboard/detail-employee/${me.user._id}`);
  await page.getByRole("tab", { name: "Job History (1)" }).click();
  await expect(cardOf(hiredDone).getByTestId("job-review")).toContainText("Robin kept the line short all night and left the bar spotless.");
  await expect(cardOf(hiredDone).getByLabel("Rated 4 out of 5")).toBeVisible();

  // the employer's home: counts, markers, and the employer's profile tabs
  await page.context().clearCookies();
  await signInViaUi(page, boss.email, boss.password);
  await expect(page.getByTestId("count-open")).toHaveText("3");
  await expect(page.getByTestId("count-active")).toHaveText("1");
  await expect(page.getByTestId("count-completed")).toHaveText("1");
  await expect(cardOf(applied).getByTestId("job-marker")).toHaveText("Proposals received");
  await expect(cardOf(applied).getByTestId("job-proposals")).toHaveText("1");
  await expect(cardOf(invited).getByTestId("job-marker")).toHaveText("Open");
  await page.getByRole("tab", { name: "ACTIVE" }).click();
  await expect(cardOf(hiredActive).getByTestId("job-marker")).toHaveText("Active");
  await expect(cardOf(hiredActive)).toContainText("$900.00");
  await page.getByRole("tab", { name: "COMPLETED" }).click();
  await expect(cardOf(hiredDone).getByTestId("job-marker")).toHaveText("Completed");

  await page.goto(`/dashboard/detail-employer/${boss.user._id}`);
  for (const tab of ["Open (3)", "Active (1)", "Completed (1)"]) await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  await page.getByRole("tab", { name: "Completed (1)" }).click();
  await expect(cardOf(hiredDone)).toBeVisible();
});
