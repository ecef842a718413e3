// Job search from a provider's point of view: a fresh employer posts more than a page of matching open
// jobs through the API (Austin, hourly), plus fixed-price ones and far-away ones that a filter must drop.
// The provider (in Austin) types in the header search (suggestions from the 3rd character), opens "See
// all results", narrows with the filter modal (pay type, a location picked from the suggestions — a typed
// one is refused — and a distance), scrolls to load the next page until "No more results", opens a job,
// and finds the search and the job in their recent list; the filter comes back on the next visit.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { PASSWORD, randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi } from "./helpers/accounts";
import { createJob, hospitalityJob, login } from "./helpers/api";

const ip = randomIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": ip } });

const AUSTIN = {
  location: "600 Congress Ave, Austin, TX 78701",
  city: "Austin",
  state: "TX",
  zipcode: "78701",
  lat: 30.2686,
  lng: -97.7428,
};
const DENVER = {
  location: "1701 Wynkoop St, Denver, CO 80202",
  city: "Denver",
  state: "CO",
  zipcode: "80202",
  lat: 39.7392,
  lng: -104.9903,
};

/** a word no other job has, so the lists hold only this test's jobs */
function uniqueWord() {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let w = "zv";
  for (let i = 0; i < 7; i++) w += letters[Math.floor(Math.random() * letters.length)];
  return w;
}

test("a provider searches jobs from the header, filters, scrolls to the end and opens a job", async ({ page, request }) => {
  test.setTimeout(150_000);
  const word = uniqueWord();
  const Word = word[0].toUpperCase() + word.slice(1);
  const employer = await registerEmployerViaApi(request);
  const token = await login(request, employer);
  const near: string[] = [];
  for (let i = 1; i <= 24; i++) {
    near.push(await postJob(request, token, { title: `${Word} event bartender ${i}`, ...AUSTIN }));
  }
  const fixedTitle = `${Word} bar setup fixed price`;
  await postJob(request, token, { title: fixedTitle, payType: "Fixed", price: "300", duration: "2", ...AUSTIN });
  const farTitle = `${Word} event bartender in Denver`;
  await postJob(request, token, { title: farTitle, ...DENVER });

  const provider = await registerProviderViaApi(request, { ...stringify(AUSTIN), location: "Austin, TX 78701" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaUi(page, provider.email, PASSWORD);

  // header search: nothing yet before typing, a hint under 3 characters, suggestions from the 3rd
  const header = page.getByTestId("header-search");
  const box = header.getByRole("combobox", { name: "Search" });
  await box.click();
  await expect(header.getByTestId("search-suggestions")).toContainText("Your recent searches will show here.");
  await box.pressSequentially(word.slice(0, 2));
  await expect(header.getByText("Type at least 3 characters for suggestions.")).toBeVisible();
  await expect(header.getByRole("option", { name: new RegExp(Word) })).toHaveCount(0);
  await box.pressSequentially(word.slice(2, 3));
  const jobOption = header
    .locator('[role="option"][data-group="Jobs"]')
    .filter({ hasText: `${Word} event bartender` })
    .first();
  await expect(jobOption).toBeVisible();
  await expect(jobOption).toContainText("1 open job");

  // the whole word, then "See all results" (keyboard: down to it, Enter)
  await box.pressSequentially(word.slice(3));
  const seeAll = header.getByRole("option", { name: /See all results/ });
  await expect(seeAll).toContainText(`for “${word}”`);
  // from the text, ArrowUp wraps to the last option; Enter takes it (pressed again if the suggestions for the
  // last letters arrived after the key and reset the choice)
  await expect(async () => {
    if ((await seeAll.getAttribute("aria-selected")) !== "true") await box.press("ArrowUp");
    await expect(seeAll).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await box.press("Enter");
  await page.waitForURL(`**/dashboard/search-jobs?keyword=${word}`);
  await expect(page.getByRole("heading", { level: 1, name: "Search Jobs" })).toBeVisible();
  const cards = page.getByTestId("job-results").getByTestId("job-card");
  await expect(cards).toHaveCount(20);
  await expect(page.getByTestId("list-end")).toHaveCount(0);

  // the filter: a typed place must be picked from the suggestions
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  const modal = page.getByRole("dialog", { name: "Filter" });
  await expect(modal.getByLabel("Keyword")).toHaveValue(word);
  await modal.locator("label", { hasText: /^Hourly$/ }).click();
  await expect(modal.getByRole("radio", { name: "Hourly" })).toBeChecked();
  const location = modal.getByRole("combobox", { name: "Location" });
  await location.pressSequentially("Austinx");
  // no place matches: the list is only a notice, and a click on it reaches what it covers
  const notice = modal.getByRole("listbox", { name: "Suggested places" });
  await expect(notice).toHaveText("No matching places");
  const at = (await notice.boundingBox())!;
  const blocks = await page.evaluate(
    ([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('[role="listbox"]')),
    [at.x + at.width / 2, at.y + at.height / 2],
  );
  expect(blocks).toBe(false);
  await modal.getByRole("button", { name: "Apply" }).click();
  await expect(modal.getByText("Please input a valid location.")).toBeVisible();
  await location.fill("");
  await location.pressSequentially("Austin");
  const austin = modal.getByRole("option", { name: /^Austin, TX/ }).first();
  await expect(austin).toBeVisible();
  await austin.click();
  await expect(location).toHaveValue(/^Austin, TX/);
  await expect(modal.getByText("Please input a valid location.")).toHaveCount(0);
  await modal.getByLabel("Distance in miles").fill("25");
  await expect(modal.getByTestId("distance-value")).toHaveText("Within 25 miles");
  await modal.getByRole("button", { name: "Apply" }).click();
  await expect(modal).toHaveCount(0);

  // the URL names the filter; the first page is full, nearest first, each with its distance
  await expect(page).toHaveURL(/payType=Hourly/);
  await expect(page).toHaveURL(/distance=25/);
  await expect(page).toHaveURL(/location=Austin%2C\+TX/);
  await expect(page.getByTestId("filter-chips")).toContainText("Hourly pay");
  await expect(page.getByTestId("filter-chips")).toContainText("Within 25 mi of Austin, TX");
  await expect(cards).toHaveCount(20);
  await expect(cards.first().getByTestId("match-distance")).toHaveText(/mi away$/);
  await expect(page.getByTestId("list-end")).toHaveCount(0);

  // scrolling to the bottom loads the rest, and the list ends
  await page.mouse.wheel(0, 50_000);
  await expect(page.getByTestId("list-end")).toHaveText("No more results · 24 jobs");
  await expect(cards).toHaveCount(24);
  const titles = await cards.getByRole("heading").allTextContents();
  expect(titles).not.toContain(fixedTitle);
  expect(titles).not.toContain(farTitle);
  expect(new Set(titles).size).toBe(24);

  // open a job
  const target = cards.filter({ hasText: `${Word} event bartender 7` }).first();
  await target.getByRole("link", { name: `${Word} event bartender 7`, exact: true }).click();
  await page.waitForURL(/\/dashboard\/detail-job\//);
  await expect(page.getByRole("heading", { level: 1, name: `${Word} event bartender 7` })).toBeVisible();
  expect(near).toContain(page.url().split("/").pop());

  // the keyword and the job are in the recent list of the header search
  await box.click();
  const panel = header.getByTestId("search-suggestions");
  await expect(panel.locator('[data-group="Recent searches"]').filter({ hasText: word })).toBeVisible();
  await expect(panel.locator('[data-group="Recently viewed jobs"]').filter({ hasText: `${Word} event bartender 7` })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);

  // the saved filter comes back on the next visit (from the server, not the URL)
  await page.goto("/dashboard/search-jobs");
  await expect(page.getByTestId("filter-chips")).toContainText("Hourly pay");
  await expect(page.getByTestId("filter-chips")).toContainText("Within 25 mi of Austin, TX");
  await expect(page.getByRole("combobox", { name: "Search jobs" })).toHaveValue(word);
  await expect(cards).toHaveCount(20);
});

test("a misspelled word still finds jobs, and a refused filter is a toast", async ({ page, request }) => {
  const word = uniqueWord();
  const employer = await registerEmployerViaApi(request);
  const token = await login(request, employer);
  const title = `Sommelier for ${word} tasting`;
  await postJob(request, token, { title, skills: "Sommelier,Wine service", ...AUSTIN });
  const provider = await registerProviderViaApi(request, { ...stringify(AUSTIN), location: "Austin, TX 78701" });
  await signInViaUi(page, provider.email, PASSWORD);

  await page.goto(`/dashboard/search-jobs?keyword=${encodeURIComponent(`${word} sommelir`)}`);
  await expect(page.getByTestId("spelling-note")).toContainText(`Showing results for ${word} sommelier`);
  const card = page.getByTestId("job-card").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("match-skill")).toHaveText("Sommelier");
  await expect(page.getByTestId("list-end")).toHaveText("No more results · 1 job");

  // a place that cannot be found (a hand-made link) is refused by the server, shown as a toast
  await page.goto(`/dashboard/search-jobs?keyword=${word}&location=${encodeURIComponent("Nowhereville, ZZ")}`);
  await expect(page.locator('[data-toast="error"]')).toHaveText("Please input a valid location.");
  await expect(page.getByText("The search did not go through")).toBeVisible();
});

function stringify(o: Record<string, string | number>) {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));
}

/** job/create with a Bearer token, an hourly hospitality job unless `over` says otherwise; the id of the new job */
function postJob(request: APIRequestContext, token: string, over: Record<string, unknown>) {
  return createJob(
    request,
    token,
    hospitalityJob({
      description: "Pour and serve drinks at a 150-guest evening event; a clean bar and a friendly manner.",
      skills: "Bartending,Customer service",
      ...over,
    }),
  );
}
