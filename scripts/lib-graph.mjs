#!/usr/bin/env node
// Folder-level import graph of lib/: one node per first path segment under lib/ (lib/jobs/x.ts → "jobs",
// lib/db.ts → "db"; under a grouping root such as lib/money, one per entry: "money/ledger"), one edge per import between two different nodes, from `@/lib/...` and relative
// imports in .ts/.tsx files (type-only imports included: they couple folders the same way).
// Reports the cycles (strongly connected components of more than one node) and the edges from an
// infrastructure folder to anything that is not infrastructure.
//   node scripts/lib-graph.mjs           human-readable report, exit 1 on a cycle or infra→domain edge
//   node scripts/lib-graph.mjs --json    the same as JSON
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const libDir = path.join(root, "lib");

/** Infrastructure: knows nothing of the product; the areas pass messages and handlers in (session: who is
 *  asking, from the cookie or the API token, which the request wrapper reads). */
export const INFRA = ["http", "db", "background", "realtime", "integrations", "session"];
/** Infrastructure may import these plain leaves (environment, the shared pool). */
export const INFRA_MAY_IMPORT = ["db", "db-pool", "sql-tx", "env", "public-env", "generated"];

function walk(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === "generated" && dir === libDir) continue;
      walk(full, out);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

/** Roots that group areas: each entry under one is its own node (lib/money/ledger.ts and lib/money/payouts/x.ts
 *  are "money/ledger" and "money/payouts"), so the parts of one root may depend on each other one way. */
export const GROUPS = ["money"];

const stem = (name) => name.replace(/\.(tsx?|mjs|js)$/, "");

/** lib/jobs/a/b.ts → "jobs"; lib/db.ts → "db"; lib/money/ledger/x.ts → "money/ledger". */
function nodeOf(absFile) {
  const rel = path.relative(libDir, absFile).split(path.sep);
  if (rel[0] === ".." || rel.length === 0) return null;
  if (rel.length === 1) return stem(rel[0]);
  if (GROUPS.includes(rel[0])) return `${rel[0]}/${stem(rel[1])}`;
  return rel[0];
}

const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*["']([^"']+)["']|(?:^|[\s;(])import\s*\(\s*["']([^"']+)["']\s*\)|(?:^|[\s;])import\s*["']([^"']+)["']/g;

export function buildGraph() {
  const files = walk(libDir, []);
  /** @type {Map<string, Map<string, string[]>>} from → to → files */
  const edges = new Map();
  const nodes = new Set();
  for (const file of files) {
    const from = nodeOf(file);
    nodes.add(from);
    const src = fs
      .readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    for (const m of src.matchAll(IMPORT_RE)) {
      const spec = m[1] ?? m[2] ?? m[3];
      let target;
      if (spec.startsWith("@/lib/")) target = path.join(libDir, spec.slice("@/lib/".length));
      else if (spec.startsWith(".")) target = path.resolve(path.dirname(file), spec);
      else continue;
      const to = nodeOf(target);
      if (!to || to === from) continue;
      nodes.add(to);
      if (!edges.has(from)) edges.set(from, new Map());
      const m2 = edges.get(from);
      if (!m2.has(to)) m2.set(to, []);
      m2.get(to).push(path.relative(root, file));
    }
  }
  return { nodes: [...nodes].sort(), edges };
}

/** Tarjan's strongly connected components; returns those with more than one node. */
export function findCycles({ nodes, edges }) {
  let index = 0;
  const idx = new Map(),
    low = new Map(),
    onStack = new Set(),
    stack = [],
    out = [];
  const strong = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of (edges.get(v) ?? new Map()).keys()) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1) out.push(comp.sort());
    }
  };
  for (const v of nodes) if (!idx.has(v)) strong(v);
  return out;
}

export function infraToDomain({ edges }) {
  const out = [];
  for (const [from, tos] of edges) {
    if (!INFRA.includes(from)) continue;
    for (const [to, files] of tos) {
      if (INFRA.includes(to) || INFRA_MAY_IMPORT.includes(to)) continue;
      out.push({ from, to, files: [...new Set(files)] });
    }
  }
  return out;
}

/** Edges inside each cycle, so a reader sees what to cut. */
function cycleEdges(graph, comp) {
  const set = new Set(comp),
    out = [];
  for (const from of comp)
    for (const [to, files] of graph.edges.get(from) ?? []) if (set.has(to)) out.push({ from, to, files: [...new Set(files)] });
  return out;
}

export function report() {
  const graph = buildGraph();
  const cycles = findCycles(graph).map((nodes) => ({ nodes, edges: cycleEdges(graph, nodes) }));
  return { folders: graph.nodes.length, cycles, infraToDomain: infraToDomain(graph) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = report();
  if (process.argv.includes("--json")) console.log(JSON.stringify(r, null, 2));
  else {
    console.log(`${r.folders} nodes under lib/; ${r.cycles.length} cycle(s); ${r.infraToDomain.length} infra→domain edge(s)`);
    for (const c of r.cycles) {
      console.log(`\ncycle of ${c.nodes.length}: ${c.nodes.join(", ")}`);
      for (const e of c.edges) console.log(`  ${e.from} → ${e.to}  (${e.files.join(", ")})`);
    }
    for (const e of r.infraToDomain) console.log(`infra→domain ${e.from} → ${e.to}  (${e.files.join(", ")})`);
  }
  process.exit(r.cycles.length || r.infraToDomain.length ? 1 : 0);
}
