// `npm run sim:shifts` on a small world: both passes run to the end on their own databases, the employer
// late-cancellation pay agrees with the ledger, no background task fails, and backfill staffs at least as many
// shifts as the baseline with the same drops.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const share = (text: string) => {
  const m = text.match(/^\| all shifts \| (\d+)\/(\d+) = [\d.]+ % \| (\d+)\/(\d+) = [\d.]+ % \|$/m);
  expect(m).not.toBeNull();
  const [, on, needed, off, neededOff] = m!.map(Number);
  return { on, needed, off, neededOff };
};

describe("npm run sim:shifts", () => {
  it("plays a small world with backfill and without, and the late-cancellation pay matches the ledger", { timeout: 300_000 }, async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "./scripts/lib/tsx-server.mjs", "scripts/sim-shifts.ts", "--shifts", "20", "--workers", "20", "--seed", "13"],
      { encoding: "utf8", maxBuffer: 16 << 20 },
    );
    const s = share(stdout);
    expect(s.needed).toBe(s.neededOff);
    expect(s.on).toBeGreaterThanOrEqual(s.off);
    const pay = stdout.split("\n").filter((l) => l.startsWith("Late-cancel pay"));
    expect(pay).toHaveLength(2);
    for (const line of pay) {
      expect(line).toContain("MATCH, ledger balanced");
      expect(line).not.toContain(" 0 employer late cancellations");
    }
    expect(stdout).toMatch(/failed \{\}/);
    expect(stdout).toMatch(/Drop → new acceptance/);
  });
});
