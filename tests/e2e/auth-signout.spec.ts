// Sign-out ends the session on the server: a copy of the session cookie taken before it is worthless after it.
import { expect, test } from "@playwright/test";
import { PASSWORD, randomIp, registerEmployerViaApi, signInViaUi, uniqueEmail } from "./helpers/accounts";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

test("a session cookie copied before Logout no longer works after it", async ({ page, context, playwright, baseURL }) => {
  const account = await registerEmployerViaApi(page.request);
  await signInViaUi(page, account.email, account.password);
  const copied = (await context.cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
  expect(copied).toBeTruthy();

  // a second client holding the copy is signed in (a script can write any Origin, so it passes the same-origin check)
  const thief = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `${copied!.name}=${copied!.value}`, origin: new URL(baseURL!).origin },
  });
  const before = await thief.post("/api/user/get_user", { data: { user_id: account.user._id } });
  expect(before.status()).toBe(200);

  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((url) => url.pathname === "/");

  const after = await thief.post("/api/user/get_user", { data: { user_id: account.user._id } });
  expect(after.status()).toBe(401);
  // and the dashboard does not open with it either
  const dash = await thief.get("/dashboard/home", { maxRedirects: 0 });
  expect([302, 303, 307]).toContain(dash.status());
  await thief.dispose();
});

test("an employee's common password is refused on the first sign-up step, on the field", async ({ page }) => {
  await page.goto("/register?type=provider");
  await page.getByLabel("First name").fill("Jamie");
  await page.getByLabel("Last name").fill("Ortiz");
  await page.getByLabel("Email").fill(uniqueEmail("common"));
  await page.getByLabel("Phone").fill("(303) 555-0187");
  await page.getByLabel("Location").fill("Denver, CO 80202");
  await page.getByLabel("Password", { exact: true }).fill("password1234");
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.locator("[data-toast=error]", { hasText: "This password is too common. Please choose another one." })).toBeVisible();
  await expect(page).toHaveURL(/\/register\?type=provider/);
  // the field itself is marked and carries the message (besides the toast)
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("form").getByText("This password is too common. Please choose another one.")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/category-select$/);
});
