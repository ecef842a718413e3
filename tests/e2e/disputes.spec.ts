// Disputes in the browser, at 1366 and 360 px: the employer adjusts a worker's two hours down to one; the worker
// disputes the adjustment from the contract's timesheet screen (the deadline shown); the demo admin signs in with
// the authenticator code, opens the dispute's queue item (both notes, the amounts, the time clock records) and
// resolves it with a split; the worker's open timesheet screen shows the dispute Resolved at once (realtime), and
// their payment history and the contract's page show the award. Every screen on the way is axe-clean and fits
// the width. The timer is moved back in the database instead of waiting.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi } from "./helpers/accounts";
import { call, jobBody } from "./helpers/api";
import { fundEmployer, openLive, personPage, screenshotsAt, sql } from "./helpers/journey";
import { sticksOut } from "./helpers/screens";
import { signInDemoAdmin } from "./helpers/admin";

const ip = randomIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": ip } });

async function problems(page: Page, width: number) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const found = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
  if (width <= 400) found.push(...(await sticksOut(page, width)));
  return found;
}

for (const width of [1366, 360]) {
  test(`adjusted hours → the worker disputes → the admin splits → the award is in the worker's history, at ${width} px`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const size = { width, height: width === 360 ? 740 : 850 };
    const employer = await registerEmployerViaApi(request);
    const worker = await registerProviderViaApi(request);
    // $200.00 before the hire: the hire holds $20/h × 8 h + the 5 % fee
    await fundEmployer(employer.user._id);
    const title = `Warehouse shift ${Date.now().toString(36)} ${width}`;
    const { job } = await call(request, employer, "job/create", jobBody(title, { price: "20", duration: "8", screenQuestions: "[]" }));
    await call(request, worker, "job/apply", {
      id: job._id,
      coverText: "Forklift certified, five years.",
      price: 20,
      duration: 8,
      screenAnswers: [],
    });
    await call(request, employer, "job/hire", { id: job._id, userId: worker.user._id });
    await call(request, worker, "user/start_timer", { jobId: job._id });
    await sql(`update "Timer" set "startAt" = now() - interval '120 minutes' where "userId" = $1`, [worker.user._id]);
    await call(request, worker, "user/stop_timer", { jobId: job._id });
    const { rows } = await sql(`select id from "Timesheet" where "jobId" = $1`, [job._id]);
    await call(request, employer, "timesheet/adjust", { id: rows[0].id, minutes: 60, reason: "The gate log shows you left at noon." });

    // the worker disputes from the contract's timesheet screen
    const w = await personPage(browser, worker, { ip });
    await w.setViewportSize(size);
    await openLive(w, `/dashboard/time-sheet?project=${job._id}`);
    const row = w.getByTestId("timesheet-row").first();
    await expect(row.getByTestId("timesheet-status")).toHaveText("Adjusted · Paid $20.00");
    await expect(row).toContainText("You can dispute these hours until");
    await row.getByRole("button", { name: "Dispute" }).click();
    await row.getByLabel("What happened").fill("I stayed until 2 pm; my messages to the supervisor show it.");
    expect(await problems(w, width)).toEqual([]);
    await row.getByRole("button", { name: "Send dispute" }).click();
    await expect(w.getByText("Dispute sent: the difference is set aside until an admin decides.")).toBeVisible();
    const dispute = w.getByTestId("dispute");
    await expect(dispute.getByTestId("dispute-state")).toHaveText("Open: waiting for an admin");
    await expect(dispute).toContainText("Set aside until decided: $21.00");
    expect(await problems(w, width)).toEqual([]);
    await screenshotsAt(w, "dispute-worker-open");
    await w.setViewportSize(size);

    // the admin opens the dispute's queue item and splits: $12.00 to the worker
    await page.setViewportSize(size);
    await signInDemoAdmin(page);
    const item = await sql(
      `select q.id from "QueueItem" q join "Dispute" d on d.id = q."sourceId" where q.kind = 'dispute' and d."jobId" = $1`,
      [job._id],
    );
    await page.goto(`/admin/queues/dispute/${item.rows[0].id}`);
    await expect(page.getByText("I stayed until 2 pm; my messages to the supervisor show it.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Time clock records" })).toBeVisible();
    const form = page.getByRole("form", { name: "Resolve the dispute" });
    await form.getByLabel("Split").check();
    await form.getByLabel("The worker receives (dollars)").fill("12");
    await expect(form.getByTestId("resolve-preview")).toHaveText("Worker $12.00 · service fee $0.60 · back to the employer $8.40");
    await form.getByLabel("Reason").selectOption("Both sides share responsibility, so the amount is split.");
    await form.getByLabel("More detail (both sides read it)").fill("The messages confirm part of the extra hour.");
    expect(await problems(page, width)).toEqual([]);
    await screenshotsAt(page, "dispute-admin");
    await page.setViewportSize(size);
    await form.getByRole("button", { name: "Resolve dispute" }).click();
    await expect(page.getByText("Dispute resolved: both sides were told.")).toBeVisible();
    await expect(page.getByTestId("item-state")).toHaveText("resolved");

    // the worker's timesheet screen, open all along, shows the dispute resolved without a reload (realtime)
    await expect(w.getByTestId("dispute-state")).toHaveText("Resolved");
    await expect(w.getByTestId("dispute-outcome")).toContainText("receives $12.00");
    expect(await problems(w, width)).toEqual([]);
    await screenshotsAt(w, "dispute-worker-resolved");
    await w.setViewportSize(size);
    // and the award in the payment history
    await w.goto("/dashboard/payment");
    await expect(w.getByText(`Dispute decided: ${title}`)).toBeVisible();
    await expect(w.getByText("$12.00").first()).toBeVisible();
    expect(await problems(w, width)).toEqual([]);
    // the contract's own page shows the dispute of its hours too
    await w.goto(`/dashboard/detail-job/${job._id}?page=1`);
    await expect(w.getByTestId("dispute-state")).toHaveText("Resolved");
    expect(await problems(w, width)).toEqual([]);
  });
}
