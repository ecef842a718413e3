// Public index of provider profiles: server-rendered, paginated with plain links (?page=2) that crawlers
// follow, each card linking to /pros/{id}.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Avatar } from "@/components/ui/avatar";
import { listPublicProviders } from "@/lib/public-profiles/queries";
import { placeLabel, profilePath, rateLabel } from "@/lib/public-profiles/format";
import { IndexCard, PublicIndex, SkillChips, indexMetadata, pageFrom, type IndexSearchParams } from "../_components/public-index";
import { Stars } from "./stars";

export const dynamic = "force-dynamic";

type Props = { searchParams: IndexSearchParams };

const TITLE = "Hire skilled temporary workers near you | Gigline";
const DESCRIPTION =
  "Browse bartenders, cooks, warehouse staff, drivers, caregivers, tradespeople and more on Gigline, and hire them for temporary work in a few clicks.";

export function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return indexMetadata(searchParams, "/pros", TITLE, DESCRIPTION);
}

export default async function ProsIndexPage({ searchParams }: Props) {
  const requested = pageFrom((await searchParams).page);
  const { items, total, page, pageCount } = await listPublicProviders({ page: requested });
  if (requested > pageCount) notFound();

  return (
    <PublicIndex
      heading="Find skilled people for temporary work"
      summary={
        total === 0
          ? "No professionals have joined yet."
          : `${total.toLocaleString("en-US")} professional${total === 1 ? "" : "s"} ready for shifts, events and short projects. Sign in to invite them to your job.`
      }
      gridClassName="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      path="/pros"
      page={page}
      pageCount={pageCount}
    >
      {items.map((p) => {
        const place = placeLabel(p.city, p.state);
        const rate = rateLabel(p.hourlyRate);
        return (
          <IndexCard key={p.id} href={profilePath(p.id)}>
            <div className="flex items-center gap-3">
              <Avatar src={p.avatar || null} name={p.name} size={52} decorative />
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
            <SkillChips skills={p.skills} />
          </IndexCard>
        );
      })}
    </PublicIndex>
  );
}
