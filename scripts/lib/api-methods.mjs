// The HTTP methods each app/api route file exports, read from the sources when scripts/server.ts starts,
// so a method a route lacks answers a JSON 405 (Next's own 405 has an empty body), and a new route file is
// covered without a list to keep up to date.
import fs from "node:fs";
import path from "node:path";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** [{ pattern: "user/resume/[userId]", methods: ["GET", "HEAD", "OPTIONS"] }, …], static patterns first. */
export function scanApiRoutes(root = process.cwd()) {
  const base = path.join(root, "app", "api");
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^route\.(ts|js|mjs)$/.test(entry.name)) {
        const pattern = path.relative(base, dir).split(path.sep).join("/");
        out.push({ pattern, methods: exportedMethods(fs.readFileSync(full, "utf8")) });
      }
    }
  };
  if (fs.existsSync(base)) walk(base);
  // most specific first: fewer dynamic segments, then longer
  const weight = (p) => p.split("/").filter((s) => s.startsWith("[")).length;
  return out.sort((a, b) => weight(a.pattern) - weight(b.pattern) || b.pattern.length - a.pattern.length);
}

export function exportedMethods(source) {
  const found = new Set();
  for (const m of source.matchAll(/export\s+(?:const|let|var|async\s+function|function)\s+(\w+)/g)) found.add(m[1]);
  for (const m of source.matchAll(/export\s+const\s*\{([^}]*)\}/g)) for (const n of m[1].split(",")) found.add(n.split(":").pop().trim());
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g))
    for (const n of m[1].split(","))
      found.add(
        n
          .split(/\s+as\s+/)
          .pop()
          .trim(),
      );
  const methods = METHODS.filter((m) => found.has(m));
  if (methods.includes("GET") && !methods.includes("HEAD")) methods.push("HEAD"); // Next answers HEAD from GET
  if (!methods.includes("OPTIONS")) methods.push("OPTIONS"); // and OPTIONS itself
  return methods;
}

/** The methods of the route that answers `pathname` (/api/…), or null when only the catch-all does. */
export function methodsFor(routes, pathname) {
  const index = indexOf(routes);
  const parts = pathname
    .replace(/^\/api\/?/, "")
    .split("/")
    .filter(Boolean);
  // a static route (most calls: job/get_job…) is one lookup; a static route is more specific than any dynamic one
  const exact = index.exact.get(parts.join("/"));
  if (exact) return exact;
  for (const r of index.dynamic) if (matches(r.pat, parts)) return r.methods;
  return null;
}

// Each request used to split every pattern again: the split patterns and a map of the static ones, made once
// per route list.
const indexes = new WeakMap();
function indexOf(routes) {
  let index = indexes.get(routes);
  if (!index) {
    index = { exact: new Map(), dynamic: [] };
    for (const r of routes) {
      const pat = r.pattern.split("/");
      if (pat.length === 1 && pat[0].startsWith("[...")) continue; // app/api/[...path]: the JSON 404
      if (pat.some((seg) => seg.startsWith("["))) index.dynamic.push({ pat, methods: r.methods });
      else if (!index.exact.has(r.pattern)) index.exact.set(r.pattern, r.methods);
    }
    indexes.set(routes, index);
  }
  return index;
}

function matches(pat, parts) {
  for (let i = 0; i < pat.length; i++) {
    const p = pat[i];
    if (p.startsWith("[[...")) return true;
    if (p.startsWith("[...")) return parts.length > i;
    if (i >= parts.length) return false;
    if (p.startsWith("[")) continue;
    if (p !== parts[i]) return false;
  }
  return pat.length === parts.length;
}

/**
 * What scripts/server.ts answers itself for an /api request, before Next (and before any body is read):
 * a JSON 400 for a path with a broken %-escape, a JSON 405 with Allow for a method the route lacks
 * (Next's own 405 has an empty body). Null: hand the request to Next.
 * Done here rather than in proxy.ts: Next buffers (up to 10 MB) and reads to the end the body of every
 * request its proxy runs on, which would undo the streaming body caps of the route wrapper.
 */
export function apiEdgeAnswer(method, rawUrl, routes) {
  const pathname = (rawUrl || "/").split("?")[0];
  if (pathname !== "/api" && !pathname.startsWith("/api/")) return null;
  try {
    decodeURIComponent(pathname);
  } catch {
    return jsonAnswer(400, "The address is not valid: it has a broken %-escape.");
  }
  const methods = methodsFor(routes, pathname);
  if (methods && !methods.includes(method)) {
    const use = methods.filter((m) => m !== "HEAD" && m !== "OPTIONS").join(" or ");
    const answer = jsonAnswer(405, `This call does not accept ${method}. Use ${use}.`);
    answer.headers.allow = methods.join(", ");
    return answer;
  }
  return null;
}

/** @returns {{ status: number, headers: Record<string, string>, body: string }} */
function jsonAnswer(status, error) {
  return {
    status,
    headers: {
      "content-type": "application/json",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    },
    body: JSON.stringify({ result: false, error }),
  };
}
