// Benefits (request form → thank-you) and Background Checks (partner account number, LOGIN, register link).
import { expect, test } from "@playwright/test";
import { randomIp, registerEmployerViaApi, signInViaUi } from "./helpers/accounts";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

test("benefits: ask about health insurance and get the thank-you", async ({ page, request }) => {
  const account = await registerEmployerViaApi(request, { accountType: "personal", firstName: "Dana", lastName: "Ortiz", company: "" });
  await signInViaUi(page, account.email, account.password);
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Benefits" }).click();
  await page.waitForURL("**/dashboard/benefits");
  await expect(page.getByRole("heading", { name: "Health Insurance" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Free Financial Review" })).toBeVisible();

  await page.getByRole("button", { name: "Get Health Insurance" }).click();
  const form = page.getByRole("dialog", { name: "Health Insurance" });
  await expect(form.getByLabel("Name")).toHaveValue("Dana Ortiz");
  await expect(form.getByLabel("Email")).toHaveValue(account.email);
  await form.getByLabel("Email").fill("dana@");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByText("Please input a valid email address")).toBeVisible();
  await form.getByLabel("Email").fill("dana.ortiz@example.test");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Thank you! We will be contacting you soon.")).toBeVisible();
  await page.getByRole("button", { name: "OK" }).click();
  await expect(page.getByText("Thank you! We will be contacting you soon.")).toHaveCount(0);
});

test("background checks: the account number is required, then saved", async ({ page, request }) => {
  const account = await registerEmployerViaApi(request);
  await signInViaUi(page, account.email, account.password);
  await page.goto("/dashboard/background-checks");
  await expect(page.getByRole("link", { name: "Register with Info Cubic" })).toHaveAttribute("href", "https://www.infocubic.com");

  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page.getByText("Please input a valid account number")).toBeVisible();
  await page.getByLabel("Account number").fill("IC-448812");
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page.locator("[data-toast=success]", { hasText: "Info Cubic has been changed successfully!" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Account number")).toHaveValue("IC-448812");
});
