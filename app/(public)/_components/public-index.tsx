// Shared frame of the public indexes (/jobs, /pros): the ?page= parsing, the metadata with a canonical
// link per page, the heading, the card grid and the plain prev/next links that crawlers follow.
import type { Metadata } from "next";
import Link from "next/link";
import { siteUrl } from "@/lib/public-profiles/site-url";

export type IndexSearchParams = Promise<{ page?: string | string[] }>;

/** The page asked for by ?page=; anything that is not a sensible page number is page 1. */
export function pageFrom(raw: string | string[] | undefined) {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** `title` ends in " | Gigline"; later pages add "(page N)" before it. */
export async function indexMetadata(searchParams: IndexSearchParams, path: string, title: string, description: string): Promise<Metadata> {
  const page = pageFrom((await searchParams).page);
  const url = siteUrl(page > 1 ? `${path}?page=${page}` : path);
  return {
    title: { absolute: page > 1 ? `${title.replace(" | Gigline", "")} (page ${page}) | Gigline` : title },
    description,
    alternates: { canonical: url },
    openGraph: { type: "website", title, description, url, siteName: "Gigline" },
  };
}

export function PublicIndex({
  heading,
  summary,
  gridClassName,
  path,
  page,
  pageCount,
  children,
}: {
  heading: string;
  summary: string;
  gridClassName: string;
  path: string;
  page: number;
  pageCount: number;
  /** the cards (IndexCard) */
  children: React.ReactNode;
}) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{summary}</p>

      {/* one column that may shrink below its content on phones; the page sets the wider grids */}
      <ul className={`grid-cols-[minmax(0,1fr)] ${gridClassName}`}>{children}</ul>

      {pageCount > 1 && (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-2 text-sm">
          {page > 1 && (
            <Link
              href={page === 2 ? path : `${path}?page=${page - 1}`}
              rel="prev"
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 hover:bg-slate-50"
            >
              ← Previous
            </Link>
          )}
          <span className="px-3 py-2 text-slate-600">
            Page {page} of {pageCount}
          </span>
          {page < pageCount && (
            <Link
              href={`${path}?page=${page + 1}`}
              rel="next"
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 hover:bg-slate-50"
            >
              Next →
            </Link>
          )}
        </nav>
      )}
    </main>
  );
}

/** One card of the grid: the whole card links to the detail page. */
export function IndexCard({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <li>
      <Link
        href={href}
        className="flex h-full min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow"
      >
        {children}
      </Link>
    </li>
  );
}

/** Up to four skills, then "+N". */
export function SkillChips({ skills }: { skills: string[] }) {
  if (skills.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-1.5">
      {skills.slice(0, 4).map((s) => (
        <li key={s} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
          {s}
        </li>
      ))}
      {skills.length > 4 && <li className="px-1 text-xs text-slate-500">+{skills.length - 4}</li>}
    </ul>
  );
}
