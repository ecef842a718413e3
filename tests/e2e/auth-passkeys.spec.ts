// Passkeys in a real browser: Chromium's virtual authenticator (a platform authenticator that keeps
// discoverable credentials and verifies the person) registers a passkey on the security screen; after
// signing out, "Sign in with a passkey" signs the same account in with no password. Both screens fit 360 px.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { randomIp, registerEmployerViaApi, signInViaUi } from "./helpers/accounts";
import { sticksOut } from "./helpers/screens";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
const SERVER = { timeout: 30_000 };

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
}

for (const width of [1366, 360]) {
  test(`registers a passkey, signs out and signs in with it at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: width === 360 ? 740 : 850 });
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
    const account = await registerEmployerViaApi(page.request);
    await signInViaUi(page, account.email, account.password);

    await page.goto("/dashboard/security");
    const section = page.getByRole("region", { name: "Passkeys" });
    await expect(section.getByText("No passkeys yet.")).toBeVisible(SERVER);
    await section.getByRole("button", { name: "Add a passkey" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a passkey" });
    await dialog.getByLabel("Name (optional)").fill("Test laptop");
    await dialog.getByLabel("Current password", { exact: true }).fill(account.password);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(page.locator("[data-toast=success]", { hasText: 'Passkey "Test laptop" added.' })).toBeVisible(SERVER);
    await expect(section.getByText("Test laptop")).toBeVisible();
    await expect(section.getByText("Not used yet")).toBeVisible();
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].isResidentCredential).toBe(true);
    if (width === 360) expect(await sticksOut(page, 360)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/login");
    const button = page.getByRole("button", { name: "Sign in with a passkey" });
    await expect(button).toBeVisible(SERVER);
    if (width === 360) expect(await sticksOut(page, 360)).toEqual([]);
    await button.click();
    await page.waitForURL((url) => url.pathname.startsWith("/dashboard"), SERVER);

    await page.goto("/dashboard/security");
    await expect(section.getByText(/Last used/)).toBeVisible(SERVER);
  });
}
