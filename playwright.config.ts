import { defineConfig } from "@playwright/test";

/** The specs that use the seeded demo accounts (tests/e2e/helpers/screens.ts's DEMO, signInDemo, demoIds). */
const DEMO_SPECS = [
  "a11y.spec.ts",
  "admin-adverse-queue.spec.ts",
  "admin-ops.spec.ts",
  "admin-queues.spec.ts",
  "auth-mfa.spec.ts",
  "availability-calendar.spec.ts",
  "background-check.spec.ts",
  "chat.spec.ts",
  "disputes.spec.ts",
  "help-assistant.spec.ts",
  "layout-360.spec.ts",
  "my-team.spec.ts",
  "public-profile.spec.ts",
  "realtime-live.spec.ts",
  "security-headers.spec.ts",
  "security.spec.ts",
  "ui-consistency.spec.ts",
].map((f) => `**/${f}`);

// Run through `npm run test:e2e` (scripts/e2e.mjs), which builds and serves the app on a fresh database.
export default defineConfig({
  testDir: "tests/e2e",
  // a whole path (sign up, post, hire, pay) takes 30–50 s on an idle 2-core machine with both streams running;
  // two minutes leaves room for a busier one, and a test that hangs still fails
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // two streams against one server: the specs that sign in as the seeded demo accounts (or read their
  // pages) run one at a time in one stream; the specs that make their own accounts run one at a time in
  // the other, so no two specs ever share an account at once
  workers: 2,
  projects: [
    { name: "demo accounts", testMatch: DEMO_SPECS, workers: 1 },
    { name: "own accounts", testIgnore: DEMO_SPECS, workers: 1 },
  ],
  // one retry under CI: a test that passes only on its second try is reported by name as flaky in the
  // closing lines of `npm test` (scripts/test.mjs), so a timing problem is seen and fixed, not hidden
  retries: process.env.CI ? 1 : 0,
  // the JSON report feeds the totals line of `npm test` (scripts/test.mjs)
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || ".data/e2e-report.json" }]],
  use: {
    baseURL: process.env.E2E_BASE_URL || "http://localhost:3100",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
});
