// Money end to end: an employer with a funded wallet pays a hired contract on Process Payment (service fee
// itemised, the spec's confirm first) and sees it in Payment; the provider sees the earning under Earning
// and withdraws to a bank, and the withdrawal is paid by the sandbox payout step.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi, type Account } from "./helpers/accounts";
import { call as apiPost, fundEmployer } from "./helpers/api";

const ip = randomIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": ip } });

async function personPage(browser: Browser, who: Account): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } });
  const page = await context.newPage();
  await signInViaUi(page, who.email, who.password);
  return page;
}

test("an employer pays a contract from the wallet; the provider sees the earning and withdraws to a bank", async ({ browser, request }) => {
  const employer = await registerEmployerViaApi(request);
  const worker = await registerProviderViaApi(request);
  await fundEmployer(employer.user._id, 40000);
  const title = `Stage crew ${Date.now().toString(36)}`;
  const { job } = await apiPost(request, employer, "job/create", {
    title,
    description: "Set up, run and strike the staging for a one-day event downtown.",
    categories: "Warehouse & Logistics",
    skills: "Forklift,Rigging",
    payType: "Fixed",
    price: "300",
    duration: "2",
    type: "One-time job",
    location: "Denver, CO 80202",
    city: "Denver",
    state: "CO",
    zipcode: "80202",
    lat: 39.7392,
    lng: -104.9903,
    screenQuestions: "[]",
  });
  await apiPost(request, worker, "job/apply", {
    id: job._id,
    coverText: "I have run stage crews for ten years and can start early.",
    price: 300,
    duration: 2,
    screenAnswers: [],
  });
  await apiPost(request, employer, "job/hire", { id: job._id, userId: worker.user._id });

  // Process Payment: the fee of the demo settings (5 %) itemised, the balance, then the spec's confirm
  const e = await personPage(browser, employer);
  await e.goto(`/dashboard/pay/${job._id}`);
  await expect(e.getByRole("heading", { level: 1, name: "Process Payment" })).toBeVisible();
  await expect(e.getByTestId("pay-employee")).toHaveText("Riley Chen");
  await expect(e.getByTestId("pay-contract")).toContainText(title);
  await expect(e.getByTestId("pay-rate")).toHaveText("$300.00");
  await expect(e.getByTestId("pay-fee")).toHaveText("$15.00");
  await expect(e.getByText("Service fee (5%)")).toBeVisible();
  await expect(e.getByTestId("pay-total")).toHaveText("$315.00");
  // the hire held the contract's total from the wallet: the hold pays it
  await expect(e.getByTestId("pay-balance")).toHaveText("$85.00");
  await expect(e.getByTestId("pay-held")).toHaveText("$315.00");
  await expect(e.getByText("You do not have enough balance to complete this payment.")).toHaveCount(0);
  await e.getByRole("button", { name: "Pay Now" }).click();
  const dialog = e.getByRole("dialog", { name: "Process Payment" });
  await expect(dialog.getByText("This will complete the job and send payment to the provider. Do you want to proceed?")).toBeVisible();
  await dialog.getByRole("button", { name: "Yes" }).click();
  await e.waitForURL("**/dashboard/payment");
  await expect(e.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await expect(e.getByTestId("wallet-balance")).toHaveText("$85.00");
  await expect(e.getByTestId("wallet-total")).toHaveText("$315.00");
  const rows = e.getByTestId("transactions").locator("tbody tr");
  // the payment, paid from the hold the hire placed (no change of the balance now), above the hold itself
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(`Payment: ${title}`);
  await expect(rows.nth(0)).toContainText("−$315.00");
  await expect(rows.nth(0).getByTestId("tx-held")).toHaveText("Paid from the hold");
  await expect(rows.nth(1)).toContainText(`Held for: ${title}`);
  await expect(rows.nth(1)).toContainText("−$315.00");
  await expect(rows.nth(2)).toContainText("+$400.00");
  await expect(e.getByRole("link", { name: "Deposit" })).toHaveAttribute("href", "/dashboard/deposit");
  // paying again is not offered
  await e.goto(`/dashboard/pay/${job._id}`);
  await expect(e.getByTestId("pay-paid")).toBeVisible();
  await expect(e.getByRole("button", { name: "Pay Now" })).toHaveCount(0);

  // the provider's Earning
  const w = await personPage(browser, worker);
  await w.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Earning" }).click();
  await w.waitForURL("**/dashboard/payment");
  await expect(w.getByRole("heading", { level: 1, name: "Earning" })).toBeVisible();
  await expect(w.getByTestId("wallet-balance")).toHaveText("$300.00");
  await expect(w.getByTestId("wallet-total")).toHaveText("$300.00");
  await expect(w.getByTestId("transactions").locator("tbody tr").first()).toContainText("+$300.00");

  // withdraw to a bank: the checksum is checked, then the sandbox pays it out
  await w.getByRole("link", { name: "Withdraw" }).click();
  await w.waitForURL("**/dashboard/withdraw");
  await w.getByRole("tab", { name: "Bank" }).click();
  const form = w.getByRole("form", { name: "Withdraw" });
  await form.getByLabel("Amount (USD)").fill("400");
  await form.getByLabel("Account holder name").fill("Riley Chen");
  await form.getByLabel("Routing number").fill("021000022");
  await form.getByLabel("Account number").fill("000123456789");
  await form.getByRole("button", { name: "Withdraw" }).click();
  await expect(form.getByText("Amount cannot exceed the balance")).toBeVisible();
  await expect(form.getByText("This routing number is not valid: please check its 9 digits.")).toBeVisible();
  await form.getByLabel("Amount (USD)").fill("120");
  await form.getByLabel("Routing number").fill("021000021");
  await form.getByRole("button", { name: "Withdraw" }).click();
  await expect(w.getByText(/Your withdrawal request was received/)).toBeVisible();
  await expect(w.getByTestId("withdraw-balance")).toHaveText("$180.00");
  await expect(w.getByTestId("withdrawals")).toContainText("Riley Chen ••••6789");
  // paid right after the call's response (its payout step runs then): within seconds, long before the
  // periodic sweep would take it (30 s)
  await expect(async () => {
    await w.reload();
    await expect(w.getByTestId("withdrawal-status").first()).toHaveText("Paid", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await w.goto("/dashboard/payment");
  await expect(w.getByTestId("transactions").locator("tbody tr").first()).toContainText("−$120.00");
});
