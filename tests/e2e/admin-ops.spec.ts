// The operations console in the browser, at 1366 and 360 px, axe-clean: the first demo admin signs in with
// its authenticator code, reads the overview, and asks for a $750 wallet correction, which waits (over $500);
// the second demo admin approves it on /admin/approvals and the wallet moves by exactly $750.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { randomIp } from "./helpers/accounts";
import { signInAdmin } from "./helpers/admin";
import { sql } from "./helpers/journey";
import { sticksOut } from "./helpers/screens";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
const SERVER = { timeout: 30_000 };

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
}

async function balanceCents(email: string): Promise<number> {
  const { rows } = await sql(
    `select coalesce(a."balanceCents", 0)::int as b from "User" u left join "LedgerAccount" a on a."id" = 'wallet:' || u."id" where u.email = $1`,
    [email],
  );
  return rows[0]?.b ?? 0;
}

async function check(page: Page, width: number) {
  expect(await seriousViolations(page)).toEqual([]);
  if (width === 360) expect(await sticksOut(page, 360)).toEqual([]);
}

const TARGET: Record<number, string> = { 1366: "marcus.johnson@gigline.test", 360: "hannah.schultz@gigline.test" };

for (const width of [1366, 360]) {
  test(`a $750 correction asked by one admin and approved by another moves the wallet at ${width} px`, async ({ browser }) => {
    test.setTimeout(240_000);
    const viewport = { width, height: width === 360 ? 740 : 850 };
    const email = TARGET[width];
    const before = await balanceCents(email);

    const first = await browser.newContext({ viewport });
    const page = await first.newPage();
    await signInAdmin(page, "first");
    await page.goto("/admin/overview");
    await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible(SERVER);
    // six charts, each drawn for the width it is read at: one visible drawing per chart
    for (const chart of ["shifts", "staffed", "time-to-fill", "money", "active", "queues"]) {
      await expect(page.getByTestId(`chart-${chart}`).locator("svg").filter({ visible: true })).toHaveCount(1);
    }
    await expect(page.getByTestId("chart-shifts")).toContainText("Shifts posted and filled");
    await page.screenshot({ path: `test-results/admin-overview-${width}.png`, fullPage: true });
    await page.getByRole("link", { name: "90 days" }).click();
    await expect(page.getByRole("link", { name: "90 days" })).toHaveAttribute("aria-current", "page", SERVER);
    await check(page, width);

    await page.goto(`/admin/corrections?email=${encodeURIComponent(email)}`);
    await expect(page.getByTestId("wallet-balance")).toBeVisible(SERVER);
    await page.getByLabel("Amount in dollars").fill("750");
    await page.getByLabel("Reason (the person reads it)").fill("Refund of a double charge on the last contract payment.");
    await check(page, width);
    await page.getByRole("button", { name: "Correct the wallet" }).click();
    await expect(page.getByRole("status")).toHaveText("Over $500: the correction waits for a second admin on the Approvals page.", SERVER);
    expect(await balanceCents(email)).toBe(before);
    // the requester sees it but cannot decide it
    await page.goto("/admin/approvals");
    const mine = page.getByRole("listitem").filter({ hasText: email });
    await expect(mine.getByText("You asked for this: another admin decides it.")).toBeVisible(SERVER);
    await first.close();

    const second = await browser.newContext({ viewport });
    const other = await second.newPage();
    await signInAdmin(other, "second");
    await other.goto("/admin/approvals");
    const row = other.getByRole("listitem").filter({ hasText: email });
    await expect(row.getByRole("heading", { name: "Wallet correction: add $750.00" })).toBeVisible(SERVER);
    await check(other, width);
    await row.getByRole("button", { name: "Approve" }).click();
    await expect(row.getByRole("status")).toHaveText("Approved.", SERVER);
    await expect.poll(() => balanceCents(email), SERVER).toBe(before + 75_000);
    await other.goto(`/admin/corrections?email=${encodeURIComponent(email)}`);
    await expect(other.getByTestId("wallet-balance")).toContainText("$", SERVER);
    await expect(other.getByText("Last corrections")).toBeVisible();
    await second.close();
  });
}
