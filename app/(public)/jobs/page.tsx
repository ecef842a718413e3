// Public index of open jobs: server-rendered, newest first, paginated with plain links (?page=2) that
// crawlers follow, each card linking to /jobs/{id}-{title}.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { jobPath, listPublicJobs } from "@/lib/public-jobs/queries";
import { placeLabel } from "@/lib/public-profiles/format";
import { formatPrice } from "@/lib/money/amounts/format";
import { IndexCard, PublicIndex, SkillChips, indexMetadata, pageFrom, type IndexSearchParams } from "../_components/public-index";

export const dynamic = "force-dynamic";

type Props = { searchParams: IndexSearchParams };

const TITLE = "Temporary jobs near you | Gigline";
const DESCRIPTION =
  "Shifts, events and short projects posted by employers on Gigline: bartending, kitchen, warehouse, driving, caregiving, trades and more. Sign in to apply.";

export function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return indexMetadata(searchParams, "/jobs", TITLE, DESCRIPTION);
}

export default async function JobsIndexPage({ searchParams }: Props) {
  const requested = pageFrom((await searchParams).page);
  const { items, total, page, pageCount } = await listPublicJobs({ page: requested });
  if (requested > pageCount) notFound();

  return (
    <PublicIndex
      heading="Find temporary work near you"
      summary={
        total === 0
          ? "No jobs are open right now. Check back soon."
          : `${total.toLocaleString("en-US")} open job${total === 1 ? "" : "s"}. Sign in to send a proposal.`
      }
      gridClassName="mt-8 grid gap-4 sm:grid-cols-2"
      path="/jobs"
      page={page}
      pageCount={pageCount}
    >
      {items.map((j) => {
        const place = placeLabel(j.city, j.state);
        return (
          <IndexCard key={j.id} href={jobPath(j.id, j.title)}>
            <h2 className="font-semibold text-slate-900">{j.title}</h2>
            <p className="mt-1 text-xs text-slate-500">
              {j.employer.name} · Posted {j.postedAgo}
              {place ? ` · ${place}` : ""}
            </p>
            <p className="mt-3 text-sm font-semibold text-slate-900">
              {j.payType === "Hourly" ? formatPrice(j.price, j.payType) : `${formatPrice(j.price, j.payType)} fixed`} · {j.type}
            </p>
            <p className="mt-2 line-clamp-2 text-sm text-slate-600">{j.summary}</p>
            <SkillChips skills={j.skills} />
          </IndexCard>
        );
      })}
    </PublicIndex>
  );
}
