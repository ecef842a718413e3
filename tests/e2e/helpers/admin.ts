// The demo admins' sign-in in the browser: password, then a code computed from the published demo
// authenticator secret (as an app would). Each code works once, so a code is taken from a step after the last
// one the server accepted for that account (two per 30-second step at most, within the ±1 window).
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { sql } from "./journey";
import { DEMO_PASSWORD, sticksOut } from "./screens";
import { DEMO_ADMIN2_TOTP_SECRET, DEMO_ADMIN_TOTP_SECRET } from "@/prisma/seed/people";

export const DEMO_ADMINS = {
  first: { email: "admin@gigline.test", secret: DEMO_ADMIN_TOTP_SECRET },
  second: { email: "admin2@gigline.test", secret: DEMO_ADMIN2_TOTP_SECRET },
} as const;
export type DemoAdmin = keyof typeof DEMO_ADMINS;

/** The operations screens (a11y.spec.ts checks each at 1366 and 360 px). */
export const ADMIN_ROUTES = ["/admin/overview", "/admin/approvals", "/admin/corrections?email=worker2%40gigline.test", "/admin/audit"];

const PERIOD = 30;

async function freshCode(email: string, secret: string): Promise<string> {
  for (;;) {
    const { rows } = await sql(`select "totpLastStep" from "User" where email = $1`, [email]);
    const last: number | null = rows[0]?.totpLastStep ?? null;
    const now = Math.floor(Date.now() / 1000 / PERIOD);
    const step = [now, now + 1].find((s) => last === null || s > last);
    if (step !== undefined) return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD * 1000 });
    await new Promise((r) => setTimeout(r, 2000));
  }
}

export async function signInAdmin(page: Page, who: DemoAdmin) {
  const { email, secret } = DEMO_ADMINS[who];
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeVisible({ timeout: 30_000 });
  await code.fill(await freshCode(email, secret));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await page.waitForURL("**/dashboard/**", { timeout: 30_000 });
}

export const DEMO_ADMIN = DEMO_ADMINS.first.email;

/** A code the server takes now for the first demo admin. */
export const freshAdminCode = () => freshCode(DEMO_ADMINS.first.email, DEMO_ADMINS.first.secret);

export const signInDemoAdmin = (page: Page) => signInAdmin(page, "first");

/** The queue screens of the console, with a live item of each queue of the demo data (prisma/seed/queues.ts). */
export async function adminRoutes(): Promise<string[]> {
  const { rows } = await sql(
    `select distinct on (kind) kind, id from "QueueItem" where state in ('open', 'assigned') order by kind, "openedAt"`,
    [],
  );
  return ["/admin", ...rows.flatMap((r: { kind: string; id: string }) => [`/admin/queues/${r.kind}`, `/admin/queues/${r.kind}/${r.id}`])];
}

/** A console screen's serious accessibility problems and, on a phone, what sticks out of it (none expected). */
export async function consoleProblems(page: Page, width: number) {
  // after an action the page re-renders and its metadata streams in: check the page a person reads, titled
  await expect(page).toHaveTitle(/\S/);
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const found = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
  if (width <= 400) found.push(...(await sticksOut(page, width)));
  return found;
}
