// Public provider profile: server-rendered, indexable, no sign-in. Never shows e-mail or phone: the
// query behind it does not even read them (lib/public-profiles/queries.ts).
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { Avatar } from "@/components/ui/avatar";
import { getCachedPublicProvider } from "@/lib/public-profiles/queries";
import { placeLabel, profilePath, rateLabel, summary, yearsLabel, idFromParam } from "@/lib/public-profiles/format";
import { jsonLdScript, profileJsonLd } from "@/lib/public-profiles/json-ld";
import { siteUrl } from "@/lib/public-profiles/site-url";
import { ReadMore } from "./read-more";
import { Stars } from "../stars";
import { formatDate } from "@/lib/format/intl";
import { workerReliability } from "@/lib/reliability/queries";
import { badgeText, clearBadges } from "@/lib/screening/queries";

// Cached (ISR): rendered on the first request, then served from Next's cache until a change expires its
// tag (lib/public-pages/cache.ts) or 30 s (PUBLIC_PAGE_REVALIDATE) pass. The CSP nonce is put on its
// scripts per response by scripts/server.ts (scripts/lib/nonce-html.ts).
export const dynamic = "force-static";
export const revalidate = 30;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string }> };

// generateMetadata and the page ask for the same profile: one query per request
const loadProfile = cache(async (param: string) => {
  const id = idFromParam(param);
  return id ? getCachedPublicProvider(id) : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await loadProfile((await params).id);
  if (!p) return { title: "Profile not found", robots: { index: false } };
  const place = placeLabel(p.city, p.state);
  const role = p.title || "Temporary work professional";
  const title = `${p.name} — ${role}${place ? ` in ${place}` : ""} | Gigline`;
  const description = summary(p.overview, 160) || `${p.name} is available for temporary work${place ? ` in ${place}` : ""} on Gigline.`;
  const url = siteUrl(profilePath(p.id));
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    // a profile with nothing written yet is thin content: reachable, but kept out of search results
    robots: p.title || p.overview ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: {
      type: "profile",
      title,
      description,
      url,
      siteName: "Gigline",
      firstName: p.firstName || undefined,
      images: p.avatar ? [{ url: p.avatar, alt: p.name }] : undefined,
    },
    twitter: { card: "summary", title, description },
  };
}

export default async function PublicProfilePage({ params }: Props) {
  const p = await loadProfile((await params).id);
  if (!p) notFound();
  const place = placeLabel(p.city, p.state);
  const rate = rateLabel(p.hourlyRate);
  const hireLabel = `Hire ${p.firstName || p.name} on Gigline`;
  // the employer-facing reliability line (docs/booking-and-time.md (Reliability)), as fresh as the page's cache
  const reliability = await workerReliability(p.id);
  // a clear background check, only when the worker shows it (lib/screening)
  const checkedAt = (await clearBadges([p.id])).get(p.id);

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(profileJsonLd(p)) }} />
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
        <Link href="/pros" className="hover:text-slate-800">
          Professionals
        </Link>
        <span aria-hidden> / </span>
        <span className="text-slate-700">{p.name}</span>
      </nav>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
        <div className="space-y-6">
          <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
              <Avatar src={p.avatar || null} name={p.name} size={96} />
              <div className="min-w-0 flex-1">
                <h1 className="text-2xl font-bold text-slate-900">{p.name}</h1>
                {p.title && <p className="mt-1 text-lg text-slate-700">{p.title}</p>}
                <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
                  {place && (
                    <span className="inline-flex items-center gap-1.5">
                      <PinIcon /> {place}
                    </span>
                  )}
                  {rate && <span className="font-semibold text-slate-900">{rate}</span>}
                  <span className="inline-flex items-center gap-1.5">
                    {p.reviewCount > 0 ? (
                      <>
                        <Stars score={p.reviewScore} />
                        <span className="font-medium text-slate-900">{p.reviewScore.toFixed(1)}</span>
                        <span>
                          ({p.reviewCount} review{p.reviewCount === 1 ? "" : "s"})
                        </span>
                      </>
                    ) : (
                      <span>No reviews yet</span>
                    )}
                  </span>
                </div>
              </div>
            </div>
          </section>

          {p.overview && (
            <Section title="Overview">
              <ReadMore text={p.overview} />
            </Section>
          )}

          {p.skills.length > 0 && (
            <Section title="Skills">
              <Chips items={p.skills} />
            </Section>
          )}

          {p.categories.length > 0 && (
            <Section title="Categories">
              <Chips items={p.categories} tone="brand" />
            </Section>
          )}

          <Section title="Work Experience">
            {p.employments.length === 0 ? (
              <p className="text-sm text-slate-500">No work experience added yet.</p>
            ) : (
              <ol className="space-y-4">
                {p.employments.map((e) => (
                  <li key={e.id} className="border-l-2 border-brand-100 pl-4">
                    <h3 className="font-semibold text-slate-900">{e.role}</h3>
                    <p className="text-sm text-slate-600">
                      {e.company} · {yearsLabel(e.from, e.to)}
                    </p>
                    {e.description && <p className="mt-1 text-sm text-slate-700">{e.description}</p>}
                  </li>
                ))}
              </ol>
            )}
          </Section>

          <Section title="Education">
            {p.educations.length === 0 ? (
              <p className="text-sm text-slate-500">No education added yet.</p>
            ) : (
              <ol className="space-y-4">
                {p.educations.map((e) => (
                  <li key={e.id} className="border-l-2 border-brand-100 pl-4">
                    <h3 className="font-semibold text-slate-900">{e.name}</h3>
                    <p className="text-sm text-slate-600">
                      {[e.degree, e.fieldOfStudy].filter(Boolean).join(", ")} · {yearsLabel(e.from, e.to)}
                    </p>
                    {e.description && <p className="mt-1 text-sm text-slate-700">{e.description}</p>}
                  </li>
                ))}
              </ol>
            )}
          </Section>
        </div>

        <aside className="lg:sticky lg:top-6 lg:self-start">
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-sm text-slate-600">
              {p.firstName || p.name} is available for temporary work{place ? ` around ${place}` : ""}.
            </p>
            <Link
              href={`/?next=${encodeURIComponent(`/dashboard/detail-employee/${p.id}`)}`}
              className="mt-4 flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700"
            >
              {hireLabel}
            </Link>
            <p className="mt-3 text-xs text-slate-500">
              Sign in or create a free employer account to invite {p.firstName || "them"} to a job, book a shift and chat in Gigline&apos;s
              messages.
            </p>
            <dl className="mt-5 space-y-2 border-t border-slate-100 pt-4 text-sm">
              {rate && <Row label="Hourly rate" value={rate} />}
              <Row label="Reliability" value={reliability.score === null ? "New" : `${reliability.score} / 100`} />
              {reliability.score !== null && <Row label="Shifts" value={reliability.line.split(" · ").slice(1).join(" · ")} />}
              {checkedAt && <Row label="Background check" value={badgeText(checkedAt).replace("Background check: ", "")} />}
              <Row label="Member since" value={formatDate(p.memberSince, { month: "long", year: "numeric", timeZone: "UTC" })} />
            </dl>
          </div>
        </aside>
      </div>
    </main>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Chips({ items, tone = "slate" }: { items: string[]; tone?: "slate" | "brand" }) {
  const cls = tone === "brand" ? "bg-brand-50 text-brand-700" : "bg-slate-100 text-slate-700";
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((s) => (
        <li key={s} className={`rounded-full px-3 py-1 text-sm ${cls}`}>
          {s}
        </li>
      ))}
    </ul>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
      <path d="M10 18s6-5.3 6-10a6 6 0 1 0-12 0c0 4.7 6 10 6 10z" />
      <circle cx="10" cy="8" r="2.2" />
    </svg>
  );
}
