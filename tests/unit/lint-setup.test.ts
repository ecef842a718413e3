// The linter: `npm run lint` is ESLint with the project's config (not the type check), the config
// catches what Next's and TypeScript's recommended rules catch and skips generated code, and `npm test`
// (what CI runs) lints first and fails on lint errors while keeping its closing totals line.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));

describe("npm run lint", () => {
  it("runs ESLint, and the type check stays its own script", () => {
    expect(pkg.scripts.lint).toMatch(/^eslint\b/);
    expect(pkg.scripts.typecheck).toBe("tsc --noEmit");
  });
});

describe("eslint.config.mjs", () => {
  const eslint = new ESLint({ cwd: root });
  const rulesIn = async (code: string, filePath: string) => {
    const [res] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return res.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
  };

  it("reports Next's, React's and TypeScript's recommended rules as errors", async () => {
    const code = [
      "export function Probe({ on }: { on: boolean }) {",
      "  if (on) useProbe();",
      '  return <a href="/jobs">jobs</a>;',
      "}",
      "function useProbe() {}",
      "export const loose: any = 1;",
      "",
    ].join("\n");
    const rules = await rulesIn(code, "components/lint-probe.tsx");
    expect(rules).toContain("react-hooks/rules-of-hooks");
    expect(rules).toContain("@next/next/no-html-link-for-pages");
    expect(rules).toContain("@typescript-eslint/no-explicit-any");
  }, 60_000);

  it("keeps ESLint's own recommended rules and lets tests use any", async () => {
    expect(await rulesIn("if (Math.random()) {}\nexport {};\n", "lib/lint-probe.ts")).toContain("no-empty");
    expect(await rulesIn("export const body: any = {};\n", "tests/unit/lint-probe.ts")).toEqual([]);
  }, 60_000);

  it("ignores generated code and build output", async () => {
    expect(await eslint.isPathIgnored(path.join(root, "lib/generated/prisma/client.ts"))).toBe(true);
    expect(await eslint.isPathIgnored(path.join(root, ".next/server/app/page.js"))).toBe(true);
    expect(await eslint.isPathIgnored(path.join(root, "lib/jobs/states.ts"))).toBe(false);
  });
});

describe("npm test", () => {
  // scripts/test.mjs in a scratch directory whose eslint, lib graph check, vitest and e2e runner are stubs: a passing
  // unit run (2 tests) and e2e run (1 test), and an eslint that passes or fails as asked.
  function runTestScript(lintExit: number) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gigline-npm-test-"));
    const put = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    };
    fs.copyFileSync(path.join(root, "scripts/test.mjs"), path.join(dir, "test.mjs"));
    put("node_modules/eslint/bin/eslint.js", `require("fs").writeFileSync("ran-lint", ""); process.exit(${lintExit});`);
    put("scripts/lib-graph.mjs", "process.exit(0);");
    put(
      "node_modules/vitest/vitest.mjs",
      `import fs from "node:fs"; fs.writeFileSync("ran-unit", fs.existsSync("ran-lint") ? "after lint" : "before lint"); fs.writeFileSync(".data/vitest-report.json", JSON.stringify({ numPassedTests: 2, numFailedTests: 0, numPendingTests: 0 }));`,
    );
    put(
      "scripts/e2e.mjs",
      `import fs from "node:fs"; fs.writeFileSync(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME, JSON.stringify({ stats: { expected: 1, unexpected: 0, skipped: 0 } }));`,
    );
    const r = spawnSync(process.execPath, ["test.mjs"], { cwd: dir, encoding: "utf8" });
    const unitFile = path.join(dir, "ran-unit");
    const ran = {
      lint: fs.existsSync(path.join(dir, "ran-lint")),
      unit: fs.existsSync(unitFile) ? fs.readFileSync(unitFile, "utf8") : "no",
    };
    fs.rmSync(dir, { recursive: true, force: true });
    return { status: r.status, last: r.stdout.trim().split("\n").pop(), ran };
  }

  it("lints before the tests and passes when both pass", () => {
    const r = runTestScript(0);
    expect(r.ran).toEqual({ lint: true, unit: "after lint" });
    expect(r.status).toBe(0);
    expect(r.last).toBe("3 passed, 0 failed");
  });

  it("fails on lint errors, still runs the tests and keeps the totals line", () => {
    const r = runTestScript(1);
    expect(r.ran).toEqual({ lint: true, unit: "after lint" });
    expect(r.status).toBe(1);
    expect(r.last).toMatch(/^3 passed, 0 failed; lint failed/);
  });
});
