// Holds in the browser, at 1366 and at 360 px: a new employer with an empty balance invites a worker, who sees
// the invitation Not funded before answering it; the employer hires him and the contract is Not funded, with
// the note telling the employer to fund it; a sandbox card deposit funds it (the deposit's funding task places
// the hold: the payment screen shows "Held for 1 shift"); the worker sees the contract Funded, clocks in and out
// and submits his hours; the employer adjusts them with a reason; the worker is paid the adjusted amount from
// the hold and the employer's history shows that payment ("Paid from the hold"). Each screen is axe-checked and must not scroll
// sideways; screenshots go to .data/screens/. The timer is moved back in the database instead of waiting.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi } from "./helpers/accounts";
import { call, giveCredit, jobBody } from "./helpers/api";
import { personPage, sql } from "./helpers/journey";
import { sticksOut } from "./helpers/screens";

const ip = randomIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": ip } });

/** Serious accessibility violations and what sticks out of the screen, after a screenshot for a person to look at. */
async function check(page: Page, width: number, name: string): Promise<string[]> {
  await page.screenshot({ path: `.data/screens/holds-${name}-${width}.png`, fullPage: true });
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${name}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  return [...serious, ...(await sticksOut(page, width)).map((s) => `${name}: ${s}`)];
}

for (const width of [1366, 360]) {
  test(`a Not funded hire is funded by a deposit and the adjusted hours are paid from the hold (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    const employer = await registerEmployerViaApi(request);
    const worker = await registerProviderViaApi(request);
    // a hiring credit, and no money at all
    await giveCredit(employer.user._id, 1);
    const title = `Holds shift ${width} ${Date.now().toString(36)}`;
    // $30/h × 2 h (+ the service fee): what the hire holds
    const { job } = await call(request, employer, "job/create", jobBody(title, { price: "30", duration: "2", screenQuestions: "[]" }));
    await call(request, employer, "job/invite", { id: job._id, employees: [worker.user._id] });

    // the worker sees the invitation Not funded before answering it
    const w = await personPage(browser, worker, { ip });
    await w.setViewportSize({ width, height: 900 });
    await w.goto(`/dashboard/detail-job/${job._id}`);
    await expect(w.getByRole("button", { name: "Accept" })).toBeVisible();
    const inviteFunding = w.getByTestId("invite-funding");
    await expect(inviteFunding.getByTestId("funding-badge")).toHaveText("Not funded");
    await expect(inviteFunding).toContainText("the employer's balance does not cover this shift's pay yet");
    problems.push(...(await check(w, width, "invitation")));
    await call(request, worker, "job/apply", {
      id: job._id,
      coverText: "Two years behind a busy bar; I bring my own tools.",
      price: 30,
      duration: 2,
      screenAnswers: [],
      isInvite: true,
    });

    // the employer hires him: the contract is Not funded and the employer is told to fund it
    const e = await personPage(browser, employer, { ip });
    await e.setViewportSize({ width, height: 900 });
    await e.goto(`/dashboard/detail-job/${job._id}?page=1`);
    await e.getByRole("article", { name: "Proposal from Riley Chen" }).getByRole("button", { name: "Hire" }).click();
    await e.getByRole("dialog", { name: "Hire Riley Chen" }).getByRole("button", { name: "Hire", exact: true }).click();
    const contract = e.getByTestId("contract-cell");
    await expect(contract.getByTestId("funding-badge")).toHaveText("Not funded");
    const note = contract.getByTestId("contract-not-funded");
    await expect(note).toContainText("Not funded: your balance does not hold this shift's total yet.");
    await expect(note.getByRole("button", { name: /Fund/ })).toBeVisible();
    problems.push(...(await check(e, width, "contract-not-funded")));

    // a sandbox card deposit: the deposit's funding task places the hold
    await e.goto("/dashboard/deposit");
    const card = e.locator("section", { has: e.getByRole("heading", { name: "Credit Card", exact: true }) });
    await card.getByLabel("Amount (USD)").fill("100");
    await card.getByLabel("Card number").fill("4242 4242 4242 4242");
    await card.getByRole("button", { name: "Deposit" }).click();
    await e.waitForURL("**/dashboard/payment");
    await expect(async () => {
      await e.reload();
      await expect(e.getByTestId("held-for")).toContainText("Held for 1 shift", { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(e.getByTestId("not-funded-title")).toHaveCount(0);
    problems.push(...(await check(e, width, "payment-held")));
    await e.goto(`/dashboard/detail-job/${job._id}?page=1`);
    await expect(contract.getByTestId("funding-badge")).toHaveText("Funded");
    await expect(contract.getByTestId("contract-not-funded")).toHaveCount(0);

    // the worker sees the contract Funded
    await w.goto(`/dashboard/detail-job/${job._id}?page=1`);
    const mine = w.getByTestId("contract-cell");
    await expect(mine.getByTestId("funding-badge")).toHaveText("Funded");
    await expect(w.getByTestId("invite-funding")).toHaveCount(0);
    problems.push(...(await check(w, width, "worker-contract-funded")));

    // he clocks in, two hours later clocks out and submits the hours
    await w.goto("/dashboard/time-clock-manager");
    await w.getByRole("button", { name: `Clock In on ${title}` }).click();
    await w.getByRole("dialog", { name: "Work Note" }).getByRole("button", { name: "Clock In" }).click();
    const running = w.getByRole("region", { name: "Running timer" });
    await expect(running).toContainText(`Clocked in on ${title}`);
    await sql(`update "Timer" set "startAt" = now() - interval '120 minutes' where "userId" = $1`, [worker.user._id]);
    await w.reload();
    await running.getByRole("button", { name: "Clock Out" }).click();
    await w.getByRole("dialog", { name: "Clock Out" }).getByRole("button", { name: "Clock Out and submit" }).click();
    await expect(w.getByText("Clocked out. Your hours were sent to the employer for approval.")).toBeVisible();

    // the employer adjusts them to 1 h 30 m with a reason: approved and paid from the hold
    await e.goto("/dashboard/approvals");
    const row = e.getByTestId("timesheet-row").filter({ hasText: title });
    await expect(row).toContainText("Submitted: 2h 00m");
    await row.getByRole("button", { name: "Adjust" }).click();
    await row.getByLabel("Hours").fill("1");
    await row.getByLabel("Minutes").fill("30");
    await row.getByLabel("Reason").fill("Started half an hour late");
    problems.push(...(await check(e, width, "approvals-adjust")));
    await row.getByRole("button", { name: "Save adjusted hours" }).click();
    await expect(e.getByText("Hours adjusted.")).toBeVisible();

    // the worker is paid the adjusted amount: 1.5 h × $30
    await w.goto("/dashboard/payment");
    await expect(w.getByTestId("wallet-balance")).toHaveText("$45.00");
    await expect(w.getByTestId("transactions").locator("tbody tr").first()).toContainText("+$45.00");
    problems.push(...(await check(w, width, "worker-paid")));

    // the employer's history shows the payment, paid from the hold (the rest stays held until the contract ends)
    await e.goto("/dashboard/payment");
    const history = e.getByTestId("transactions");
    const payment = history.locator("tbody tr", { hasText: `Payment: ${title}` });
    await expect(payment).toBeVisible();
    await expect(payment.getByTestId("tx-held")).toHaveText("Paid from the hold");
    await expect(history.locator("tbody tr", { hasText: `Held for: ${title}` })).toBeVisible();
    problems.push(...(await check(e, width, "employer-history")));

    expect(problems).toEqual([]);
  });
}
