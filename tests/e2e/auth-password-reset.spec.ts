// Forgot password: send a code, read it from the mail outbox, verify it, set a new password, sign in. The
// reset token travels in the tab, never the URL; without it the reset page asks for a new code.
import { expect, test } from "@playwright/test";
import { randomIp, registerEmployerViaApi, signInViaUi } from "./helpers/accounts";
import { latestResetCode } from "./helpers/mail";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

test("a forgotten password is reset with the e-mailed code", async ({ page, request }) => {
  const account = await registerEmployerViaApi(request);
  const newPassword = "Brand-new-pass-42";

  await page.goto("/");
  await page.getByRole("link", { name: /Forgot Password/ }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("Email address is required")).toBeVisible();

  const since = new Date(Date.now() - 2000);
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.waitForURL(/\/verify-code\?email=/);
  // the server's message is shown
  await expect(page.locator("[data-toast=success]")).toBeVisible();
  const code = await latestResetCode(account.email, since);

  const codeField = page.getByLabel("Verification code");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Verification code required")).toBeVisible();
  await codeField.fill("12ab3");
  await expect(codeField).toHaveValue("123");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Please input a valid 6-digit code")).toBeVisible();
  const wrong = code === "000000" ? "111111" : "000000";
  await codeField.fill(wrong);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator("[data-toast=error]")).toBeVisible();
  await expect(page).toHaveURL(/\/verify-code/);

  await codeField.fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL(/\/reset-password\?email=/);
  // neither the code nor the reset token is in the address
  expect(page.url()).not.toContain(code);
  expect(page.url()).not.toMatch(/token|code=/);

  // the site's own name is refused on the field
  await page.getByLabel("New password", { exact: true }).fill("Gigline2024!");
  await page.getByLabel("Confirm password", { exact: true }).fill("Gigline2024!");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Please choose a password that does not contain the site's name")).toBeVisible();

  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm password", { exact: true }).fill(newPassword + "x");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Reset password" }).click();

  // back at sign-in, with the e-mail filled in and a success notice
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.locator("[data-toast=success]", { hasText: /password has been reset/ })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(account.email);

  // the old password no longer works, the new one does
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.locator("[data-toast=error]", { hasText: "Incorrect password" })).toBeVisible();
  await signInViaUi(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard\/home/);
});

test("the reset page without a verified code sends the person for a new one", async ({ page, request }) => {
  const account = await registerEmployerViaApi(request);
  // e.g. the link opened in another tab, or the 10 minutes passed
  await page.goto(`/reset-password?email=${encodeURIComponent(account.email)}`);
  await expect(page.getByText("This password reset has expired or was already used.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reset password" })).toHaveCount(0);
  await page.getByRole("link", { name: "Request a new code" }).click();
  await page.waitForURL(/\/forgot-password\?email=/);
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
});
