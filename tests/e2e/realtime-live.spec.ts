// The header updates live, without a reload and without polling: a proposal on the demo employer's job
// shows up in the notifications dropdown and bumps the bell's count; marking it read recounts; a chat
// message from a provider bumps the message badge. The other person acts through the API meanwhile.
import pg from "pg";
import { expect, test } from "@playwright/test";
import { registerProviderViaApi } from "./helpers/accounts";
import { demoIds, signInDemo } from "./helpers/screens";

test("notifications and the message badge update live in the header", async ({ page, request }) => {
  const ids = await demoIds();
  await signInDemo(page, "employer");
  const stream = page.waitForResponse((r) => r.url().includes("/api/realtime/stream") && r.status() === 200);
  await page.goto("/dashboard/home");
  const bell = page.getByRole("button", { name: /^Notifications/ });
  // the count the bell shows once the dropdown's data loaded
  const before = await sql(`select count(*)::int as n from "Notification" where "userId" = $1 and not "isRead"`, [ids.employerId]);
  await expect(bell).toHaveAccessibleName(before ? `Notifications (${before} unread)` : "Notifications");
  const messages = page.locator('header a[href="/dashboard/message-list"]');
  const messagesBefore = unreadOf(await messages.getAttribute("aria-label"));

  // the provider opened the tab's stream on mount (and the provider below registers well after it subscribed)
  await stream;

  const worker = await registerProviderViaApi(request);
  const questions = await sql(`select jsonb_array_length("screenQuestions") as n from "Job" where id = $1`, [ids.openJobId]);
  const applied = await request.post("/api/job/apply", {
    headers: { Authorization: `Bearer ${worker.token}` },
    data: {
      id: ids.openJobId,
      coverText: "I can do this job well and on time.",
      price: 20,
      duration: 4,
      screenAnswers: Array.from({ length: questions }, () => "Yes."),
    },
  });
  expect((await applied.json()).result).toBe(true);

  // no reload: the count and the list follow the event
  await expect(bell).toHaveAccessibleName(`Notifications (${before + 1} unread)`);
  await bell.click();
  const dialog = page.getByRole("dialog", { name: "Notifications" });
  const item = dialog.getByRole("listitem").filter({ hasText: "Riley" }).first();
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: "Mark as read" }).click();
  await expect(bell).toHaveAccessibleName(before === 0 ? "Notifications" : `Notifications (${before} unread)`);

  // a chat message from the provider bumps the header's message badge
  const sent = await request.post("/api/chat/send_message", {
    headers: { Authorization: `Bearer ${worker.token}` },
    data: { receiver: ids.employerId, content: "Hello, I just applied to your job." },
  });
  expect((await sent.json()).result).toBe(true);
  await expect(messages).toHaveAccessibleName(`Messages (${messagesBefore + 1} unread)`);
  await expect(messages.getByTestId("message-count")).toHaveText(String(messagesBefore + 1));
});

function unreadOf(label: string | null): number {
  const m = /\((\d+) unread\)/.exec(label ?? "");
  return m ? Number(m[1]) : 0;
}

async function sql(query: string, args: unknown[]): Promise<number> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query(query, args);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await db.end();
  }
}
