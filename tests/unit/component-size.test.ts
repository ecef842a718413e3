// Client components stay small: a "use client" component file over 200 lines splits into a hook (state,
// effects, API calls, form logic: use-*.ts next to it or in hooks/) and presentational parts that take props.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const MAX_LINES = 200;

/** Files not split yet. Remove an entry once its file is split; the list only shrinks. */
const NOT_SPLIT_YET: Record<string, number> = {};

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : e.name.endsWith(".tsx") ? [p] : [];
  });

/** Lines as `wc -l` counts them. */
const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

/** A client component file: a .tsx whose first statement (after comments) is the "use client" directive. */
const isClient = (text: string) => /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use client["']/.test(text);

const clientFiles = [...sources("components"), ...sources("app")]
  .map((f) => f.split(path.sep).join("/"))
  .map((f) => ({ file: f, text: fs.readFileSync(f, "utf8") }))
  .filter((f) => isClient(f.text))
  .map((f) => ({ file: f.file, lines: lineCount(f.text) }));

describe("client component size", () => {
  it("finds the client components", () => {
    expect(clientFiles.map((f) => f.file)).toContain("components/auth/register-form.tsx");
  });

  it(`keeps every "use client" component file at ${MAX_LINES} lines or fewer`, () => {
    const over = clientFiles.filter((f) => f.lines > MAX_LINES && !(f.file in NOT_SPLIT_YET)).map((f) => `${f.file}: ${f.lines} lines`);
    expect(over, "split it into a use-*.ts hook and presentational parts").toEqual([]);
  });

  it("lets the files not split yet only shrink, and drops them from the list once they fit", () => {
    const byFile = new Map(clientFiles.map((f) => [f.file, f.lines]));
    for (const [file, allowed] of Object.entries(NOT_SPLIT_YET)) {
      const lines = byFile.get(file);
      expect(lines, `${file} is gone or no longer a client component: remove it from the list`).toBeDefined();
      expect(lines!, `${file} grew`).toBeLessThanOrEqual(allowed);
      expect(lines!, `${file} fits now: remove it from the list`).toBeGreaterThan(MAX_LINES);
    }
  });
});
