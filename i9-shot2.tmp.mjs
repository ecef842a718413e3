import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const w of [1366, 360]) {
  const page = await b.newPage({ viewport: { width: w, height: 800 } });
  await page.goto("http://localhost:3205/help/subscription-plans", { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/i9-help-article-${w}.png` });
  await page.getByRole("button", { name: /help assistant/ }).click();
  const d = page.getByRole("dialog", { name: "Gigline Help" });
  await d.getByLabel("Your question").fill("what does the premium plan cost?");
  await d.getByLabel("Your question").press("Enter");
  await d.locator("[data-from=bot]").nth(1).waitFor();
  await page.screenshot({ path: `/tmp/i9-help-dialog-${w}.png` });
  await page.close();
}
await b.close();
