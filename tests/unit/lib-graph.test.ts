// The map of lib/ (docs/architecture.md): the folder-level import graph has no cycle, and infrastructure
// (http, db, background, realtime, integrations, session) imports no product area (eslint.config.mjs says
// the same per file); the parts of lib/money import each other one way, and no two of its files share a
// name. scripts/lib-graph.mjs builds the graph; run it alone for the edges to cut when this fails.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

type Edge = { from: string; to: string; files: string[] };
type Report = { folders: number; cycles: { nodes: string[]; edges: Edge[] }[]; infraToDomain: Edge[] };

const run = spawnSync(process.execPath, [path.join(root, "scripts/lib-graph.mjs"), "--json"], { cwd: root, encoding: "utf8" });
const report = JSON.parse(run.stdout) as Report;
const said = (edges: Edge[]) => edges.map((e) => `${e.from} → ${e.to} (${e.files.join(", ")})`);

describe("the import graph of lib/", () => {
  it("reads every folder", () => {
    expect(run.status === 0 || run.status === 1).toBe(true);
    expect(report.folders).toBeGreaterThan(20);
  });

  it("has no infrastructure folder importing a product area", () => {
    expect(said(report.infraToDomain)).toEqual([]);
  });

  it("has no folder-level import cycle", () => {
    expect(report.cycles.map((c) => c.nodes.join(" → "))).toEqual([]);
  });

  it("has no cycle that holds two parts of lib/money", () => {
    const parts = report.cycles.map((c) => c.nodes.filter((n) => n.startsWith("money/"))).filter((p) => p.length > 1);
    expect(parts).toEqual([]);
  });

  it("has one file per name under lib/money", () => {
    const files = readdirSync(path.join(root, "lib/money"), { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f));
    const byName = new Map<string, string[]>();
    for (const f of files) byName.set(path.basename(f), [...(byName.get(path.basename(f)) ?? []), f]);
    expect([...byName.values()].filter((same) => same.length > 1)).toEqual([]);
  });

  it("finds a cycle and an infrastructure edge when there is one", async () => {
    const { findCycles, infraToDomain } = (await import(path.join(root, "scripts/lib-graph.mjs"))) as {
      findCycles: (g: { nodes: string[]; edges: Map<string, Map<string, string[]>> }) => string[][];
      infraToDomain: (g: { edges: Map<string, Map<string, string[]>> }) => Edge[];
    };
    const edges = new Map([
      [
        "jobs",
        new Map([
          ["http", ["lib/jobs/a.ts"]],
          ["money", ["lib/jobs/b.ts"]],
        ]),
      ],
      ["money", new Map([["jobs", ["lib/money/c.ts"]]])],
      [
        "http",
        new Map([
          ["accounts", ["lib/http/d.ts"]],
          ["db", ["lib/http/e.ts"]],
        ]),
      ],
    ]);
    expect(findCycles({ nodes: ["accounts", "db", "http", "jobs", "money"], edges })).toEqual([["jobs", "money"]]);
    expect(infraToDomain({ edges }).map((e) => `${e.from}→${e.to}`)).toEqual(["http→accounts"]);
  });
});
