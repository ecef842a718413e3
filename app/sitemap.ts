// /sitemap.xml: the public pages and every public provider profile, with when it last changed.
import type { MetadataRoute } from "next";
import { listPublicProviderSitemapEntries } from "@/lib/public-profiles/queries";
import { profilePath } from "@/lib/public-profiles/format";
import { siteUrl } from "@/lib/public-profiles/site-url";

// read the database per request (never at build time, when there may be none) and NEXTAUTH_URL at run time
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const profiles = await listPublicProviderSitemapEntries();
  const newest = profiles.reduce<Date | undefined>((max, p) => (!max || p.lastModified > max ? p.lastModified : max), undefined);
  return [
    { url: siteUrl("/"), changeFrequency: "monthly", priority: 0.6 },
    { url: siteUrl("/pros"), lastModified: newest, changeFrequency: "daily", priority: 0.9 },
    { url: siteUrl("/terms"), changeFrequency: "yearly", priority: 0.2 },
    { url: siteUrl("/privacy"), changeFrequency: "yearly", priority: 0.2 },
    ...profiles.map((p) => ({
      url: siteUrl(profilePath(p.id)),
      lastModified: p.lastModified,
      changeFrequency: "weekly" as const,
      priority: 0.7,
    })),
  ];
}
