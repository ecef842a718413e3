// A visitor who is not signed in finds a provider through /pros, reads the public profile (with its
// structured data and without contact details), and a crawler finds it through robots.txt and the sitemap.
// Uses the documented demo provider worker@gigline.test (Jordan Reyes, Austin bartender) of the seed.
import { expect, test } from "@playwright/test";
import { PROVIDERS } from "../../prisma/seed/people";
import { formatRateDollars } from "../../lib/money/amounts/format";

const worker = PROVIDERS.find((p) => p.email === "worker@gigline.test")!;
const publicName = `${worker.firstName} ${worker.lastName[0]}.`;
const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z.]{2,}/;
const PHONE_RE = /\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}/;

test("a logged-out visitor opens a public provider profile from /pros", async ({ page, request }) => {
  await page.goto("/pros");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find skilled people for temporary work");
  await page.screenshot({ path: "test-results/public-pros.png", fullPage: true });
  await page
    .getByRole("link", { name: new RegExp(publicName.replace(".", "\\.")) })
    .first()
    .click();

  await expect(page).toHaveURL(/\/pros\/[a-z0-9]+$/);
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicName);
  await expect(page).toHaveTitle(`${publicName} — ${worker.title} in Austin, TX | Gigline`);
  await expect(page.getByText(worker.title, { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Austin, TX").first()).toBeVisible();
  await expect(page.getByText(formatRateDollars(worker.rate)).first()).toBeVisible();
  for (const skill of worker.skills.slice(0, 3)) await expect(page.getByText(skill, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Work Experience" })).toBeVisible();
  await expect(page.getByText(worker.employments[0].company).first()).toBeVisible();
  await expect(page.getByText(worker.educations[0].name)).toBeVisible();

  // the metadata, the canonical URL and the structured data
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description).toContain(worker.overview.slice(0, 60));
  expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("profile");
  expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(await page.title());
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(new RegExp(`/pros/${id}$`));
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "null");
  expect(ld["@type"]).toBe("ProfilePage");
  expect(ld.mainEntity["@type"]).toBe("Person");
  expect(ld.mainEntity.name).toBe(publicName);
  expect(ld.mainEntity.jobTitle).toBe(worker.title);
  expect(ld.mainEntity.address).toMatchObject({ addressLocality: "Austin", addressRegion: "TX" });

  // no e-mail and no phone, neither on screen nor anywhere in the HTML
  const text = await page.locator("body").innerText();
  expect(text).not.toMatch(EMAIL_RE);
  expect(text).not.toMatch(PHONE_RE);
  const html = await page.content();
  expect(html).not.toContain(worker.email);
  expect(html).not.toContain(worker.phone);
  expect(html).not.toContain(worker.phone.replace(/\D/g, ""));

  // the long overview is cut with Read More
  const tail = worker.overview.slice(-40);
  await expect(page.getByText(tail)).toBeHidden();
  await page.getByRole("button", { name: "Read More" }).click();
  await expect(page.getByText(tail)).toBeVisible();

  // the call to action leads to sign-in, then to the profile in the dashboard (Invite, Book)
  const cta = page.getByRole("link", { name: `Hire ${worker.firstName} on Gigline` });
  await expect(cta).toHaveAttribute("href", `/?next=${encodeURIComponent(`/dashboard/detail-employee/${id}`)}`);
  await page.screenshot({ path: "test-results/public-profile.png", fullPage: true });

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.ok()).toBe(true);
  const xml = await sitemap.text();
  expect(xml).toContain(`/pros/${id}</loc>`);
  expect(xml).toContain("/terms</loc>");

  const robots = await request.get("/robots.txt");
  const txt = await robots.text();
  expect(txt).toMatch(/^Disallow: \/dashboard$/m);
  expect(txt).toMatch(/^Disallow: \/api$/m);
  expect(txt).toMatch(/^Allow: \/pros$/m);
  expect(txt).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
});

test("unknown profiles are 404 and the legal pages are public", async ({ page }) => {
  const res = await page.goto("/pros/doesnotexist");
  expect(res?.status()).toBe(404);

  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
  await expect(
    page.getByText(
      "It is a violation of our terms and conditions to use phone numbers, emails, or alternative means for communication other than our in-app messaging feature.",
    ),
  ).toBeVisible();
  await page.getByRole("link", { name: "Privacy Policy" }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});
