// An unknown social user arrives at /role?social=<signed identity> (next-auth's callback sends them there)
// and signs up without a password; names and e-mail come prefilled from the social profile.
import { expect, test } from "@playwright/test";
import { signSocialToken } from "@/lib/auth/social-token";
import { randomIp, uniqueEmail } from "./helpers/accounts";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

test("an unknown Google user signs up as an employer without a password", async ({ page, request }) => {
  const email = uniqueEmail("google");
  const social = await signSocialToken({
    socialType: "google",
    socialId: `g-${Date.now()}`,
    email,
    firstName: "Avery",
    lastName: "Kim",
    avatar: "",
  });

  await page.goto(`/role?social=${encodeURIComponent(social)}`);
  await page.getByRole("button", { name: /I Want to Hire/ }).click();
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page).toHaveURL(/\/register\?type=customer&social=/);

  await expect(page.getByText(/Signing up with your Google account/)).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Avery");
  await expect(page.getByLabel("Last name")).toHaveValue("Kim");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);

  await page.getByLabel("Phone").fill("(206) 555-0110");
  const looked = page.waitForResponse((r) => r.url().endsWith("/api/search/get_location_places"));
  await page.getByLabel("Location").fill("Seattle, WA 98101");
  // the typed place is one of the suggestions: it is taken and the list closes, uncovering the checkbox
  await looked;
  await expect(page.getByRole("listbox", { name: "Suggested places" })).toHaveCount(0);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/dashboard/home");

  // the account has no password: signing in with one is refused
  const res = await request.post("/api/user/login", { data: { email, password: "any-password-1", device_token: "", os: "web" } });
  expect((await res.json()).result).toBe(false);
});

test("an unknown Facebook user starting as an employee is not asked for a password", async ({ page }) => {
  const email = uniqueEmail("facebook");
  const social = await signSocialToken({
    socialType: "facebook",
    socialId: `f-${Date.now()}`,
    email,
    firstName: "Noah",
    lastName: "Diaz",
    avatar: "",
  });

  await page.goto(`/role?social=${encodeURIComponent(social)}`);
  await page.getByRole("button", { name: /I Want to Work/ }).click();
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page).toHaveURL(/\/register\?type=provider&social=/);
  await expect(page.getByText(/Signing up with your Facebook account/)).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
  await page.getByLabel("Phone").fill("(305) 555-0111");
  await page.getByLabel("Location").fill("Miami, FL");
  // leaving the field closes its suggested places, which would otherwise cover the checkbox below
  await page.getByLabel("Location").press("Tab");
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL("**/category-select");
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem("signupUser") ?? "null"));
  expect(draft).toMatchObject({
    firstName: "Noah",
    lastName: "Diaz",
    email,
    socialType: "facebook",
    socialToken: social,
    city: "Miami",
    state: "FL",
  });
});
