// /help/{slug}: one help article, server-rendered and indexable (metadata, canonical URL, schema.org
// Article + BreadcrumbList). The articles are bundled at build time, so the page needs no database or
// disk: rendered on first request, then served from Next's cache (ISR) so NEXTAUTH_URL of the running
// host ends up in the canonical links; unknown slugs are not found. Figures ({{serviceFeePercent}}) are
// filled in when the page renders (lib/assistant/help/facts.ts: the code's constants and the Setting rows).
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { allArticles, categorySlug, getArticle, helpPath, SUPPORT_SLUG } from "@/lib/assistant/help/articles";
import { jsonLdScript } from "@/lib/public-profiles/json-ld";
import { env, siteUrl } from "@/lib/env";
import { getHelpFacts, renderFacts, STATIC_FACTS } from "@/lib/assistant/help/facts";
import { ArticleBody, HelpSearchForm } from "../_components/help-ui";

export const dynamic = "force-static";
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = getArticle((await params).slug);
  if (!found) return { title: "Article not found", robots: { index: false } };
  const article = { ...found, summary: renderFacts(found.summary, STATIC_FACTS) };
  const url = siteUrl(helpPath(article.slug));
  return {
    title: `${article.title} · Help`,
    description: article.summary,
    alternates: { canonical: url },
    robots: { index: true, follow: true },
    openGraph: { type: "article", title: article.title, description: article.summary, url, siteName: "Gigline" },
    twitter: { card: "summary", title: article.title, description: article.summary },
  };
}

export default async function HelpArticlePage({ params }: Props) {
  const found = getArticle((await params).slug);
  if (!found) notFound();
  const facts = await getHelpFacts();
  const article = { ...found, summary: renderFacts(found.summary, facts), body: renderFacts(found.body, facts) };
  const related = allArticles()
    .filter((a) => a.category === article.category && a.slug !== article.slug)
    .slice(0, 5);
  const jsonLd = [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      description: article.summary,
      articleSection: article.category,
      url: siteUrl(helpPath(article.slug)),
      mainEntityOfPage: siteUrl(helpPath(article.slug)),
      publisher: { "@type": "Organization", name: "Gigline", url: siteUrl("/") },
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Help centre", item: siteUrl("/help") },
        { "@type": "ListItem", position: 2, name: article.category, item: siteUrl(`/help#${categorySlug(article.category)}`) },
        { "@type": "ListItem", position: 3, name: article.title, item: siteUrl(helpPath(article.slug)) },
      ],
    },
  ];

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
        <Link href="/help" className="hover:text-slate-800">
          Help centre
        </Link>
        <span aria-hidden> / </span>
        <Link href={`/help#${categorySlug(article.category)}`} className="hover:text-slate-800">
          {article.category}
        </Link>
      </nav>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <article className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{article.title}</h1>
          <p className="mt-2 text-slate-600">{article.summary}</p>
          <div className="mt-6 border-t border-slate-100 pt-6">
            <ArticleBody body={article.body} />
          </div>
          {article.slug === SUPPORT_SLUG && (
            <p className="mt-6 rounded-lg border border-brand-100 bg-brand-50 p-4 text-slate-800">
              Write to us at{" "}
              <a href={`mailto:${env.SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline">
                {env.SUPPORT_EMAIL}
              </a>
              .
            </p>
          )}
        </article>
        <aside className="space-y-4 lg:sticky lg:top-6 lg:self-start">
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="mb-3 font-semibold text-slate-900">Search help</h2>
            <HelpSearchForm />
          </div>
          {related.length > 0 && (
            <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="mb-3 font-semibold text-slate-900">More in {article.category}</h2>
              <ul className="space-y-2 text-sm">
                {related.map((a) => (
                  <li key={a.slug}>
                    <Link href={helpPath(a.slug)} className="text-brand-700 hover:underline">
                      {a.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <p className="px-1 text-sm text-slate-600">
            Still stuck?{" "}
            <Link href={helpPath(SUPPORT_SLUG)} className="font-medium text-brand-700 hover:underline">
              Contact support
            </Link>
          </p>
        </aside>
      </div>
    </main>
  );
}
