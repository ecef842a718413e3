// Other people's profiles: the public view (no e-mail, no phone), Chat only on someone else's profile,
// the employer's about box, and a 404 for unknown people.
import { expect, test } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi } from "./helpers/accounts";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

test("an employer views an employee: Chat, overview, resume, tabs, and never e-mail or phone", async ({ page, request }) => {
  const long = `${"I keep warehouses moving. ".repeat(30)}The end of a long overview.`;
  const worker = await registerProviderViaApi(request, { overview: long, phone: "(720) 555-0123" });
  const employer = await registerEmployerViaApi(request);
  await signInViaUi(page, employer.email, employer.password);

  await page.goto(`/dashboard/detail-employee/${worker.user._id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Riley Chen" })).toBeVisible();
  await expect(page.getByText("Reliable warehouse associate").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Chat" })).toHaveAttribute("href", `/dashboard/chat/${worker.user._id}`);
  for (const tab of ["Overview", "Job History", "Availability"]) await expect(page.getByRole("tab", { name: tab })).toBeVisible();

  // over 700 characters: truncated with Read More
  await expect(page.getByText("The end of a long overview.")).toHaveCount(0);
  await page.getByRole("button", { name: "Read More" }).click();
  await expect(page.getByText(/The end of a long overview\./)).toBeVisible();

  await expect(page.getByRole("heading", { name: "Denver Tech College" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Picker" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download resume" })).toHaveAttribute("href", `/api/user/resume/${worker.user._id}`);

  const html = await page.content();
  expect(html).not.toContain(worker.email);
  expect(html).not.toContain("555-0123");

  await page.getByRole("tab", { name: "Job History" }).click();
  await expect(page.getByText("No job history yet.")).toBeVisible();
  await page.getByRole("tab", { name: "Availability" }).click();
  await expect(page.getByText("No availability published yet.")).toBeVisible();
});

test("an employer's own detail page has no Chat; the about box shows the statistics; unknown ids are 404", async ({ page, request }) => {
  const employer = await registerEmployerViaApi(request);
  const worker = await registerProviderViaApi(request);
  await signInViaUi(page, employer.email, employer.password);

  await page.goto(`/dashboard/detail-employer/${employer.user._id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Lone Star Events LLC" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Chat" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Edit profile", exact: true })).toBeVisible();
  for (const tab of ["Open (0)", "Active (0)", "Completed (0)"]) await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  await expect(page.getByTestId("about-jobs-posted")).toHaveText("0");
  await expect(page.getByTestId("about-hire-rate")).toHaveText("0%");
  await expect(page.getByTestId("about-total-paid")).toHaveText("$0.00");
  await expect(page.getByTestId("about-member-since")).toHaveText(/^[A-Z][a-z]+ \d{2}, \d{4}$/);
  // others (and the owner, on this public view) see the city and state, never the typed address
  await expect(page.getByTestId("about-location")).toHaveText("Austin, TX");

  // an employee sees the employer with a Chat button
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await signInViaUi(page, worker.email, worker.password);
  await page.goto(`/dashboard/detail-employer/${employer.user._id}`);
  await expect(page.getByRole("link", { name: "Chat" })).toHaveAttribute("href", `/dashboard/chat/${employer.user._id}`);
  expect(await page.content()).not.toContain(employer.email);

  // one's own employee page: no Chat either
  await page.goto(`/dashboard/detail-employee/${worker.user._id}`);
  await expect(page.getByRole("link", { name: "Edit profile", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Chat" })).toHaveCount(0);

  await page.goto("/dashboard/detail-employee/does-not-exist");
  await expect(page.getByRole("heading", { name: "We could not find that page" })).toBeVisible();
  await page.goto("/dashboard/detail-employer/does-not-exist");
  await expect(page.getByRole("heading", { name: "We could not find that page" })).toBeVisible();
});
