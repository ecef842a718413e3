// Helpers of the multi-person journeys (booking, time clock, chat): SQL against the e2e database, a funded
// employer, one signed-in browser context per person, a page opened once its realtime stream is live, and
// screenshots at 1366 and 360 px for a person to look at (.data/screens/).
import pg from "pg";
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { signInViaUi, type Account } from "./accounts";

export async function sql(text: string, args: unknown[]) {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    return await db.query(text, args);
  } finally {
    await db.end();
  }
}

/** A hiring credit and a $200.00 card deposit, written the way the ledger posts a succeeded deposit. */
export async function fundEmployer(userId: string) {
  const journal = randomUUID();
  await sql(
    `with c as (update "User" set credit = 1 where id = $3 returning id),
          j as (insert into "LedgerJournal" (id, kind, reference, memo, "userId") values ($1, 'deposit', $2, 'card', $3) returning id),
          a as (insert into "LedgerAccount" (id, kind, "userId", "balanceCents") values ($4, 'wallet', $3, 20000) returning id)
     insert into "LedgerEntry" ("journalId", "accountId", "amountCents") select $1, 'in_transit:card', -20000 from j, a, c union all select $1, $4, 20000 from j, a, c`,
    [journal, `e2e:${journal}`, userId, `wallet:${userId}`],
  );
}

/** What the screen looks like at 1366 and 360 px (for a person to look at: .data/screens/). */
export async function screenshotsAt(page: Page, name: string) {
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `.data/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A browser context of its own for one person, signed in. */
export async function personPage(browser: Browser, who: Account, o: { ip: string; timezoneId?: string }): Promise<Page> {
  const context = await browser.newContext({ timezoneId: o.timezoneId, extraHTTPHeaders: { "x-forwarded-for": o.ip } });
  const page = await context.newPage();
  await signInViaUi(page, who.email, who.password);
  return page;
}

/** Opens a dashboard page and waits until its realtime stream is open (live events from then on). */
export async function openLive(page: Page, route: string) {
  const stream = page.waitForResponse((r) => r.url().includes("/api/realtime/stream") && r.status() === 200);
  await page.goto(route);
  await stream;
}
