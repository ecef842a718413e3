// /robots.txt: public pages open to crawlers, the signed-in app and the API closed.
import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/public-profiles/site-url";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: ["/", "/pros", "/terms", "/privacy"], disallow: ["/dashboard", "/api", "/logout"] },
    sitemap: siteUrl("/sitemap.xml"),
  };
}
