// npm test: the linter (ESLint, beside the build), end to end (Playwright, after a production build), then unit +
// integration (vitest, whose two-server test serves that same build instead of building again), then one
// closing lines: the name of every test that failed, and of every end-to-end test that passed only on its
// retry (CI gives each one retry: a flaky test is counted and named, not hidden), then the totals of both
// test runs ("N passed, N failed, N flaky", plus "lint failed" when it did), so a reader of the log sees
// the whole count at the end. Lint errors fail the run, but the tests still
// run so one CI log shows everything. Types are checked by the e2e step's `next build` (all of tsconfig's
// files), so there is no separate tsc pass here; `npm run typecheck` runs it alone.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";

fs.mkdirSync(".data", { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const named = { failed: [], flaky: [] };

// ESLint runs beside the e2e step's production build (its report is printed once it ends, not interleaved)
const eslintOut = fs.openSync(".data/eslint.txt", "w");
const eslint = spawn(process.execPath, ["node_modules/eslint/bin/eslint.js", "."], { stdio: ["ignore", eslintOut, eslintOut] });
const eslintDone = new Promise((resolve) => eslint.on("close", (code) => resolve(code ?? 1)));
// the folder rule of lib/: no import cycle between folders, no infrastructure importing a product area
const graph = spawnSync(process.execPath, ["scripts/lib-graph.mjs"], { encoding: "utf8" });
if (graph.status !== 0) process.stdout.write(graph.stdout);

const e2e = await run("scripts/e2e.mjs", { PLAYWRIGHT_JSON_OUTPUT_NAME: ".data/e2e-report.json" });
const eslintStatus = await eslintDone;
fs.closeSync(eslintOut);
process.stdout.write(fs.readFileSync(".data/eslint.txt", "utf8"));
const lint = { status: eslintStatus || graph.status };
if (lint.status === 0) console.log("lint: no errors");
count(".data/e2e-report.json", (r) => {
  totals.passed += r.stats.expected;
  totals.failed += r.stats.unexpected;
  totals.flaky = r.stats.flaky ?? 0;
  totals.skipped += r.stats.skipped;
  nameOutcomes(r.suites ?? [], []);
});

const unit = spawnSync(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", "run", "--reporter=default", "--reporter=json", "--outputFile.json=.data/vitest-report.json"],
  { stdio: "inherit" },
);
count(".data/vitest-report.json", (r) => {
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  for (const file of r.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed") {
        named.failed.push(`${file.name.replace(`${process.cwd()}/`, "")} › ${test.fullName}${why(test.failureMessages?.[0])}`);
      }
    }
  }
});

const testsOk = unit.status === 0 && e2e.status === 0;
if (!testsOk && totals.failed === 0) totals.failed = 1; // a runner that crashed before reporting still fails
const lintNote = lint.status === 0 ? "" : "; lint failed (npm run lint)";
for (const title of named.failed) console.log(`failed: ${title}`);
for (const title of named.flaky) console.log(`flaky (failed, then passed on its retry): ${title}`);
const flakyNote = totals.flaky ? `, ${totals.flaky} flaky` : "";
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${flakyNote}${totals.skipped ? `, ${totals.skipped} skipped` : ""}${lintNote}`,
);
process.exit(testsOk && lint.status === 0 ? 0 : 1);

/** Runs a script with the terminal as its output, without blocking the event loop (ESLint runs meanwhile). */
function run(script, env) {
  const child = spawn(process.execPath, [script], { stdio: "inherit", env: { ...process.env, ...env } });
  return new Promise((resolve) => child.on("close", (code) => resolve({ status: code ?? 1 })));
}

// the titles of the end-to-end tests that failed or passed only on their retry, for the closing lines
function nameOutcomes(suites, path) {
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const title = [`[${test.projectName}]`, ...here, spec.title].join(" › ");
        // the first error of each try, so the closing lines of a CI log say why, not only what
        const errors = (test.results ?? [])
          .filter((r) => r.error?.message)
          .map((r) => (r.error.location ? `${r.error.message}\nat line ${r.error.location.line}` : r.error.message));
        if (test.status === "unexpected") named.failed.push(title + errors.map(why).join(""));
        if (test.status === "flaky") named.flaky.push(title + errors.map(why).join(""));
      }
    }
    nameOutcomes(suite.suites ?? [], here);
  }
}

/** an error message cut to its first lines, without colour codes, indented under its test's name */
function why(message) {
  if (!message) return "";
  const lines = message
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "")
    .split("\n")
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== "")
    .filter((l, i, all) => i < 8 || (i === all.length - 1 && l.startsWith("at line")));
  return `\n    ${lines.join("\n    ")}`;
}

function count(file, add) {
  try {
    add(JSON.parse(fs.readFileSync(file, "utf8")));
    fs.rmSync(file);
  } catch {
    // no report: the runner failed before writing one; the exit status says so
  }
}
