// Two browsers, an employer and an employee, chat live in both directions: the Chat button on a profile,
// the inbox filling and its badge counting without a reload, Seen, a multi-line reply, a photo with the image
// viewer, plain-text links, a message with contact details refused (Not sent: the reason, and Edit), and a block. Plus an
// unknown chat target going home.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi, type Account } from "./helpers/accounts";
import { demoIds, signInDemo } from "./helpers/screens";

const ip = randomIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": ip } });

const VIOLATION =
  "It is a violation of our terms and conditions to use phone numbers, emails, or alternative means for communication other than our in-app messaging feature.";

// a 1×1 PNG
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

test("employer and employee chat live both ways, with a photo, badges, Seen, and a block", async ({ browser, request }) => {
  const employer = await registerEmployerViaApi(request, { company: `Riverside Catering ${Date.now().toString(36)}` });
  const worker = await registerProviderViaApi(request, { firstName: "Robin", lastName: `Diaz${Date.now().toString(36)}` });
  const workerName = `Robin ${worker.user.lastName as string}`;

  const w = await personPage(browser, worker);
  await openLive(w, "/dashboard/message-list");
  await expect(w.getByText("No messages.")).toBeVisible();

  // the employer opens the employee's profile and starts the conversation from its Chat button
  const e = await personPage(browser, employer);
  await openLive(e, `/dashboard/detail-employee/${worker.user._id}`);
  await e.getByRole("link", { name: "Chat" }).click();
  await e.waitForURL(`**/dashboard/chat/${worker.user._id}`);
  await expect(e.getByTestId("chat-title")).toHaveText(workerName);
  await send(e, "Hello Robin! Are you free on Saturday?");
  await expect(lastMessage(e)).toContainText("Hello Robin! Are you free on Saturday?");
  await expect(lastMessage(e)).toHaveAttribute("data-status", "sent");

  // the employee's inbox shows it live, with a badge, no reload
  const row = w.getByTestId("channel-row").first();
  await expect(row).toContainText(employer.user.company as string);
  await expect(row.getByTestId("channel-last")).toHaveText("Hello Robin! Are you free on Saturday?");
  await expect(row.getByTestId("channel-unread")).toHaveText("1");
  await send(e, "It is a wedding, 5 pm to 11 pm.");
  await expect(row.getByTestId("channel-unread")).toHaveText("2");
  await expect(row.getByTestId("channel-last")).toHaveText("It is a wedding, 5 pm to 11 pm.");
  // and the header's message badge counts them too
  await expect(w.getByTestId("message-count")).toHaveText("2");

  // the employee opens it: both messages, a day separator; the employer sees Seen appear
  await row.click();
  await w.waitForURL(/\/dashboard\/chat\//);
  await expect(w.getByTestId("chat-title")).toHaveText(employer.user.company as string);
  await expect(w.getByTestId("chat-message")).toHaveCount(2);
  await expect(w.getByTestId("day-separator").first()).toHaveText("Today");
  await expect(e.getByTestId("chat-seen")).toBeVisible();
  await expect(w.getByTestId("message-count")).toHaveCount(0);

  // a two-line reply (Shift+Enter), seen live by the employer
  const input = w.getByTestId("chat-input");
  await input.fill("Yes, I am free.");
  await input.press("Shift+Enter");
  await input.pressSequentially("See you at 5.");
  await input.press("Enter");
  await expect(input).toHaveValue("");
  await expect(lastMessage(e)).toContainText("Yes, I am free.\nSee you at 5.");

  // a photo from the employee: a thumbnail on both sides, the viewer on click
  await w.getByTestId("chat-photo-input").setInputFiles({ name: "uniform.png", mimeType: "image/png", buffer: PNG });
  await expect(lastMessage(w).getByTestId("chat-photo")).toBeVisible();
  await expect(lastMessage(w)).toHaveAttribute("data-status", "sent");
  const thumb = lastMessage(e).getByTestId("chat-photo");
  await expect(thumb).toBeVisible();
  await expect(thumb).toHaveAttribute("src", /^\/api\/chat\/image\//);
  await e.getByRole("button", { name: "Open photo" }).last().click();
  const viewer = e.getByRole("dialog", { name: "Photo" });
  await expect(viewer.getByTestId("image-viewer")).toBeVisible();
  await viewer.getByRole("button", { name: "Close" }).click();

  // contact details are refused: the bubble stays with the reason and Edit (never Retry: the same text is
  // refused again); Edit puts the text back in the composer; nothing is delivered
  await send(e, "Just text me on 512 555 0199 instead");
  await expect(lastMessage(e)).toHaveAttribute("data-status", "refused");
  await expect(lastMessage(e).getByTestId("chat-refused")).toHaveText(`Not sent: ${VIOLATION}Edit`);
  await expect(lastMessage(e).getByRole("button", { name: "Retry" })).toHaveCount(0);
  await lastMessage(e).getByRole("button", { name: "Edit" }).click();
  await expect(e.getByTestId("chat-refused")).toHaveCount(0);
  const composer = e.getByTestId("chat-input");
  await expect(composer).toHaveValue("Just text me on 512 555 0199 instead");
  await expect(composer).toBeFocused();
  await composer.fill("Let us keep talking here.");
  await composer.press("Enter");
  await expect(lastMessage(w)).toContainText("Let us keep talking here.");

  // the employee blocks the employer from the header menu; nobody can send, the history stays
  await w.getByTestId("chat-menu").click();
  await w.getByRole("menuitem", { name: "Block" }).click();
  await w.getByRole("dialog").getByRole("button", { name: "Block" }).click();
  await expect(w.getByTestId("chat-blocked")).toHaveText("You blocked this person. Unblock them to send messages.");
  // the employer's open chat learns it live (realtime `leave`): the reason replaces the input, no reload
  await expect(e.getByTestId("chat-blocked")).toHaveText("This person is not accepting messages from you.");
  await expect(e.getByTestId("chat-input")).toHaveCount(0);
  await w.reload();
  await expect(w.getByTestId("chat-message")).toHaveCount(5);
  // unblocking (realtime `join`) gives the employer the input back live, and messages flow again
  await w.getByTestId("chat-menu").click();
  await w.getByRole("menuitem", { name: "Unblock" }).click();
  await expect(w.getByTestId("chat-input")).toBeVisible();
  await expect(e.getByTestId("chat-blocked")).toHaveCount(0);
  await send(e, "Are you still there?");
  await expect(lastMessage(w)).toContainText("Are you still there?");
});

test("older messages load on scroll-up, in order, without repeats", async ({ browser, request }) => {
  const employer = await registerEmployerViaApi(request);
  const worker = await registerProviderViaApi(request);
  for (let i = 1; i <= 45; i += 1) {
    const res = await request.post("/api/chat/send_message", {
      headers: { authorization: `Bearer ${employer.token}` },
      data: { receiver: worker.user._id, content: `Line ${i}` },
    });
    expect(res.status()).toBe(200);
  }
  const w = await personPage(browser, worker);
  await w.goto(`/dashboard/chat/${employer.user._id}`);
  await expect(w.getByTestId("chat-message")).toHaveCount(30);
  await expect(lastMessage(w)).toContainText("Line 45");
  await w.getByTestId("chat-thread").evaluate((el) => el.scrollTo(0, 0));
  await expect(w.getByTestId("chat-message")).toHaveCount(45);
  await expect(w.getByTestId("chat-message").first()).toContainText("Line 1");
  const texts = await w.getByTestId("chat-message").locator("p").allTextContents();
  expect(texts).toEqual(Array.from({ length: 45 }, (_, i) => `Line ${i + 1}`));
});

test("an unknown chat target goes home", async ({ browser, request }) => {
  const employer = await registerEmployerViaApi(request);
  const e = await personPage(browser, employer);
  await e.goto("/dashboard/chat/no-such-person-or-channel");
  await e.waitForURL("**/dashboard/home");
  await e.goto(`/dashboard/chat/${employer.user._id}`);
  await e.waitForURL("**/dashboard/home");
});

test("the inbox, a chat and its report dialog fit 360 px and have no serious accessibility violations", async ({ page }) => {
  test.slow(); // six screens and a dialog, each with an axe pass, at two widths
  const ids = await demoIds();
  await signInDemo(page, "employer");
  const routes = ["/dashboard/message-list", `/dashboard/chat/${ids.chatChannelId}`, `/dashboard/chat/${ids.employeeId}`];
  const problems: string[] = [];
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 780 });
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      problems.push(...(await seriousViolations(page)).map((v) => `${route} at ${width}px: ${v}`));
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      if (wide > width) problems.push(`${route} is ${wide}px wide at ${width}px`);
    }
    await page.getByTestId("chat-menu").click();
    await page.getByRole("menuitem", { name: "Report" }).click();
    await expect(page.getByRole("dialog", { name: "Report message" })).toBeVisible();
    problems.push(...(await seriousViolations(page)).map((v) => `report dialog at ${width}px: ${v}`));
    await page.keyboard.press("Escape");
  }
  // the demo inbox: the conversations of the demo data, newest first
  await page.goto("/dashboard/message-list");
  await expect(page.getByTestId("channel-row")).toHaveCount(2);
  expect(problems).toEqual([]);
});

async function seriousViolations(page: Page) {
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

async function personPage(browser: Browser, who: Account): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } });
  const page = await context.newPage();
  await signInViaUi(page, who.email, who.password);
  return page;
}

/** Opens a dashboard page and waits until its tab's realtime stream is open (live events from then on). */
async function openLive(page: Page, route: string) {
  const stream = page.waitForResponse((r) => r.url().includes("/api/realtime/stream") && r.status() === 200);
  await page.goto(route);
  await stream;
}

async function send(page: Page, text: string) {
  const input = page.getByTestId("chat-input");
  await input.fill(text);
  await input.press("Enter");
}

const lastMessage = (page: Page) => page.getByTestId("chat-message").last();
