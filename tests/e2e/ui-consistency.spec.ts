// Small consistencies of the screens: the job title counter, the
// change-password "required" messages, the apply warning under the field that carries it, toasts that
// never cover the header's buttons, and the site's icons.
import { expect, test, type Locator } from "@playwright/test";
import { randomIp } from "./helpers/accounts";
import { demoIds, signInDemo } from "./helpers/screens";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

const VIOLATION =
  "It is a violation of our terms and conditions to use phone numbers, emails, or alternative means for communication other than our in-app messaging feature.";

test("the job title shows n/120 and refuses a longer title with the spec's message instead of cutting it", async ({ page }) => {
  await signInDemo(page, "employer");
  await page.goto("/dashboard/job");
  const title = page.getByLabel("Job title");
  await title.fill("Bartender for a wedding");
  await expect(page.getByTestId("title-count")).toHaveText("23/120");
  await expect(title).toHaveAttribute("aria-describedby", /job-title-count/);

  const long = "Experienced bartender for a 120-guest garden wedding with craft cocktails, a champagne toast and late-night bar".padEnd(
    120,
    "!",
  );
  const tooLong = `${long} until 1 am`;
  expect(long.length).toBe(120);
  expect(tooLong.length).toBeGreaterThan(120);
  await title.fill(tooLong);
  // nothing is cut: the person sees the whole text, how far over it is, and why it cannot be saved
  await expect(title).toHaveValue(tooLong);
  await expect(page.getByTestId("title-count")).toHaveText(`${tooLong.length}/120`);
  await expect(page.getByText("Please input a valid title")).toBeVisible();
  await expect(title).toHaveAttribute("aria-invalid", "true");

  await title.fill(long);
  await expect(page.getByTestId("title-count")).toHaveText("120/120");
  await expect(page.getByText("Please input a valid title")).toHaveCount(0);
});

test("change password says which empty field is required", async ({ page }) => {
  await signInDemo(page, "employee");
  await page.goto("/dashboard/change-password");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Current password is required")).toBeVisible();
  await expect(page.getByText("New password is required")).toBeVisible();
  await expect(page.getByText("Please confirm your password")).toBeVisible();
  await expect(page.getByText("New password must be at least 8 characters")).toHaveCount(0);
});

test("the apply form's contact warning stands under the field that carries it, and that field points at it", async ({ page }) => {
  const ids = await demoIds();
  await signInDemo(page, "employee");
  await page.goto(`/dashboard/detail-job/${ids.otherOpenJobId}`);
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  const modal = page.getByRole("dialog", { name: "Apply Proposal" });
  const cover = modal.getByLabel("Cover letter");
  const answer = modal.locator("textarea").nth(1); // the first screening answer (the cover letter comes first)

  await cover.fill("I can start Monday. Write to me at jordan.reyes@gmail.com so we can talk.");
  await expect(modal.getByTestId("violation-warning")).toHaveCount(1);
  await expect(modal.getByTestId("violation-warning")).toHaveText(VIOLATION);
  await expect(cover).toHaveAttribute("aria-invalid", "true");
  await expect(cover).toHaveAccessibleDescription(VIOLATION);
  await expect(answer).not.toHaveAttribute("aria-invalid", "true");
  await expectRightBelow(cover, modal.getByTestId("violation-warning"));

  // moved to a screening answer: the warning moves with it
  await cover.fill("I ran the bar at three downtown venues and can start on Monday.");
  await answer.fill("Call me on 512 555 0199 and I will tell you.");
  await expect(modal.getByTestId("violation-warning")).toHaveCount(1);
  await expect(cover).not.toHaveAttribute("aria-invalid", "true");
  await expect(answer).toHaveAttribute("aria-invalid", "true");
  await expect(answer).toHaveAccessibleDescription(VIOLATION);
  await expectRightBelow(answer, modal.getByTestId("violation-warning"));
  await expect(modal.getByRole("button", { name: "Submit" })).toBeDisabled();
});

for (const width of [1366, 360]) {
  test(`at ${width} px a toast is announced and covers none of the page's buttons${width > 400 ? " nor the header's" : ""}`, async ({
    page,
  }) => {
    const phone = width < 640;
    await page.setViewportSize({ width, height: phone ? 780 : 900 });
    await signInDemo(page, "employee");
    // a refusal that has no field to sit under: a resume that is not a PDF
    await page.goto("/dashboard/edit-profile");
    await page.getByRole("tab", { name: "Resume" }).click();
    await page.getByTestId("resume-input").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    const toast = page.locator("[data-toast=error]");
    await expect(toast).toContainText("Resume must be a PDF file.");
    await expect(toast).toHaveRole("alert");
    await expect(page.locator("[aria-live=polite]").filter({ has: toast })).toHaveCount(1);

    const box = (await toast.boundingBox())!;
    // on a phone the toast takes the header's band (the page's own top actions sit right under it)
    if (phone) expect(box.y + box.height).toBeLessThanOrEqual(64);
    const covered: string[] = [];
    for (const el of await page
      .locator(phone ? "main button, main a, main input" : "header button, header a, main button, main a, main input")
      .all()) {
      if (!(await el.isVisible())) continue;
      const b = await el.boundingBox();
      if (b && b.x < box.x + box.width && box.x < b.x + b.width && b.y < box.y + box.height && box.y < b.y + b.height) {
        covered.push(
          (await el.getAttribute("aria-label")) || (await el.innerText()) || (await el.evaluate((n) => n.outerHTML.slice(0, 80))),
        );
      }
    }
    expect(covered).toEqual([]);

    await toast.getByRole("button", { name: "Dismiss" }).click();
    await expect(toast).toHaveCount(0);
  });
}

test("the site has a favicon, app icons and a web app manifest", async ({ page, request }) => {
  await page.goto("/login");
  const hrefs = async (sel: string) => page.locator(sel).evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""));
  const icons = await hrefs("link[rel=icon]");
  const apple = await hrefs("link[rel=apple-touch-icon]");
  const manifest = await hrefs("link[rel=manifest]");
  expect(icons.length).toBeGreaterThan(0);
  expect(apple.length).toBeGreaterThan(0);
  expect(manifest).toHaveLength(1);
  for (const href of [...icons, ...apple, "/favicon.ico"]) {
    const res = await request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()["content-type"], href).toMatch(/^image\//);
  }
  const m = await (await request.get(manifest[0])).json();
  expect(m.name).toBe("Gigline");
  const sizes = (m.icons as { sizes: string; src: string }[]).map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of m.icons as { src: string }[]) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

/** The warning is the next thing under the field (within a few pixels), not somewhere else in the form. */
async function expectRightBelow(field: Locator, warning: Locator) {
  const f = (await field.boundingBox())!;
  const w = (await warning.boundingBox())!;
  expect(w.y).toBeGreaterThanOrEqual(f.y + f.height - 1);
  expect(w.y - (f.y + f.height)).toBeLessThan(16);
}
