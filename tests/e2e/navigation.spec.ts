// Navigation: the employee menu has Search Jobs and it is the one lit on
// job search; the home tab is in the URL, so Back from a COMPLETED job lands on COMPLETED; the home search
// looks in every tab; the sign-in page leads to the public /jobs and /pros; public job pages name a
// personal employer by their public name, not 'Unnamed Employer'.
import { expect, test } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi } from "./helpers/accounts";
import { call, giveCredit, jobBody } from "./helpers/api";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

test("the employee menu has Search Jobs, lit on job search instead of My Jobs", async ({ page, request }) => {
  const me = await registerProviderViaApi(request);
  await signInViaUi(page, me.email, me.password);
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await menu.getByRole("link", { name: "Search Jobs" }).click();
  await page.waitForURL("**/dashboard/search-jobs**");
  await expect(page.getByRole("heading", { level: 1, name: "Search Jobs" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Search Jobs" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "My Jobs" })).not.toHaveAttribute("aria-current", "page");
  await menu.getByRole("link", { name: "My Jobs" }).click();
  await page.waitForURL("**/dashboard/my-jobs");
  await expect(menu.getByRole("link", { name: "My Jobs" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Search Jobs" })).not.toHaveAttribute("aria-current", "page");
});

test("the home tab is in the URL (Back from a completed job lands on COMPLETED) and the home search looks in every tab", async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const boss = await registerEmployerViaApi(request, { company: `Tabs & Co ${tag}` });
  await giveCredit(boss.user._id);
  const me = await registerProviderViaApi(request, { location: "Austin, TX 78701", city: "Austin", state: "TX", zipcode: "78701" });
  const post = async (title: string) => (await call(request, boss, "job/create", jobBody(`${title} ${tag}`))).job._id as string;
  const open = await post("Open: patio pouring");
  const done = await post("Done: retirement party");
  await call(request, me, "job/apply", {
    id: done,
    coverText: "Eight years behind busy bars in Austin; happy to help.",
    price: 30,
    duration: 5,
    isInvite: false,
    screenAnswers: [],
  });
  await call(request, boss, "job/hire", { id: done, userId: me.user._id });
  await call(request, boss, "job/complete_contract", { id: done });

  await signInViaUi(page, boss.email, boss.password);
  const cardOf = (id: string) => page.locator(`[data-testid="job-card"][data-job-id="${id}"]`);
  await expect(cardOf(open)).toBeVisible();

  // the tab goes into the address…
  await page.getByRole("tab", { name: "COMPLETED" }).click();
  await expect(page).toHaveURL(/\/dashboard\/home\?tab=completed$/);
  await expect(cardOf(done)).toBeVisible();
  // …so Back from the job comes back to it
  await cardOf(done)
    .getByRole("link", { name: `Done: retirement party ${tag}` })
    .click();
  await page.waitForURL(`**/dashboard/detail-job/${done}**`);
  await page.goBack();
  await page.waitForURL("**/dashboard/home?tab=completed");
  await expect(page.getByRole("tab", { name: "COMPLETED" })).toHaveAttribute("aria-selected", "true");
  await expect(cardOf(done)).toBeVisible();
  // and a reload keeps it too
  await page.reload();
  await expect(page.getByRole("tab", { name: "COMPLETED" })).toHaveAttribute("aria-selected", "true");
  await expect(cardOf(done)).toBeVisible();

  // the search finds a job of another tab (from COMPLETED, an OPEN job), grouped under its tab
  await page.getByRole("searchbox", { name: "Search your jobs" }).fill(`patio pouring ${tag}`);
  const results = page.getByTestId("home-search-results");
  await expect(results.getByTestId("matches-open")).toContainText("OPEN");
  await expect(results.getByTestId("matches-open").locator(`[data-job-id="${open}"]`)).toBeVisible();
  await expect(results.getByTestId("matches-completed")).toHaveCount(0);
  await expect(results).toContainText("none in COMPLETED");
  // a word of both jobs lists both, each under its own tab
  await page.getByRole("searchbox", { name: "Search your jobs" }).fill(tag);
  await expect(results.getByTestId("matches-completed").locator(`[data-job-id="${done}"]`)).toBeVisible();
  await expect(results.getByTestId("matches-open").locator(`[data-job-id="${open}"]`)).toBeVisible();
  // "Open tab" switches to the tab of a group
  await results.getByTestId("matches-open").getByRole("button", { name: "Open tab" }).click();
  await expect(page).toHaveURL(/tab=open/);
  await expect(page.getByRole("tab", { name: "OPEN" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("searchbox", { name: "Search your jobs" }).fill("");
  await expect(cardOf(open)).toBeVisible();
  await expect(cardOf(done)).toHaveCount(0);
});

test("the sign-in page leads to the public jobs and people, where a personal employer has a name", async ({ page, request }) => {
  const tag = Array.from({ length: 6 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");
  const person = await registerEmployerViaApi(request, {
    accountType: "personal",
    company: "",
    firstName: "Marisol",
    lastName: `Quintero${tag}`,
  });
  const title = `Garden party helper ${tag}`;
  const id = (await call(request, person, "job/create", jobBody(title))).job._id as string;

  await page.goto("/");
  const browse = page.getByRole("navigation", { name: "Browse without an account" });
  await browse.getByRole("link", { name: "Browse open jobs" }).click();
  await page.waitForURL("**/jobs");
  const card = page.getByRole("link").filter({ hasText: title });
  await expect(card).toContainText("Marisol Q.");
  await expect(page.locator("body")).not.toContainText(`Quintero${tag}`);
  await card.click();
  await page.waitForURL(`**/jobs/${id}-*`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("main")).toContainText("by Marisol Q.");
  await expect(page.locator("body")).not.toContainText("Unnamed Employer");
  await expect(page.locator("body")).not.toContainText(`Quintero${tag}`);

  await page.goto("/");
  await browse.getByRole("link", { name: "browse skilled people" }).click();
  await page.waitForURL("**/pros");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
