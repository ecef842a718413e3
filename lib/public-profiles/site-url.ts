// Absolute URLs for canonical links, the sitemap and JSON-LD. The public address is NEXTAUTH_URL, the same
// value next-auth uses for its callbacks (scripts/start.mjs sets it to http://localhost:PORT when unset).
export function siteUrl(path = "/") {
  const base = (process.env.NEXTAUTH_URL || "http://localhost:3000").replace(/\/+$/, "");
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}
