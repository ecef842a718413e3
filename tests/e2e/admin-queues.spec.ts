// The operations console in the browser, at 1366 and 360 px: the demo admin signs in with the authenticator
// code, opens the chat-report queue, assigns a reported worker's message to themselves and asks to ban the worker
// (admin/user_standing, with a reason); the second demo admin approves the ban on /admin/approvals (the four-eyes
// rule); the banned worker then cannot sign in and their public page answers 410. Every console screen on the way is axe-clean and fits the width.
import { expect, test } from "@playwright/test";
import { randomIp } from "./helpers/accounts";
import { sql } from "./helpers/journey";
import { DEMO_PASSWORD } from "./helpers/screens";
import { consoleProblems as problems, signInAdmin, signInDemoAdmin } from "./helpers/admin";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
const SERVER = { timeout: 30_000 };

/** Each width bans a different reported worker of the demo data (prisma/seed/queues.ts). */
const CASES = [
  { width: 1366, email: "samuel.wright@gigline.test", name: "Samuel Wright" },
  { width: 360, email: "ethan.walker@gigline.test", name: "Ethan Walker" },
];

for (const c of CASES) {
  test(`report → assign → ban → second admin approves: the worker cannot sign in and their page is gone, at ${c.width} px`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: c.width, height: c.width === 360 ? 740 : 850 });
    const { rows } = await sql(`select id from "User" where email = $1`, [c.email]);
    const workerId: string = rows[0].id;
    expect((await page.request.get(`/pros/${workerId}`)).status()).toBe(200);

    await signInDemoAdmin(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Queues", level: 1 })).toBeVisible();
    expect(await problems(page, c.width)).toEqual([]);
    await page.getByRole("link", { name: "Chat reports" }).click();
    await expect(page.getByRole("heading", { name: "Chat reports", level: 1 })).toBeVisible();
    expect(await problems(page, c.width)).toEqual([]);

    await page.getByRole("link", { name: c.name }).first().click();
    await expect(page.getByTestId("reported-message")).toBeVisible();
    await expect(page.getByTestId("item-state")).toHaveText("open");
    expect(await problems(page, c.width)).toEqual([]);

    await page.getByRole("button", { name: "Assign to me" }).click();
    await expect(page.getByTestId("item-state")).toHaveText("assigned", SERVER);
    await page.getByLabel("Start from a reason").selectOption("Abusive or threatening messages to other members.");
    await expect(page.getByLabel("Reason (required; the person reads it)")).toHaveValue(
      "Abusive or threatening messages to other members.",
    );
    await page.getByRole("button", { name: "Ban", exact: true }).click();
    await expect(page.getByText("Ban requested: a second admin decides it on Approvals.")).toBeVisible(SERVER);
    await expect(page.getByTestId("item-state")).toHaveText("assigned");
    expect(await problems(page, c.width)).toEqual([]);

    const second = await browser.newContext({ viewport: page.viewportSize()!, extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
    const other = await second.newPage();
    await signInAdmin(other, "second");
    await other.goto("/admin/approvals");
    const row = other.getByRole("listitem").filter({ hasText: c.email });
    await expect(row.getByRole("heading", { name: "Close the account (ban)" })).toBeVisible(SERVER);
    await row.getByRole("button", { name: "Approve" }).click();
    await expect(row.getByRole("status")).toHaveText("Approved.", SERVER);
    await second.close();

    // without the admin's cookies (the page's own requests carry them)
    const login = await request.post("/api/user/login", {
      data: { email: c.email, password: DEMO_PASSWORD },
      headers: { "x-forwarded-for": randomIp() },
    });
    expect(login.status()).toBe(403);
    expect((await login.json()).error).toBe("Your account has been closed.");
    await expect.poll(async () => (await page.request.get(`/pros/${workerId}`)).status(), SERVER).toBe(410);
  });
}
