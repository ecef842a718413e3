// Absolute URLs for canonical links, the sitemap and JSON-LD: the public address is NEXTAUTH_URL, the same
// value next-auth uses for its callbacks (lib/env.ts).
export { siteUrl } from "@/lib/env";
