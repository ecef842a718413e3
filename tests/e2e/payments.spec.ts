// An employer adds funds by card and by bank (micro-deposit verification) on the built-in sandbox processor,
// and buys the Basic plan through the sandbox checkout. The wallet moves only from the processor's events.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { randomIp, registerEmployerViaApi, signInViaUi } from "./helpers/accounts";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

const section = (page: Page, title: string) => page.locator("section", { has: page.getByRole("heading", { name: title, exact: true }) });

test("deposit by card: buttons wait for an amount, a declined card says so, 4242… adds the money", async ({ page, request }) => {
  const account = await registerEmployerViaApi(request);
  await signInViaUi(page, account.email, account.password);
  await page.goto("/dashboard/deposit");
  await expect(page.getByRole("heading", { level: 1, name: "Add Funds" })).toBeVisible();
  await expect(page.getByText("Available: $0.00")).toBeVisible();
  // the e2e server runs the payment sandbox (PAYMENTS_SANDBOX=1): the money screens say no real money moves
  await expect(page.getByRole("note", { name: "Test mode" })).toContainText("Test mode: no real money moves");
  const card = section(page, "Credit Card");
  await expect(card.getByRole("button", { name: "Deposit" })).toBeDisabled();
  await expect(section(page, "PayPal").getByRole("button", { name: "Pay with PayPal" })).toBeDisabled();
  await card.getByLabel("Amount (USD)").fill("0");
  await expect(card.getByRole("button", { name: "Deposit" })).toBeDisabled();
  await card.getByLabel("Amount (USD)").fill("50");
  await card.getByLabel("Card number").fill("4000 0000 0000 0002");
  await card.getByRole("button", { name: "Deposit" }).click();
  await expect(page.locator("[data-toast=error]", { hasText: "Your card was declined." })).toBeVisible();
  await card.getByLabel("Card number").fill("4242 4242 4242 4242");
  // a double click is one payment with one toast, which names the amount
  await card.getByRole("button", { name: "Deposit" }).dblclick();
  await page.waitForURL("**/dashboard/payment");
  await expect(page.locator("[data-toast=success]")).toHaveText([
    "The payment was confirmed successfully! $50.00 was added to your wallet.",
  ]);
  await page.goto("/dashboard/deposit");
  await expect(page.getByText("Available: $50.00")).toBeVisible();
});

test("deposit by bank: Confirm, then the verify-deposit modal with the descriptor code", async ({ page, request }) => {
  const account = await registerEmployerViaApi(request);
  await signInViaUi(page, account.email, account.password);
  await page.goto("/dashboard/deposit");
  const bank = section(page, "Bank");
  await bank.getByLabel("Amount (USD)").fill("10");
  await bank.getByLabel("Account holder name").fill("Dana Ortiz");
  await bank.getByLabel("Email").fill("dana.ortiz@example.test");
  await bank.getByRole("button", { name: "Add bank account" }).click();
  await expect(bank.getByText("Amount must be 10 ~ 999999.99")).toBeVisible();
  await bank.getByLabel("Amount (USD)").fill("120");
  await bank.getByRole("button", { name: "Add bank account" }).click();
  await expect(page.locator("[data-toast=success]", { hasText: "You may now press the first 'Confirm' button." })).toBeVisible();
  await bank.getByRole("button", { name: "Confirm" }).click();
  const modal = page.getByRole("dialog", { name: "Verify deposit" });
  await expect(modal.getByText("The payment must be verified. Please provide the verification input values below.")).toBeVisible();
  await modal.getByRole("button", { name: "Verify" }).click();
  await expect(modal.getByText("Please input descriptor code or comma-separated amounts.")).toBeVisible();
  await modal.getByLabel("Descriptor code or amounts").fill("SM11AA");
  await modal.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL("**/dashboard/payment");
  // an ACH debit: Processing (not in the balance) until the sandbox's test bank settles it, then Completed
  await expect(page.getByTestId("transactions").locator("tr[data-status=processing]")).toContainText("Processing");
  await expect(page.getByTestId("wallet-balance")).toHaveText("$0.00");
  await page.goto("/dashboard/deposit");
  await expect(page.getByTestId("deposits-processing")).toContainText("Deposit by bank transfer: $120.00");
  await expect(page.getByText("Available: $0.00")).toBeVisible();
});

test("buy Basic: sandbox checkout → Success → Basic is the Current Plan", async ({ page, request }) => {
  const account = await registerEmployerViaApi(request);
  await signInViaUi(page, account.email, account.password);
  await page.goto("/dashboard/subscription");
  await expect(page.getByRole("heading", { name: "Select Package" })).toBeVisible();
  await expect(page.getByRole("region", { name: "One hire credit" })).toBeVisible();
  await page.getByRole("region", { name: "Basic" }).getByRole("button", { name: "Subscribe" }).click();
  await page.waitForURL(/\/sandbox\/checkout\/cs_sb_/);
  await expect(page.getByText("Basic: $49.99 per month")).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL("**/dashboard/checkout-success");
  await expect(page.getByRole("heading", { name: "Success" })).toBeVisible();
  await page.getByRole("link", { name: "OK", exact: true }).click();
  await page.waitForURL("**/dashboard/subscription");
  await expect(page.getByRole("region", { name: "Basic" }).getByText("Current Plan")).toBeVisible();
  await expect(page.getByRole("region", { name: "One hire credit" })).toHaveCount(0);
});

test("checkout cancelled: Failed, TRY AGAIN returns to the packages", async ({ page, request }) => {
  const account = await registerEmployerViaApi(request);
  await signInViaUi(page, account.email, account.password);
  await page.goto("/dashboard/subscription");
  await page.getByRole("region", { name: "Premium" }).getByRole("button", { name: "Subscribe" }).click();
  await page.waitForURL(/\/sandbox\/checkout\//);
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.waitForURL("**/dashboard/checkout-failure");
  await expect(page.getByRole("heading", { name: "Failed" })).toBeVisible();
  await page.getByRole("link", { name: "TRY AGAIN" }).click();
  await page.waitForURL("**/dashboard/subscription");
});

/** Serious or critical axe violations (WCAG 2 A/AA) and anything wider than the screen. */
async function problems(page: Page, width: number) {
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = axe.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  return scroll > width ? [...serious, `page is ${scroll}px wide`] : serious;
}

for (const width of [1366, 360]) {
  test(`payment screens at ${width} px: no serious accessibility violation, nothing wider than the screen`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    const account = await registerEmployerViaApi(request);
    await signInViaUi(page, account.email, account.password);
    const found: string[] = [];
    for (const route of [
      "/dashboard/deposit",
      "/dashboard/subscription",
      "/dashboard/checkout-success",
      "/dashboard/checkout-failure",
      "/sandbox/portal",
    ]) {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      found.push(...(await problems(page, width)).map((p) => `${route}: ${p}`));
    }
    // the verify-deposit modal open
    await page.goto("/dashboard/deposit");
    const bank = section(page, "Bank");
    await bank.getByLabel("Amount (USD)").fill("25");
    await bank.getByLabel("Account holder name").fill("Dana Ortiz");
    await bank.getByLabel("Email").fill("dana.ortiz@example.test");
    await bank.getByRole("button", { name: "Add bank account" }).click();
    await bank.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("dialog", { name: "Verify deposit" })).toBeVisible();
    found.push(...(await problems(page, width)).map((p) => `verify modal: ${p}`));
    // the sandbox checkout page
    await page.goto("/dashboard/subscription");
    await page.getByRole("region", { name: "Standard" }).getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL(/\/sandbox\/checkout\//);
    found.push(...(await problems(page, width)).map((p) => `sandbox checkout: ${p}`));
    expect(found).toEqual([]);
  });
}
