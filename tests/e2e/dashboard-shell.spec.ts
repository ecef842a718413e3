// The dashboard shell: the role menus, the active item, the collapsible sidebar that remembers its state,
// notifications (count, mark read, empty state), the ads slot and the placeholders of later features.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi } from "./helpers/accounts";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

const EMPLOYER_MENU = [
  "Home",
  "Time Clock Manager",
  "Approvals",
  "Booking Requests",
  "Search Employees",
  "My team",
  "Messages",
  "Payment",
  "Background Checks",
  "Subscription",
  "Benefits",
  "Security",
];
const EMPLOYEE_MENU = [
  "Home",
  "My Jobs",
  "Search Jobs",
  "Time Clock Manager",
  "Booking Calendar",
  "Booking Requests",
  "Reliability",
  "Search Employers",
  "Messages",
  "Earning",
  "Benefits",
  "Security",
];

test("an employer gets the employer menu, tabs and a sidebar that stays collapsed", async ({ page, request }) => {
  const account = await registerEmployerViaApi(request);
  await signInViaUi(page, account.email, account.password);
  await expect(page.getByRole("heading", { name: "Welcome back, Lone Star Events LLC!" })).toBeVisible();

  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("link")).toHaveText(EMPLOYER_MENU);
  await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  for (const tab of ["OPEN", "ACTIVE", "COMPLETED"]) await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  await expect(page.getByText("No open jobs yet.")).toBeVisible();
  await page.getByRole("tab", { name: "COMPLETED" }).click();
  await expect(page.getByText("No completed jobs.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Post A Job", exact: true })).toHaveAttribute("href", "/dashboard/job");
  await expect(page.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
  await expect(page.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");

  await menu.getByRole("link", { name: "Background Checks" }).click();
  await page.waitForURL("**/dashboard/background-checks");
  await expect(menu.getByRole("link", { name: "Background Checks" })).toHaveAttribute("aria-current", "page");

  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(page.getByTestId("sidebar")).toHaveAttribute("data-collapsed", "true");
  await page.reload();
  await expect(page.getByTestId("sidebar")).toHaveAttribute("data-collapsed", "true");
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(page.getByTestId("sidebar")).toHaveAttribute("data-collapsed", "false");
});

test("an employee gets the employee menu and home tabs; ads show except for level-1 members", async ({ page, request }) => {
  const account = await registerProviderViaApi(request);
  await signInViaUi(page, account.email, account.password);
  await expect(page.getByRole("heading", { name: "Welcome back, Riley!" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link")).toHaveText(EMPLOYEE_MENU);
  for (const tab of ["FOR YOU", "PROPOSED", "SAVED"]) await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  await page.getByRole("tab", { name: "SAVED" }).click();
  await expect(page.getByText("No saved jobs.")).toBeVisible();

  // the search box leads to job search with the keyword
  await page.getByRole("searchbox", { name: "Search jobs" }).fill("forklift");
  await page.getByRole("searchbox", { name: "Search jobs" }).press("Enter");
  await page.waitForURL("**/dashboard/search-jobs?keyword=forklift");

  await expect(page.getByTestId("ad-slot")).toBeVisible();
  await withDb((db) => db.query(`update "User" set level = 1 where id = $1`, [account.user._id]));
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  await expect(page.getByTestId("ad-slot")).toHaveCount(0);
});

test("notifications: unread count, mark read removes one and recounts, then the empty state", async ({ page, request }) => {
  const account = await registerProviderViaApi(request);
  await withDb(async (db) => {
    for (const [i, message] of ["Lone Star Events invited you to a job", "Your proposal was viewed"].entries()) {
      await db.query(
        `insert into "Notification" (id, "userId", message, type, "isRead", "createdAt") values ($1, $2, $3, 'invite', false, now() - ($4 || ' minutes')::interval)`,
        [randomUUID(), account.user._id, message, String(i * 5)],
      );
    }
  });
  await signInViaUi(page, account.email, account.password);

  await expect(page.getByTestId("notification-count")).toHaveText("2");
  await page.getByRole("button", { name: /Notifications/ }).click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByText("Lone Star Events invited you to a job")).toBeVisible();
  await expect(panel.getByText("Your proposal was viewed")).toBeVisible();

  await panel.getByRole("button", { name: "Mark as read" }).first().click();
  await expect(page.getByTestId("notification-count")).toHaveText("1");
  await expect(panel.getByText("Lone Star Events invited you to a job")).toHaveCount(0);
  await panel.getByRole("button", { name: "Mark as read" }).click();
  await expect(page.getByTestId("notification-count")).toHaveCount(0);
  await expect(panel.getByText("No notifications yet")).toBeVisible();

  // read notifications stay read after a reload
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  await expect(page.getByTestId("notification-count")).toHaveCount(0);
});

test("a job page with an unknown id shows the not-found page inside the shell", async ({ page, request }) => {
  const account = await registerEmployerViaApi(request);
  await signInViaUi(page, account.email, account.password);
  for (const path of [
    "/dashboard/detail-job/abc",
    "/dashboard/recommend-employees/abc",
    "/dashboard/pay/abc",
    "/dashboard/booking-detail/abc",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "We could not find that page" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  }
});

async function withDb<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: run e2e tests through `npm run test:e2e`");
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

test("a dialog keeps the keyboard: focus moves in, Tab stays inside, Escape closes and focus returns to its button", async ({
  page,
  request,
}) => {
  const account = await registerProviderViaApi(request);
  await signInViaUi(page, account.email, account.password);
  const focusInside = (name: string) =>
    page.evaluate((n) => Boolean(document.activeElement?.closest(`[role=dialog][aria-label="${n}"]`)), name);

  // a modal (every form dialog and confirmation is one): opened from the keyboard
  await page.goto("/dashboard/edit-profile");
  const edit = page.getByRole("button", { name: "Edit personal info" });
  await edit.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Personal Info" });
  await expect(dialog).toBeVisible();
  expect(await focusInside("Personal Info")).toBe(true);
  // the help button is under the modal's overlay while it is open
  const help = page.getByRole("button", { name: "Open help assistant" });
  const box = (await help.boundingBox())!;
  expect(
    await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest("button")?.textContent ?? "",
      [box.x + box.width / 2, box.y + box.height / 2],
    ),
  ).not.toContain("Open help assistant");
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInside("Personal Info"), `Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusInside("Personal Info"), `Shift+Tab ${i + 1}`).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  // the phone menu drawer
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/dashboard/home");
  const open = page.getByRole("button", { name: "Open menu" });
  await open.click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  expect(await focusInside("Menu")).toBe(true);
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInside("Menu"), `Tab ${i + 1} in the menu`).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  await expect(open).toBeFocused();
});
