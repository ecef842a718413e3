// .env.example lists every variable lib/env.ts reads, so an operator sees the whole configuration in one file.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_KEYS } from "@/lib/env";

describe(".env.example", () => {
  const text = readFileSync(new URL("../../.env.example", import.meta.url), "utf8");
  const listed = new Set([...text.matchAll(/^#\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));

  it("names every variable of lib/env.ts, commented out", () => {
    expect(ENV_KEYS.filter((k) => !listed.has(k))).toEqual([]);
  });

  it("sets nothing by itself (every line is a comment or blank)", () => {
    expect(text.split("\n").filter((l) => l.trim() && !l.trimStart().startsWith("#"))).toEqual([]);
  });
});
