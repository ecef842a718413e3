// Every screen of the route tables, per role, with real ids from the demo data (the e2e run seeds it):
// used by the accessibility check (a11y.spec.ts and a11y-public.spec.ts, whose 360 px passes also checks the fit: sticksOut) and the modals' fit (layout-360.spec.ts).
import pg from "pg";
import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "Gigline123!";
export const DEMO = { employer: "employer@gigline.test", employee: "worker@gigline.test" } as const;
export type Role = keyof typeof DEMO;

export const PUBLIC_ROUTES = [
  "/",
  "/role",
  "/login",
  "/register",
  "/forgot-password",
  "/jobs",
  "/terms",
  "/privacy",
  "/pros",
  "/help",
  "/help/withdraw-earnings",
  "/help/search?q=how%20do%20I%20get%20paid",
  "/unsubscribe",
];

const COMMON = [
  "/dashboard/home",
  "/dashboard/search-jobs",
  "/dashboard/search-users",
  "/dashboard/change-password",
  "/dashboard/security",
  "/dashboard/notification-settings",
  "/dashboard/background-checks",
  "/dashboard/message-list",
  "/dashboard/edit-profile",
  "/dashboard/benefits",
  "/dashboard/payment",
  "/dashboard/time-clock-manager",
  "/dashboard/booking-requests",
];
const BY_ROLE: Record<Role, string[]> = {
  employer: [
    ...COMMON,
    "/dashboard/job",
    "/dashboard/deposit",
    "/dashboard/subscription",
    "/dashboard/new-booking-request",
    "/dashboard/my-team",
    "/dashboard/approvals",
    "/dashboard/checkout-success",
    "/dashboard/checkout-failure",
    "/sandbox/portal",
  ],
  employee: [
    ...COMMON,
    "/dashboard/my-jobs",
    "/dashboard/withdraw",
    "/dashboard/availability",
    "/dashboard/time-sheet",
    "/dashboard/reliability",
  ],
};

export type DemoIds = {
  employerId: string;
  employeeId: string;
  /** an open job of the demo employer (detail, recommend, public page) */
  openJobId: string;
  /** a job of the demo employer with a contract (pay) */
  hiredJobId: string;
  /** an open job of another employer with screening questions, not applied to by the demo employee */
  otherOpenJobId: string;
  /** the demo conversation of the demo employer and employee (chat by channel id) */
  chatChannelId: string;
  /** the demo employer's progressing hourly job with the demo employee hired and a seeded timesheet */
  timesheetJobId: string;
  /** the demo employer's pending booking request where the demo employee is active */
  bookingId: string;
  /** the demo employee's background-check invitation still waiting for consent (the sandbox page) */
  screeningInvitationId: string;
};

export async function demoIds(): Promise<DemoIds> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: run e2e tests through `npm run test:e2e`");
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const one = async (sql: string, args: unknown[]) => {
      const { rows } = await db.query(sql, args);
      if (!rows[0]) throw new Error(`demo data is missing: ${sql} ${JSON.stringify(args)}`);
      return String(rows[0].id);
    };
    const employerId = await one(`select id from "User" where email = $1`, [DEMO.employer]);
    const employeeId = await one(`select id from "User" where email = $1`, [DEMO.employee]);
    const openJobId = await one(`select id from "Job" where "creatorId" = $1 and status = 0 order by "createdAt" limit 1`, [employerId]);
    const hiredJobId = await one(
      `select j.id from "Job" j join "Contract" c on c."jobId" = j.id where j."creatorId" = $1 order by j."createdAt" limit 1`,
      [employerId],
    );
    // one the demo employee has not applied to, with screening questions (the apply modal shows them)
    const otherOpenJobId = await one(
      `select j.id from "Job" j where j."creatorId" <> $1 and j.status = 0 and jsonb_array_length(j."screenQuestions") > 0
         and not exists (select 1 from "Proposal" p where p."jobId" = j.id and p."creatorId" = $2) order by j."createdAt" limit 1`,
      [employerId, employeeId],
    );
    const chatChannelId = await one(`select id from "ChatChannel" where ("userLow", "userHigh") = (least($1, $2), greatest($1, $2))`, [
      employerId,
      employeeId,
    ]);
    const bookingId = await one(`select id from "BookingRequest" where "creatorId" = $1 and title = $2`, [
      employerId,
      "Bartender for a corporate mixer",
    ]);
    const timesheetJobId = await one(
      `select j.id from "Job" j join "Contract" c on c."jobId" = j.id where j."creatorId" = $1 and c."userId" = $2 and j.status = 1 and j."payType" = 'Hourly'
         and exists (select 1 from "TimeEntry" t where t."contractId" = c.id) order by j."createdAt" limit 1`,
      [employerId, employeeId],
    );
    const screeningInvitationId = await one(
      `select "invitationId" as id from "BackgroundCheck" where "workerId" = $1 and "partner" = 'sandbox' and "invitationId" <> ''
         and "employerId" <> $2 order by "createdAt" limit 1`,
      [employeeId, employerId],
    );
    return {
      employerId,
      employeeId,
      openJobId,
      hiredJobId,
      otherOpenJobId,
      chatChannelId,
      timesheetJobId,
      bookingId,
      screeningInvitationId,
    };
  } finally {
    await db.end();
  }
}

export function publicRoutes(ids: DemoIds): string[] {
  return [...PUBLIC_ROUTES, `/jobs/${ids.openJobId}`, `/pros/${ids.employeeId}`];
}

export function dashboardRoutes(role: Role, ids: DemoIds): string[] {
  if (role === "employer") {
    return [
      ...BY_ROLE.employer,
      `/dashboard/detail-job/${ids.openJobId}`,
      `/dashboard/detail-job/${ids.hiredJobId}`,
      `/dashboard/recommend-employees/${ids.openJobId}`,
      `/dashboard/pay/${ids.hiredJobId}`,
      `/dashboard/detail-employee/${ids.employeeId}`,
      `/dashboard/chat/${ids.employeeId}`,
      `/dashboard/chat/${ids.chatChannelId}`,
      `/dashboard/time-sheet?project=${ids.timesheetJobId}`,
      `/dashboard/booking-detail/${ids.bookingId}`,
    ];
  }
  return [
    ...BY_ROLE.employee,
    `/dashboard/detail-job/${ids.otherOpenJobId}`,
    `/dashboard/detail-employer/${ids.employerId}`,
    `/dashboard/chat/${ids.employerId}`,
    `/dashboard/time-sheet?project=${ids.timesheetJobId}`,
    `/dashboard/booking-detail/${ids.bookingId}`,
    `/sandbox/screening/${ids.screeningInvitationId}`,
  ];
}

/** Signs a demo account in through the login form. */
export async function signInDemo(page: Page, role: Role) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO[role]);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(/\/dashboard\//);
}

/** Opens a route and waits for it to settle; a screen that answers 404 or 500 fails the check. */
export async function open(page: Page, route: string) {
  const res = await page.goto(route, { waitUntil: "networkidle" });
  expect(res?.status() ?? 0, `${route} answered ${res?.status()}`).toBeLessThan(400);
}

/** One screen check of the walk (axe's violations, what sticks out of a phone screen): what it finds on the
 *  page as it is now, one line each, and how a screen's findings are written in the report. */
/** What sticks out of a `width` px screen: the page's own width, and visible controls/text past its edges. */
export async function sticksOut(page: Page, width: number): Promise<string[]> {
  return page.evaluate((width) => {
    const out: string[] = [];
    const sw = document.documentElement.scrollWidth;
    if (sw > width) out.push(`page is ${sw}px wide`);
    const seen = new Set<string>();
    const els = document.querySelectorAll<HTMLElement>(
      "a, button, input, select, textarea, [role=tab], h1, h2, h3, p, li, span, label, dd, dt",
    );
    for (const el of els) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === "hidden" || (cs.position === "absolute" && cs.clip !== "auto")) continue;
      // sr-only text is clipped to 1px on purpose
      if (r.width <= 1 && r.height <= 1) continue;
      if (r.right > width + 1 || r.left < -1) {
        const text = (el.getAttribute("aria-label") || el.textContent || el.tagName).trim().replace(/\s+/g, " ").slice(0, 40);
        const key = `${el.tagName.toLowerCase()} "${text}" spans ${Math.round(r.left)}–${Math.round(r.right)}px`;
        if (!seen.has(key)) seen.add(key);
      }
    }
    return [...out, ...[...seen].slice(0, 8)];
  }, width);
}

export type ScreenCheck = { find: (page: Page) => Promise<string[]>; format: (where: string, found: string[]) => string };

/** Opens every route and runs the check on it; answers the report lines of the screens with findings. */
export async function checkRoutes(page: Page, routes: string[], check: ScreenCheck): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    await open(page, route);
    const found = await check.find(page);
    if (found.length) problems.push(check.format(route, found));
  }
  return problems;
}

/**
 * Runs the check on the overlays of the employee's screens: first those of the header (`headers`: the button
 * that opens each on the home screen, the dialog's name), then the job search filter and the apply modal of a job
 * the demo employee has not applied to. Answers the report lines of the overlays with findings.
 */
export async function checkOverlays(
  page: Page,
  ids: DemoIds,
  check: ScreenCheck,
  headers: { what: string; button: string | RegExp; dialog: string }[],
): Promise<string[]> {
  const problems: string[] = [];
  const look = async (what: string) => {
    const found = await check.find(page);
    if (found.length) problems.push(check.format(what, found));
  };
  for (const header of headers) {
    await open(page, "/dashboard/home");
    await page.getByRole("button", { name: header.button }).click();
    await expect(page.getByRole("dialog", { name: header.dialog })).toBeVisible();
    await look(header.what);
  }

  await open(page, "/dashboard/search-jobs");
  await page
    .getByRole("button", { name: /filter/i })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await look("search filter");

  await open(page, `/dashboard/detail-job/${ids.otherOpenJobId}`);
  const apply = page.getByRole("button", { name: /^Apply/ }).first();
  if (await apply.isVisible()) {
    await apply.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await look("apply modal");
  }
  return problems;
}
