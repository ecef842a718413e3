// The floating help assistant (open, ask, answer with a link to our help page, emojis, Escape, focus trap,
// the error toast) and the public help centre (/help, search, an article with its canonical URL and JSON-LD).
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { randomIp } from "./helpers/accounts";
import { signInDemo } from "./helpers/screens";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

test("the help assistant answers a question with a link to the help article", async ({ page }) => {
  await signInDemo(page, "employer");
  await page.goto("/dashboard/home", { waitUntil: "networkidle" });
  const launcher = page.getByRole("button", { name: "Open help assistant" });
  await launcher.click();
  const dialog = page.getByRole("dialog", { name: "Gigline Help" });
  await expect(dialog).toBeVisible();
  const input = dialog.getByLabel("Your question");
  await expect(input).toBeFocused();

  // the 7 reactions (SVG icons, no emoji font needed) add plain-text emoticons to the question
  await expect(dialog.getByRole("group", { name: "Emojis" }).getByRole("button")).toHaveCount(7);
  await dialog.getByRole("button", { name: "Add thumbs up" }).click();
  await expect(input).toHaveValue("+1");

  await input.fill("How do I put money in my wallet?");
  await input.press("Enter");
  const answer = dialog.locator("[data-from=bot]").last();
  await expect(answer).toContainText("To add funds, go to Payment");
  const link = answer.getByRole("link", { name: "Adding funds to your wallet" });
  await expect(link).toHaveAttribute("href", "/help/add-funds-deposit");

  // a personal question is answered from the signed-in account
  await input.fill("How many jobs have I posted?");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.locator("[data-from=bot]").last()).toContainText("You have posted");

  // Tab stays inside the dialog; Escape closes it and gives focus back to the button
  for (let i = 0; i < 25; i++) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();

  // reopened, the conversation is still there; the link opens the article
  await launcher.click();
  await expect(dialog.getByRole("link", { name: "Adding funds to your wallet" })).toBeVisible();
  await dialog.getByRole("link", { name: "Adding funds to your wallet" }).click();
  await page.waitForURL("**/help/add-funds-deposit");
  await expect(page.getByRole("heading", { level: 1, name: "Adding funds to your wallet" })).toBeVisible();
});

test("a failed call shows the chatbot's error toast", async ({ page }) => {
  await page.route("**/api/global/chat", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"result":false}' }),
  );
  // networkidle: the button answers once the page is hydrated
  await page.goto("/help", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Open help assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "Gigline Help" });
  await dialog.getByLabel("Your question").fill("How do I post a job?");
  await dialog.getByLabel("Your question").press("Enter");
  await expect(page.locator("[data-toast=error]", { hasText: "An error occurred. Please try again." })).toBeVisible();
});

test("the help centre lists categories, searches, and renders an indexable article", async ({ page }) => {
  await page.goto("/help");
  await expect(page.getByRole("heading", { level: 1, name: "How can we help?" })).toBeVisible();
  for (const category of ["Getting started", "Payments", "Subscriptions and credits", "Messaging and safety"]) {
    await expect(page.getByRole("heading", { level: 2, name: category })).toBeVisible();
  }
  await page.getByLabel("Search the help centre").fill("how do I quit gigline");
  await page.getByLabel("Search the help centre").press("Enter");
  await page.waitForURL("**/help/search?q=*");
  await page.getByRole("region", { name: "Results" }).getByRole("link", { name: "Deleting your account" }).click();
  await page.waitForURL("**/help/delete-account");
  await expect(page.getByRole("heading", { level: 1, name: "Deleting your account" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/help\/delete-account$/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "[]");
  expect(ld[0]["@type"]).toBe("Article");
  expect(ld[0].headline).toBe("Deleting your account");

  const missing = await page.goto("/help/no-such-article");
  expect(missing?.status()).toBe(404);
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the open assistant fits the screen and has no serious accessibility violations", async ({ page }) => {
    const cspErrors: string[] = [];
    page.on("console", (m) => m.type() === "error" && /Content Security Policy/.test(m.text()) && cspErrors.push(m.text()));
    // the second load is served from Next's cache: its scripts still run (the server adds the nonce)
    await page.goto("/help/post-a-job", { waitUntil: "networkidle" });
    await page.reload({ waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open help assistant" }).click();
    const dialog = page.getByRole("dialog", { name: "Gigline Help" });
    await dialog.getByLabel("Your question").fill("what does the premium plan cost?");
    await dialog.getByLabel("Your question").press("Enter");
    await expect(dialog.locator("[data-from=bot]").last()).toContainText("$129.99");
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(cspErrors).toEqual([]);
    const result = await new AxeBuilder({ page }).include("#help-chat-dialog").withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });
});

// The help button has its own place: a header button (not a circle over the sticky Edit bar of a job page), with
// every header target at least 24 × 24 px and room between neighbours (WCAG 2.2 target size).
test.describe("the dashboard header at 360 px", () => {
  test.use({ viewport: { width: 360, height: 780 } });
  test("holds the help button, with 24 px targets that do not touch", async ({ page }) => {
    await signInDemo(page, "employer");
    await page.goto("/dashboard/home", { waitUntil: "networkidle" });
    const header = page.locator("header").first();
    await expect(header.getByRole("button", { name: "Open help assistant" })).toBeVisible();
    const boxes = await header.evaluate((h) =>
      [...h.querySelectorAll<HTMLElement>("a[href], button")]
        .filter((el) => el.getBoundingClientRect().width > 0)
        .map((el) => ({
          name: (el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 30),
          ...el.getBoundingClientRect().toJSON(),
        }))
        .sort((a, b) => a.left - b.left),
    );
    for (const b of boxes) expect(Math.min(b.width, b.height), b.name).toBeGreaterThanOrEqual(24);
    for (let i = 1; i < boxes.length; i++)
      expect(boxes[i].left - boxes[i - 1].right, `${boxes[i - 1].name} | ${boxes[i].name}`).toBeGreaterThanOrEqual(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

// The help button must never sit on something a person types into or presses. At phone width it was a
// floating circle over the card amount field of /dashboard/deposit and a plan card's button of
// /dashboard/subscription; now it docks in the header's row there. Checked at every scroll position (an
// element scrolled behind the sticky header is hidden by it, so only its part below the header counts).
test.describe("the help button at 360 px", () => {
  test.use({ viewport: { width: 360, height: 780 } });
  for (const route of ["/dashboard/deposit", "/dashboard/subscription", "/dashboard/message-list"]) {
    test(`covers no field, button or link of ${route}, wherever the page is scrolled`, async ({ page }) => {
      await signInDemo(page, "employer");
      await page.goto(route, { waitUntil: "networkidle" });
      const fab = page.getByRole("button", { name: "Open help assistant" });
      await expect(fab).toBeVisible();
      const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      const stops = [...new Set([0, ...Array.from({ length: Math.ceil(maxScroll / 120) }, (_, i) => Math.min(maxScroll, (i + 1) * 120))])];
      const covered: string[] = [];
      for (const y of stops) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        const hits = await page.evaluate(() => {
          const fabEl = [...document.querySelectorAll("button")].find((b) => b.textContent?.includes("Open help assistant"));
          if (!fabEl) return ["no help button"];
          const f = fabEl.getBoundingClientRect();
          const header = document.querySelector("header")?.getBoundingClientRect();
          const out: string[] = [];
          for (const el of document.querySelectorAll<HTMLElement>(
            "input, select, textarea, button, a[href], [role=button], [role=radio], label",
          )) {
            if (el === fabEl || el.closest("[role=dialog]")) continue;
            const cs = getComputedStyle(el);
            if (cs.visibility === "hidden" || cs.display === "none") continue;
            const r = el.getBoundingClientRect();
            if (r.width <= 1 || r.height <= 1) continue;
            // content scrolled behind the sticky header is hidden by it: only its visible part counts
            const top = header && !el.closest("header") ? Math.max(r.top, header.bottom) : r.top;
            const w = Math.min(r.right, f.right) - Math.max(r.left, f.left);
            const h = Math.min(r.bottom, f.bottom) - Math.max(top, f.top);
            if (w > 0 && h > 0)
              out.push(`${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 30)}"`);
          }
          return out;
        });
        for (const h of hits) covered.push(`at scroll ${y}px: ${h}`);
      }
      expect(covered).toEqual([]);
    });
  }
});
