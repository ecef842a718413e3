// The security screen: where the account is signed in (this device, another session signed out), the e-mail
// change confirmed by a code, two-step sign-in turned on with an authenticator app's code, a password change
// that keeps the other devices, and "sign out everywhere else" with a recovery code. Axe-clean at 1366 and
// 360 px, and nothing sticks out of a phone screen.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { PASSWORD, randomIp, registerEmployerViaApi, signInViaUi, uniqueEmail } from "./helpers/accounts";
import { latestMail } from "./helpers/mail";
import { DEMO, DEMO_PASSWORD, signInDemo, sticksOut } from "./helpers/screens";
import { totpCode } from "@/lib/auth/mfa/totp";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

// an app's own user agent, one per run (the list names it "GiglineE2E <major>")
const APP_VERSION = 100 + Math.floor(Math.random() * 90_000);
const APP_AGENT = `GiglineE2E/${APP_VERSION}.0 (security spec)`;
// the first use of a call may wait for the server to build it
const SLOW = { timeout: 30_000 };

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(", ")}`,
    );
}

/** 200 while the token's session lives, 401 once it has ended. */
async function tokenStatus(request: APIRequestContext, token: string, userId: string) {
  const res = await request.post("/api/user/get_user", { headers: { authorization: `Bearer ${token}` }, data: { user_id: userId } });
  return res.status();
}

test("a demo employee sees this device and signs out a session opened through the API", async ({ page, request }) => {
  test.setTimeout(120_000);
  const login = await request.post("/api/user/login", {
    headers: { "user-agent": APP_AGENT },
    data: { email: DEMO.employee, password: DEMO_PASSWORD },
  });
  const { token, user } = await login.json();
  expect(await tokenStatus(request, token, user._id)).toBe(200);

  await signInDemo(page, "employee");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Security" }).click();
  await page.waitForURL(/\/dashboard\/security$/);
  const list = page.getByRole("list", { name: "Signed-in sessions" });
  await expect(list.getByText("This device")).toBeVisible(SLOW);

  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(list.getByText("This device")).toBeVisible(SLOW);
    expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
    if (width === 360) expect(await sticksOut(page, width)).toEqual([]);
  }

  const row = list.getByRole("listitem").filter({ hasText: `GiglineE2E ${APP_VERSION}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("API token");
  await row.getByRole("button", { name: /^Sign out/ }).click();
  await expect(page.locator("[data-toast=success]")).toContainText("The session was signed out.", SLOW);
  await expect(row).toHaveCount(0, SLOW);
  expect(await tokenStatus(request, token, user._id)).toBe(401);
  // this browser is still signed in
  await page.reload();
  await expect(list.getByText("This device")).toBeVisible(SLOW);
});

test("an employer changes the e-mail with a code, turns on two-step sign-in, keeps or signs out other devices", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const account = await registerEmployerViaApi(request);
  const userId = account.user._id;
  await signInViaUi(page, account.email, PASSWORD);
  await page.goto("/dashboard/security");

  // e-mail: the code goes to the new address, the old one is told
  const next = uniqueEmail("moved");
  const since = new Date(Date.now() - 2000);
  await page.getByRole("button", { name: "Change e-mail" }).click();
  await page.getByLabel("New e-mail address").fill(next);
  await page.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(`Enter the 6-digit code we sent to ${next}`)).toBeVisible(SLOW);
  const codeMail = await latestMail(next, { since });
  const code = /(\d{6})/.exec(codeMail.subject)![1];
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Confirm new address" }).click();
  await expect(page.locator("[data-toast=success]").filter({ hasText: `Your e-mail address is now ${next}.` })).toBeVisible(SLOW);
  await expect(page.getByRole("region", { name: "E-mail address" }).getByText(next, { exact: true })).toBeVisible(SLOW);
  const notice = await latestMail(account.email, { since });
  expect(notice.subject).toBe("Your Gigline e-mail address was changed");

  // two-step sign-in: password, the key typed into an "app", a code, the recovery codes kept
  await page.getByRole("region", { name: "Two-step sign-in" }).getByRole("button", { name: "Turn on" }).click();
  const dialog = page.getByRole("dialog", { name: "Turn on two-step sign-in" });
  await dialog.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("img", { name: /QR code/ })).toBeVisible(SLOW);
  expect(await seriousViolations(page), "axe with the set-up open").toEqual([]);
  const secret = (await dialog.getByText(/^([A-Z2-7]{4} ?)+$/).innerText()).replace(/\s/g, "");
  await dialog.getByLabel("Code from the app").fill(totpCode(secret));
  await dialog.getByRole("button", { name: "Turn on" }).click();
  const shown = dialog.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(shown).toHaveCount(10, SLOW);
  const codes = (await shown.allInnerTexts()).map((c) => c.trim());
  await expect(dialog.getByRole("button", { name: "Done" })).toBeDisabled();
  await dialog.getByLabel("I saved my recovery codes").check();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("region", { name: "Two-step sign-in" }).getByText("On", { exact: true })).toBeVisible(SLOW);

  // a password change that keeps the other devices (the sign-up's token lives on)
  await page.goto("/dashboard/change-password");
  await page.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("Brand-new-pass-42");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Brand-new-pass-42");
  await page.getByLabel("Code from your authenticator app").fill(codes[0]);
  await page.getByLabel("Sign out of all other devices").uncheck();
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.locator("[data-toast=success]")).toContainText("Password changed successfully", SLOW);
  expect(await tokenStatus(request, account.token, userId)).toBe(200);

  // sign out everywhere else: the new password and a recovery code
  await page.goto("/dashboard/security");
  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  const others = page.getByRole("dialog", { name: "Sign out everywhere else" });
  await others.getByLabel("Current password", { exact: true }).fill("Brand-new-pass-42");
  await others.getByLabel("Code from your authenticator app").fill(codes[1]);
  await others.getByRole("button", { name: "Sign out other sessions" }).click();
  await expect(page.locator("[data-toast=success]").filter({ hasText: /Signed out of \d+ other session/ })).toBeVisible(SLOW);
  expect(await tokenStatus(request, account.token, userId)).toBe(401);
  await expect(page.getByRole("list", { name: "Signed-in sessions" }).getByRole("listitem")).toHaveCount(1, SLOW);
});
