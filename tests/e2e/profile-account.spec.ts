// Change password (keeps this session, ends the others) and delete account (signs out, sign-in refused).
import { expect, test } from "@playwright/test";
import { randomIp, registerEmployerViaApi, signInViaUi } from "./helpers/accounts";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

test("change password: the rules, a wrong current password, then success that keeps the session", async ({ page, request, browser }) => {
  const account = await registerEmployerViaApi(request);
  // a second device, signed in before the change
  const other = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
  const otherPage = await other.newPage();
  await signInViaUi(otherPage, account.email, account.password);
  await signInViaUi(page, account.email, account.password);
  await page.goto("/dashboard/edit-profile");
  await page.getByRole("link", { name: "Change password" }).click();
  await page.waitForURL("**/dashboard/change-password");

  const change = page.getByRole("button", { name: "Change Password" });
  await page.getByLabel("Current password", { exact: true }).fill(account.password);
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password", { exact: true }).fill("different");
  await change.click();
  await expect(page.getByText("New password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await page.getByLabel("Current password", { exact: true }).fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("brand-new-pass-42");
  await page.getByLabel("Confirm new password", { exact: true }).fill("brand-new-pass-42");
  await change.click();
  // the refusal sits under the field it is about
  const current = page.getByLabel("Current password", { exact: true });
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(current).toHaveAccessibleDescription(/Incorrect password/);
  await expect(current).toBeFocused();

  await current.fill(account.password);
  await change.click();
  await expect(page.locator("[data-toast=success]", { hasText: "Password changed successfully" })).toBeVisible();
  // this browser stays signed in
  await page.goto("/dashboard/home");
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  // the other device's session ended: its next page load goes back to the start page
  await otherPage.goto("/dashboard/edit-profile");
  await otherPage.waitForURL((u) => u.pathname === "/");
  await expect(otherPage.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await other.close();

  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await signInViaUi(page, account.email, "brand-new-pass-42");
  await expect(page).toHaveURL(/\/dashboard\/home/);
});

test("delete account: the password is checked, then the account is gone", async ({ page, request }) => {
  const account = await registerEmployerViaApi(request);
  await signInViaUi(page, account.email, account.password);
  await page.goto("/dashboard/change-password");
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Account" });
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("Password is required")).toBeVisible();
  await dialog.getByLabel("Password", { exact: true }).fill("wrong-password-1");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.locator("[data-toast=error]", { hasText: "Incorrect password" })).toBeVisible();

  await dialog.getByLabel("Password", { exact: true }).fill(account.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await page.goto("/dashboard/home");
  await expect(page).toHaveURL(/\/\?next=/);

  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.locator("[data-toast=error]", { hasText: "Account does not exist" })).toBeVisible();
});
