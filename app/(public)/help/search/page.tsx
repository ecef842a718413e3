// /help/search?q=…: the help centre's search results, from the same PostgreSQL full-text search the
// assistant uses. Dynamic (reads the query), not indexed.
import type { Metadata } from "next";
import Link from "next/link";
import { helpPath, SUPPORT_SLUG } from "@/lib/assistant/help/articles";
import { answers, searchHelp } from "@/lib/assistant/help/search";
import { HELP_MESSAGE_MAX } from "@/lib/assistant/help/schemas";
import { HelpSearchForm } from "../_components/help-ui";
import { renderFacts, STATIC_FACTS } from "@/lib/assistant/help/facts";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Search help", robots: { index: false, follow: true } };

type Props = { searchParams: Promise<{ q?: string | string[] }> };

export default async function HelpSearchPage({ searchParams }: Props) {
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? raw[0] : (raw ?? "")).split("\u0000").join("").trim().slice(0, HELP_MESSAGE_MAX);
  const hits = q ? (await searchHelp(q, 10)).filter(answers) : [];
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
        <Link href="/help" className="hover:text-slate-800">
          Help centre
        </Link>
      </nav>
      <h1 className="text-2xl font-bold text-slate-900">{q ? `Results for “${q}”` : "Search help"}</h1>
      <div className="mt-4">
        <HelpSearchForm defaultValue={q} />
      </div>
      {q && (
        <section aria-label="Results" className="mt-6">
          {hits.length ? (
            <ul className="space-y-3">
              {hits.map((h) => (
                <li key={h.slug} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <Link href={helpPath(h.slug)} className="font-semibold text-brand-700 hover:underline">
                    {h.title}
                  </Link>
                  <p className="text-sm text-slate-600">{renderFacts(h.summary, STATIC_FACTS)}</p>
                  <p className="mt-1 text-xs text-slate-500">{h.category}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
              No articles match your search. Try other words, browse the{" "}
              <Link href="/help" className="font-medium text-brand-700 underline">
                help centre
              </Link>{" "}
              or{" "}
              <Link href={helpPath(SUPPORT_SLUG)} className="font-medium text-brand-700 underline">
                contact support
              </Link>
              .
            </p>
          )}
        </section>
      )}
    </main>
  );
}
