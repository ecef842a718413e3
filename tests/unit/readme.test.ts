// The README stays a newcomer's page: short, in a fixed order, with every variable of lib/env.ts in its
// Configuration table and every topic file of docs/ in its index.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_KEYS } from "@/lib/env";

const ROOT = new URL("../../", import.meta.url);
const readme = readFileSync(new URL("README.md", ROOT), "utf8");

function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) return "";
  const end = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

describe("README.md", () => {
  it("is at most 20 KB", () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(20 * 1024);
  });

  it("comes in the order a newcomer needs", () => {
    const order = ["Run it", "Test it", "Configuration", "Deploy", "Layout", "Documentation"];
    const at = order.map((t) => readme.indexOf(`\n## ${t}\n`));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it("names every variable of lib/env.ts in the Configuration table", () => {
    const table = section("Configuration");
    expect(ENV_KEYS.filter((k) => !table.includes(`\`${k}\``))).toEqual([]);
  });

  it("links every topic file of docs/ from its index", () => {
    const index = section("Documentation");
    const topics = readdirSync(new URL("docs/", ROOT)).filter((f) => f.endsWith(".md"));
    expect(topics.filter((f) => !index.includes(`(docs/${f})`))).toEqual([]);
  });
});
