// Sign-in and sign-out: field rules, the server's refusals as toasts, the session, logout → start page.
import { expect, test } from "@playwright/test";
import { randomIp, registerEmployerViaApi, uniqueEmail } from "./helpers/accounts";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

test("sign-in refuses bad input, then signs in, keeps the session and signs out", async ({ page, request }) => {
  const account = await registerEmployerViaApi(request);

  await page.goto("/");
  await expect(page.getByRole("link", { name: /Forgot Password/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Account" })).toBeVisible();

  const signIn = page.getByRole("button", { name: "Sign In", exact: true });
  await signIn.click();
  await expect(page.getByText("Email address is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();

  await page.getByLabel("Email").fill("nobody@");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await signIn.click();
  await expect(page.getByText("Please input a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  // the server's answers show as toasts
  await page.getByLabel("Email").fill(uniqueEmail("ghost"));
  await page.getByLabel("Password", { exact: true }).fill("whatever-password");
  await signIn.click();
  await expect(page.locator("[data-toast=error]", { hasText: "Account does not exist" })).toBeVisible();

  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password-123");
  await signIn.click();
  await expect(page.locator("[data-toast=error]", { hasText: "Incorrect password" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await signIn.click();
  await page.waitForURL("**/dashboard/home");

  // with a session, the start page and /login go home
  await page.goto("/");
  await page.waitForURL("**/dashboard/home");
  await page.goto("/login");
  await page.waitForURL("**/dashboard/home");

  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();

  // the session is gone: the dashboard asks to sign in again, and comes back after it
  await page.goto("/dashboard/home");
  await expect(page).toHaveURL(/\/\?next=%2Fdashboard%2Fhome/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await signIn.click();
  await page.waitForURL("**/dashboard/home");
});

test("a cancelled social sign-in shows why", async ({ page }) => {
  await page.goto("/?error=OAuthCallback");
  await expect(page.getByText("User cancelled login or did not fully authorize.")).toBeVisible();
  await expect(page).toHaveURL((url) => !url.searchParams.has("error"));
});

test("/login is the sign-in page too", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
});
