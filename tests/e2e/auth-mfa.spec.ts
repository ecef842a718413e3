// Two-step sign-in in the browser: the demo admin signs in with the password and a code computed from the
// published demo secret (as an authenticator app would), at 1366 and 360 px; a wrong code is refused on the
// same screen; the code step is axe-clean and fits a 360 px phone.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { randomIp } from "./helpers/accounts";
import { DEMO_PASSWORD, sticksOut } from "./helpers/screens";
import { DEMO_ADMIN, freshAdminCode } from "./helpers/admin";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
// the server's answers (a password hash, the code check) get time on a busy machine
const SERVER = { timeout: 30_000 };

const ADMIN = DEMO_ADMIN;
/** A code the server takes now (each works once). */
const freshCode = freshAdminCode;

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
}

for (const width of [1366, 360]) {
  test(`the demo admin signs in with password and authenticator code at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: width === 360 ? 740 : 850 });
    await page.goto("/login");
    await page.getByLabel("Email").fill(ADMIN);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();

    const code = page.getByLabel("Authentication code");
    await expect(code).toBeVisible(SERVER);
    await expect(page.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await expect(code).toHaveAttribute("inputmode", "numeric");
    await expect(code).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    if (width === 360) expect(await sticksOut(page, 360)).toEqual([]);

    // the recovery-code switch and back
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await expect(page.getByLabel("Recovery code")).toBeVisible();
    await page.getByRole("button", { name: "Use the authenticator app instead" }).click();

    const right = await freshCode();
    await code.fill(right === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Incorrect code. 4 tries left." })).toBeVisible(SERVER);
    await expect(page).toHaveURL(/\/login/);

    await code.fill(await freshCode());
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForURL("**/dashboard/**");
    if (width === 360) expect(await sticksOut(page, 360)).toEqual([]);
  });
}

test("an admin set-up link that is not valid says so", async ({ page }) => {
  test.slow();
  await page.goto("/admin-setup?token=not-a-real-token");
  await expect(page.getByRole("alert").filter({ hasText: "This set-up link is not valid or has expired." })).toBeVisible(SERVER);
  expect(await seriousViolations(page)).toEqual([]);
});
