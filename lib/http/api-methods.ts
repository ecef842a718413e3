// Matching an /api path against the route table of scripts/lib/api-methods.mjs (built into the proxy).
export type ApiRoute = { pattern: string; methods: string[] };

/** The methods of the route that answers `pathname` (/api/…), or null when only the catch-all does. */
export function methodsFor(routes: ApiRoute[], pathname: string): string[] | null {
  const parts = pathname.replace(/^\/api\/?/, "").split("/").filter(Boolean);
  for (const r of routes) {
    const pat = r.pattern.split("/");
    if (pat[0]?.startsWith("[...") && pat.length === 1) continue; // app/api/[...path]: the JSON 404
    if (matches(pat, parts)) return r.methods;
  }
  return null;
}

function matches(pat: string[], parts: string[]): boolean {
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
