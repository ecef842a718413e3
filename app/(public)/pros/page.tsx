// Public index of provider profiles: server-rendered, paginated with plain links (?page=2) that crawlers
// follow, each card linking to /pros/{id}.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Avatar } from "@/components/ui/avatar";
import { listPublicProviders } from "@/lib/public-profiles/queries";
import { placeLabel, profilePath, rateLabel } from "@/lib/public-profiles/format";
import { siteUrl } from "@/lib/public-profiles/site-url";
import { Stars } from "./stars";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ page?: string | string[] }> };

const TITLE = "Hire skilled temporary workers near you | Gigline";
const DESCRIPTION =
  "Browse bartenders, cooks, warehouse staff, drivers, caregivers, tradespeople and more on Gigline, and hire them for temporary work in a few clicks.";

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = pageFrom((await searchParams).page);
  const url = siteUrl(page > 1 ? `/pros?page=${page}` : "/pros");
  return {
    title: { absolute: page > 1 ? `${TITLE.replace(" | Gigline", "")} (page ${page}) | Gigline` : TITLE },
    description: DESCRIPTION,
    alternates: { canonical: url },
    openGraph: { type: "website", title: TITLE, description: DESCRIPTION, url, siteName: "Gigline" },
  };
}

export default async function ProsIndexPage({ searchParams }: Props) {
  const requested = pageFrom((await searchParams).page);
  const { items, total, page, pageCount } = await listPublicProviders({ page: requested });
  if (requested > pageCount) notFound();

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">Find skilled people for temporary work</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        {total === 0
          ? "No professionals have joined yet."
          : `${total.toLocaleString("en-US")} professional${total === 1 ? "" : "s"} ready for shifts, events and short projects. Sign in to invite them to your job.`}
      </p>

      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((p) => {
          const place = placeLabel(p.city, p.state);
          const rate = rateLabel(p.hourlyRate);
          return (
            <li key={p.id}>
              <Link
                href={profilePath(p.id)}
                className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow"
              >
                <div className="flex items-center gap-3">
                  <Avatar src={p.avatar || null} name={p.name} size={52} />
                  <div className="min-w-0">
                    <h2 className="truncate font-semibold text-slate-900">{p.name}</h2>
                    <p className="truncate text-sm text-slate-600">{p.title || "Temporary work professional"}</p>
                  </div>
                </div>
                <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
                  {place && <span>{place}</span>}
                  {rate && <span className="font-semibold text-slate-900">{rate}</span>}
                  {p.reviewCount > 0 && (
                    <span className="inline-flex items-center gap-1">
                      <Stars score={p.reviewScore} size={14} />
                      {p.reviewScore.toFixed(1)}
                    </span>
                  )}
                </div>
                {p.skills.length > 0 && (
                  <ul className="mt-3 flex flex-wrap gap-1.5">
                    {p.skills.slice(0, 4).map((s) => (
                      <li key={s} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
                        {s}
                      </li>
                    ))}
                    {p.skills.length > 4 && <li className="px-1 text-xs text-slate-500">+{p.skills.length - 4}</li>}
                  </ul>
                )}
              </Link>
            </li>
          );
        })}
      </ul>

      {pageCount > 1 && (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-2 text-sm">
          {page > 1 && (
            <Link href={page === 2 ? "/pros" : `/pros?page=${page - 1}`} rel="prev" className="rounded-lg border border-slate-300 bg-white px-3 py-2 hover:bg-slate-50">
              ← Previous
            </Link>
          )}
          <span className="px-3 py-2 text-slate-600">
            Page {page} of {pageCount}
          </span>
          {page < pageCount && (
            <Link href={`/pros?page=${page + 1}`} rel="next" className="rounded-lg border border-slate-300 bg-white px-3 py-2 hover:bg-slate-50">
              Next →
            </Link>
          )}
        </nav>
      )}
    </main>
  );
}

function pageFrom(raw: string | string[] | undefined) {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}
