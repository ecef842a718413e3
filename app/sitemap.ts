// /sitemap.xml: the public pages, every public provider profile and every open job, with when it last changed.
import type { MetadataRoute } from "next";
import { listPublicProviderSitemapEntries } from "@/lib/public-profiles/queries";
import { profilePath } from "@/lib/public-profiles/format";
import { siteUrl } from "@/lib/public-profiles/site-url";
import { jobPath, listPublicJobSitemapEntries, SITEMAP_JOB_LIMIT } from "@/lib/public-jobs/queries";
import { allArticles, helpPath } from "@/lib/assistant/help/articles";

/** one sitemap file holds at most 50,000 URLs */
const SITEMAP_MAX = 50_000;

// read the database per request (never at build time, when there may be none) and NEXTAUTH_URL at run time
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const profiles = await listPublicProviderSitemapEntries();
  const newest = profiles.reduce<Date | undefined>((max, p) => (!max || p.lastModified > max ? p.lastModified : max), undefined);
  // open jobs share the file with the profiles: the newest ones fill what room is left
  const jobs = await listPublicJobSitemapEntries(
    Math.max(0, Math.min(SITEMAP_JOB_LIMIT, SITEMAP_MAX - 10 - allArticles().length - profiles.length)),
  );
  return [
    { url: siteUrl("/"), changeFrequency: "monthly", priority: 0.6 },
    { url: siteUrl("/pros"), lastModified: newest, changeFrequency: "daily", priority: 0.9 },
    { url: siteUrl("/jobs"), lastModified: jobs[0]?.lastModified, changeFrequency: "hourly", priority: 0.9 },
    { url: siteUrl("/terms"), changeFrequency: "yearly", priority: 0.2 },
    { url: siteUrl("/privacy"), changeFrequency: "yearly", priority: 0.2 },
    // the help centre (bundled articles: they change with a deploy)
    { url: siteUrl(helpPath()), changeFrequency: "weekly", priority: 0.5 },
    ...allArticles().map((a) => ({ url: siteUrl(helpPath(a.slug)), changeFrequency: "monthly" as const, priority: 0.4 })),
    ...profiles.map((p) => ({
      url: siteUrl(profilePath(p.id)),
      lastModified: p.lastModified,
      changeFrequency: "weekly" as const,
      priority: 0.7,
    })),
    ...jobs.map((j) => ({
      url: siteUrl(jobPath(j.id, j.title)),
      lastModified: j.lastModified,
      changeFrequency: "daily" as const,
      priority: 0.8,
    })),
  ];
}
