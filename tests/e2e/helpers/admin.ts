// The demo admin in the browser: signs in with the password and a code computed from the published demo
// authenticator secret, as an authenticator app would (each code works once, so it waits for a fresh step).
import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { sql } from "./journey";
import { DEMO_PASSWORD } from "./screens";
import { DEMO_ADMIN_TOTP_SECRET } from "@/prisma/seed/people";

export const DEMO_ADMIN = "admin@gigline.test";
const PERIOD = 30;

/** A code the server takes now: a step of its ±1 window later than the last one it accepted. */
export async function freshAdminCode(): Promise<string> {
  for (;;) {
    const { rows } = await sql(`select "totpLastStep" from "User" where email = $1`, [DEMO_ADMIN]);
    const last: number | null = rows[0]?.totpLastStep ?? null;
    const now = Math.floor(Date.now() / 1000 / PERIOD);
    const step = [now, now + 1].find((s) => last === null || s > last);
    if (step !== undefined) return TOTP.generate({ secret: Secret.fromBase32(DEMO_ADMIN_TOTP_SECRET), timestamp: step * PERIOD * 1000 });
    await new Promise((r) => setTimeout(r, 2000));
  }
}

export async function signInDemoAdmin(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO_ADMIN);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeVisible({ timeout: 30_000 });
  await code.fill(await freshAdminCode());
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await page.waitForURL("**/dashboard/**", { timeout: 30_000 });
}

/** The queue screens of the console, with a live item of each queue of the demo data (prisma/seed/queues.ts). */
export async function adminRoutes(): Promise<string[]> {
  const { rows } = await sql(
    `select distinct on (kind) kind, id from "QueueItem" where state in ('open', 'assigned') order by kind, "openedAt"`,
    [],
  );
  return ["/admin", ...rows.flatMap((r: { kind: string; id: string }) => [`/admin/queues/${r.kind}`, `/admin/queues/${r.kind}/${r.id}`])];
}
