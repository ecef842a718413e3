// The e2e run has two streams (playwright.config.ts): a spec that uses the seeded demo accounts must be in
// the "demo accounts" stream, or it could share an account with another spec running at the same moment. A
// spec that only reads the demo data's ids (demoIds) to visit public pages signed out may run in the other.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = "tests/e2e";
const config = fs.readFileSync("playwright.config.ts", "utf8");
const listed = new Set([...config.matchAll(/"([\w-]+\.spec\.ts)"/g)].map((m) => m[1]));

describe("the e2e streams", () => {
  it("put every spec that uses a demo account in the demo stream", () => {
    const demo = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".spec.ts"))
      .filter((f) => /signInDemo|signInAdmin|\bDEMO\b|@gigline\.test/.test(fs.readFileSync(path.join(dir, f), "utf8")));
    expect(demo.length).toBeGreaterThan(5);
    expect(demo.filter((f) => !listed.has(f))).toEqual([]);
  });
  it("list only specs that exist", () => {
    for (const f of listed) expect(fs.existsSync(path.join(dir, f)), f).toBe(true);
  });
});
