// Public index of open jobs: server-rendered, newest first, paginated with plain links (?page=2) that
// crawlers follow, each card linking to /jobs/{id}-{title}.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { jobPath, listPublicJobs } from "./_lib/public-jobs";
import { placeLabel } from "@/lib/public-profiles/format";
import { siteUrl } from "@/lib/public-profiles/site-url";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ page?: string | string[] }> };

const TITLE = "Temporary jobs near you | Gigline";
const DESCRIPTION =
  "Shifts, events and short projects posted by employers on Gigline: bartending, kitchen, warehouse, driving, caregiving, trades and more. Sign in to apply.";

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = pageFrom((await searchParams).page);
  const url = siteUrl(page > 1 ? `/jobs?page=${page}` : "/jobs");
  return {
    title: { absolute: page > 1 ? `Temporary jobs near you (page ${page}) | Gigline` : TITLE },
    description: DESCRIPTION,
    alternates: { canonical: url },
    openGraph: { type: "website", title: TITLE, description: DESCRIPTION, url, siteName: "Gigline" },
  };
}

export default async function JobsIndexPage({ searchParams }: Props) {
  const requested = pageFrom((await searchParams).page);
  const { items, total, page, pageCount } = await listPublicJobs({ page: requested });
  if (requested > pageCount) notFound();

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">Find temporary work near you</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        {total === 0
          ? "No jobs are open right now. Check back soon."
          : `${total.toLocaleString("en-US")} open job${total === 1 ? "" : "s"}. Sign in to send a proposal.`}
      </p>

      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {items.map((j) => {
          const place = placeLabel(j.city, j.state);
          return (
            <li key={j.id}>
              <Link
                href={jobPath(j.id, j.title)}
                className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow"
              >
                <h2 className="font-semibold text-slate-900">{j.title}</h2>
                <p className="mt-1 text-xs text-slate-500">
                  {j.employer.name} · Posted {j.postedAgo}
                  {place ? ` · ${place}` : ""}
                </p>
                <p className="mt-3 text-sm font-semibold text-slate-900">
                  {j.payType === "Hourly" ? `$${j.price}/hr` : `$${j.price} fixed`} · {j.type}
                </p>
                <p className="mt-2 line-clamp-2 text-sm text-slate-600">{j.summary}</p>
                {j.skills.length > 0 && (
                  <ul className="mt-3 flex flex-wrap gap-1.5">
                    {j.skills.slice(0, 4).map((s) => (
                      <li key={s} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
                        {s}
                      </li>
                    ))}
                    {j.skills.length > 4 && <li className="px-1 text-xs text-slate-500">+{j.skills.length - 4}</li>}
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
            <Link href={page === 2 ? "/jobs" : `/jobs?page=${page - 1}`} rel="prev" className="rounded-lg border border-slate-300 bg-white px-3 py-2 hover:bg-slate-50">
              ← Previous
            </Link>
          )}
          <span className="px-3 py-2 text-slate-600">
            Page {page} of {pageCount}
          </span>
          {page < pageCount && (
            <Link href={`/jobs?page=${page + 1}`} rel="next" className="rounded-lg border border-slate-300 bg-white px-3 py-2 hover:bg-slate-50">
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
