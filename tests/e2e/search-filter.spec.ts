// A location filter must not stick invisibly. After a search in Chicago, a
// header search (Enter or a suggestion click) for a job in Austin searches the typed words only and finds
// what the suggestion counted; a bare /dashboard/search-jobs reopens the saved filter, says so, shows it as
// chips and clears it in one click.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { PASSWORD, randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi } from "./helpers/accounts";
import { createJob, hospitalityJob, login } from "./helpers/api";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

const AUSTIN = {
  location: "600 Congress Ave, Austin, TX 78701",
  city: "Austin",
  state: "TX",
  zipcode: "78701",
  lat: 30.2686,
  lng: -97.7428,
};
const CHICAGO = "/dashboard/search-jobs?keyword=&location=Chicago%2C+IL&lat=41.8781&lng=-87.6298";

function uniqueWord() {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let w = "wq";
  for (let i = 0; i < 7; i++) w += letters[Math.floor(Math.random() * letters.length)];
  return w;
}

test("a header search starts from the typed words, and a saved filter is shown with a one-click clear", async ({ page, request }) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const title = `Wine pourer ${word}`;
  const employer = await registerEmployerViaApi(request);
  await postJob(request, await login(request, employer), { title, ...AUSTIN });
  const provider = await registerProviderViaApi(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaUi(page, provider.email, PASSWORD);

  const cards = page.getByTestId("job-results").getByTestId("job-card");
  /** a search in Chicago: the Austin job is not there, and it becomes the saved filter */
  const searchChicago = async () => {
    await page.goto(CHICAGO);
    await expect(page.getByTestId("filter-chips")).toContainText("Within 100 mi of Chicago, IL");
    await expect(page.getByTestId("list-end").or(page.getByText("No jobs match your search"))).toBeVisible();
    await expect(cards.filter({ hasText: title })).toHaveCount(0);
  };
  await searchChicago();

  // the header suggestion counts one open job for the word…
  const header = page.getByTestId("header-search");
  const box = header.getByRole("combobox", { name: "Search" });
  await box.click();
  await box.pressSequentially(word);
  const suggestion = header.locator('[role="option"][data-group="Jobs"]').filter({ hasText: title }).first();
  await expect(suggestion).toContainText("1 open job");
  // …and Enter finds that job: no Chicago left over
  await box.press("Enter");
  await page.waitForURL(`**/dashboard/search-jobs?keyword=${word}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(title);
  await expect(page.getByTestId("filter-chips")).not.toContainText("Chicago");

  // the same after another Chicago search, through a click on the job suggestion
  await searchChicago();
  await box.click();
  await box.pressSequentially(word);
  await expect(suggestion).toContainText("1 open job");
  await suggestion.click();
  await page.waitForURL(/\/dashboard\/search-jobs\?keyword=Wine/);
  await expect(cards).toHaveCount(1);
  await expect(page.getByTestId("filter-chips")).not.toContainText("Chicago");

  // a bare address reopens the saved filter (Chicago again, from the server): it is said and shown…
  await searchChicago();
  await page.goto("/dashboard/search-jobs");
  await expect(page.getByTestId("saved-filter-note")).toContainText("Showing results for your last search and filters.");
  await expect(page.getByTestId("filter-chips")).toContainText("Within 100 mi of Chicago, IL");
  await expect(page.getByRole("button", { name: "Filter (1 on)" })).toBeVisible();
  // …and one click clears it
  await page.getByTestId("saved-filter-note").getByRole("button", { name: "Clear search and filters" }).click();
  await expect(page.getByTestId("saved-filter-note")).toHaveCount(0);
  await expect(page.getByTestId("filter-chips")).toHaveCount(0);
  await expect(page).not.toHaveURL(/location=/);
  await expect(page.getByText("No jobs match your search")).toHaveCount(0);
  await expect(cards.first()).toBeVisible();
});

/** job/create with a Bearer token, an hourly hospitality job unless `over` says otherwise; the id of the new job */
function postJob(request: APIRequestContext, token: string, over: Record<string, unknown>) {
  return createJob(
    request,
    token,
    hospitalityJob({
      description: "Pour and explain wines at a 150-guest evening tasting; a clean table and a friendly manner.",
      skills: "Wine service,Customer service",
      ...over,
    }),
  );
}
