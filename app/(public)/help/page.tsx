// /help: the help centre's front page: a search box, then every category with its articles. Static:
// the articles are bundled at build time (no database, no disk); rebuilt with the app.
import type { Metadata } from "next";
import Link from "next/link";
import { articlesByCategory, categorySlug, helpPath } from "@/lib/assistant/help/articles";
import { HelpSearchForm } from "./_components/help-ui";
import { renderFacts, STATIC_FACTS } from "@/lib/assistant/help/facts";

export const dynamic = "force-static";

const DESCRIPTION =
  "Answers about Gigline, the marketplace for temporary work: signing up, profiles, posting jobs, proposals, hiring, contracts, payments, plans, time tracking, bookings, messaging and safety.";

export const metadata: Metadata = {
  title: "Help centre",
  description: DESCRIPTION,
  alternates: { canonical: "/help" },
  robots: { index: true, follow: true },
  openGraph: { type: "website", title: "Gigline Help centre", description: DESCRIPTION, url: "/help", siteName: "Gigline" },
};

export default function HelpHome() {
  const groups = articlesByCategory();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <section className="rounded-2xl bg-brand-600 px-5 py-8 text-white sm:px-10">
        <h1 className="text-2xl font-bold sm:text-3xl">How can we help?</h1>
        <p className="mt-2 max-w-2xl text-white/90">Search the help centre, or ask the help assistant with the button in the corner.</p>
        <div className="mt-5 max-w-2xl">
          <HelpSearchForm onBrand />
        </div>
      </section>

      <nav aria-label="Help categories" className="mt-6 flex flex-wrap gap-2">
        {groups.map((g) => (
          <a
            key={g.category}
            href={`#${categorySlug(g.category)}`}
            className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:bg-slate-50"
          >
            {g.category}
          </a>
        ))}
      </nav>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {groups.map((g) => (
          <section
            key={g.category}
            id={categorySlug(g.category)}
            aria-labelledby={`${categorySlug(g.category)}-title`}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id={`${categorySlug(g.category)}-title`} className="text-lg font-semibold text-slate-900">
              {g.category}
            </h2>
            <ul className="mt-3 space-y-3">
              {g.articles.map((a) => (
                <li key={a.slug}>
                  <Link href={helpPath(a.slug)} className="font-medium text-brand-700 hover:underline">
                    {a.title}
                  </Link>
                  <p className="text-sm text-slate-600">{renderFacts(a.summary, STATIC_FACTS)}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
