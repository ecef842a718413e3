// The HTTP methods each app/api route file exports, read from the sources. next.config.mjs passes the
// table to proxy.ts at build time, so a method a route lacks answers a JSON 405 (Next's own 405 has an
// empty body), and a new route file is covered at its first build without a list to keep up to date.
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
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) for (const n of m[1].split(",")) found.add(n.split(/\s+as\s+/).pop().trim());
  const methods = METHODS.filter((m) => found.has(m));
  if (methods.includes("GET") && !methods.includes("HEAD")) methods.push("HEAD"); // Next answers HEAD from GET
  if (!methods.includes("OPTIONS")) methods.push("OPTIONS"); // and OPTIONS itself
  return methods;
}
