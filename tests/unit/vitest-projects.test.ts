// The vitest run has two projects (vitest.config.ts): "shared" runs several files at once on one database, and
// "alone" one file at a time. A file that runs every due thing (the job queue's runDueJobs, the sandbox's
// redelivery, the delivery and approval sweeps, the automatic payouts) would take other files' work in the
// shared database while they assert on it, so such a file, or a kit it imports, must be in "alone".
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = "tests/integration";
const config = fs.readFileSync("vitest.config.ts", "utf8");
const aloneList = config.slice(config.indexOf("const ALONE"), config.indexOf("].map("));
const alone = new Set([...aloneList.matchAll(/"([\w-]+)"/g)].map((m) => `${m[1]}.test.ts`));
const GLOBAL_RUN =
  /\b(runDueJobs|deliverSandboxEvents|deliverySweep|approvalSweep|sweepOverdueTask|runAutoPayouts|payAcceptedDeliveries)\(/;

/** The file's text and that of the local kits it imports ("./x-kit"), and theirs. */
function withKits(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return "";
  seen.add(file);
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  const kits = [...text.matchAll(/from "\.\/([\w-]+)"/g)].map((m) => `${m[1]}.ts`).filter((k) => fs.existsSync(path.join(dir, k)));
  return [text, ...kits.map((k) => withKits(k, seen))].join("\n");
}

describe("the vitest projects", () => {
  it("run every file that runs all due work in the alone project", () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".test.ts"));
    const shared = files.filter((f) => !alone.has(f));
    expect(shared.length).toBeGreaterThan(100);
    expect(shared.filter((f) => GLOBAL_RUN.test(withKits(f)))).toEqual([]);
  });
  it("list only files that exist", () => {
    expect(alone.size).toBeGreaterThan(10);
    for (const f of alone) expect(fs.existsSync(path.join(dir, f)), f).toBe(true);
  });
});
