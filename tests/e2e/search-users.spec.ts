// People search from an employer's point of view: employees made through the API with known hourly rates
// around Austin (and one in Dallas, one in San Marcos just past 25 miles, one too expensive). The employer
// searches by keyword, then narrows to a place picked from the suggestions, 25 miles and $10–$30/hr: only
// the two that fit remain, each with its distance; opening one shows the profile and puts it in the
// header's "Recently viewed".
import { expect, test } from "@playwright/test";
import { PASSWORD, randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi } from "./helpers/accounts";

const ip = randomIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": ip } });

function uniqueWord() {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let w = "zq";
  for (let i = 0; i < 7; i++) w += letters[Math.floor(Math.random() * letters.length)];
  return w;
}

const PLACES = {
  austin: { location: "Austin, TX 78701", city: "Austin", state: "TX", zipcode: "78701", lat: "30.2686", lng: "-97.7428" },
  roundRock: { location: "Round Rock, TX 78664", city: "Round Rock", state: "TX", zipcode: "78664", lat: "30.5083", lng: "-97.6789" },
  sanMarcos: { location: "San Marcos, TX 78666", city: "San Marcos", state: "TX", zipcode: "78666", lat: "29.8833", lng: "-97.9414" },
  dallas: { location: "Dallas, TX 75201", city: "Dallas", state: "TX", zipcode: "75201", lat: "32.7876", lng: "-96.7994" },
};

test("an employer finds employees within 25 miles in a rate range", async ({ page, request }) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const Word = word[0].toUpperCase() + word.slice(1);
  const people = [
    { firstName: "Avery", lastName: "Stone", hourlyRate: "15", place: PLACES.austin },
    { firstName: "Blake", lastName: "Rivers", hourlyRate: "28", place: PLACES.roundRock },
    { firstName: "Casey", lastName: "Moore", hourlyRate: "45", place: PLACES.austin },
    { firstName: "Drew", lastName: "Park", hourlyRate: "20", place: PLACES.dallas },
    { firstName: "Emery", lastName: "Lane", hourlyRate: "22", place: PLACES.sanMarcos },
  ];
  const ids: Record<string, string> = {};
  for (const p of people) {
    const account = await registerProviderViaApi(request, {
      firstName: p.firstName,
      lastName: p.lastName,
      hourlyRate: p.hourlyRate,
      title: `${Word} barista and event server`,
      skills: JSON.stringify([`${Word} latte art`, "Espresso"]),
      ...p.place,
    });
    ids[p.firstName] = account.user._id;
  }
  const employer = await registerEmployerViaApi(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaUi(page, employer.email, PASSWORD);

  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Search Employees" }).click();
  await page.waitForURL("**/dashboard/search-users**");
  await expect(page.getByRole("heading", { level: 1, name: "Search Employees" })).toBeVisible();

  // a keyword (Enter in the page's box) finds all five, the URL follows
  const box = page.getByRole("combobox", { name: "Search Employees" });
  await box.fill(word);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`keyword=${word}`));
  const cards = page.getByTestId("user-results").getByTestId("user-card");
  await expect(cards).toHaveCount(5);
  await expect(page.getByTestId("list-end")).toHaveText("No more results · 5 employees");

  // the filter: a picked place, 25 miles, $10–$30/hr
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  const modal = page.getByRole("dialog", { name: "Filter" });
  await expect(modal.getByRole("radio", { name: "All locations" })).toBeChecked();
  await expect(modal.getByRole("radio", { name: "Any rate" })).toBeChecked();
  const location = modal.getByRole("combobox", { name: "Location" });
  await location.pressSequentially("Austin");
  await modal
    .getByRole("option", { name: /^Austin, TX/ })
    .first()
    .click();
  await modal.locator("label", { hasText: /^25 miles$/ }).click();
  await modal.locator("label", { hasText: /^\$10 – \$30\/hr$/ }).click();
  await expect(modal.getByRole("radio", { name: "25 miles" })).toBeChecked();
  await expect(modal.getByRole("radio", { name: "$10 – $30/hr" })).toBeChecked();
  await modal.getByRole("button", { name: "Apply" }).click();
  await expect(modal).toHaveCount(0);

  await expect(page).toHaveURL(/distance=25/);
  await expect(page).toHaveURL(/minHourlyRate=10&maxHourlyRate=30/);
  await expect(page.getByTestId("filter-chips")).toContainText("Within 25 miles");
  await expect(page.getByTestId("filter-chips")).toContainText("$10 – $30/hr");
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId("list-end")).toHaveText("No more results · 2 employees");
  const avery = cards.filter({ hasText: "Avery Stone" });
  const blake = cards.filter({ hasText: "Blake Rivers" });
  await expect(avery.getByTestId("user-rate")).toHaveText("$15.00/hr");
  await expect(blake.getByTestId("user-rate")).toHaveText("$28.00/hr");
  await expect(avery.getByTestId("match-distance")).toHaveText(/mi away$/);
  await expect(blake.getByTestId("user-location")).toHaveText("Round Rock, TX");
  for (const name of ["Casey Moore", "Drew Park", "Emery Lane"]) await expect(cards.filter({ hasText: name })).toHaveCount(0);

  // opening a person shows their profile and remembers them
  await avery.getByRole("link", { name: "Avery Stone" }).click();
  await page.waitForURL(`**/dashboard/detail-employee/${ids.Avery}`);
  await expect(page.getByRole("heading", { name: "Avery Stone" }).first()).toBeVisible();
  const header = page.getByTestId("header-search");
  await header.getByRole("combobox", { name: "Search" }).click();
  const viewed = header.locator('[data-group="Recently viewed"]').filter({ hasText: "Avery Stone" });
  await expect(viewed).toBeVisible();

  // the filter is kept on the account: the people search opens with it
  await page.keyboard.press("Escape");
  await page.goto("/dashboard/search-users");
  await expect(page.getByTestId("filter-chips")).toContainText("$10 – $30/hr");
  await expect(cards).toHaveCount(2);
});
