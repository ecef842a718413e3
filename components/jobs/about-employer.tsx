// The about-employer box of the job detail page: the rating workers gave (published reviews), location, jobs posted, hire rate, open
// jobs, total paid ($1.5k from 1000 up), hires, active contracts, member since; 'Unnamed Employer' when
// the employer has no name; the company's logo (else the photo), about text and website. Links to the
// employer's profile.
import Link from "next/link";
import type { JobDto } from "@/lib/jobs/dto";
import { Avatar } from "@/components/ui/avatar";
import { CompanyAbout, CompanyLogo } from "@/components/profile/company-profile";
import { Stars } from "@/components/profile/stars";
import { shortLocation } from "@/components/profile/format";
import { employerFacts, FactList } from "@/components/profile/employer-facts";

export const UNNAMED_EMPLOYER = "Unnamed Employer";

export function AboutEmployer({ creator }: { creator: JobDto["creator"] }) {
  const name = creator.name?.trim() || UNNAMED_EMPLOYER;
  const rows = employerFacts(creator.location || shortLocation(creator), creator.statistics, creator.createdAt);
  return (
    <section className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="about-employer">
      <h2 id="about-employer" className="text-xs font-semibold uppercase tracking-wide text-slate-400">
        About the employer
      </h2>
      <Link href={`/dashboard/detail-employer/${creator._id}`} className="group mt-3 flex items-center gap-3">
        {creator.companyLogo ? (
          <CompanyLogo src={creator.companyLogo} name={name} size={48} />
        ) : (
          <Avatar src={creator.avatar || null} name={name} size={48} />
        )}
        <span className="min-w-0">
          <span
            className="block truncate font-semibold text-slate-900 group-hover:text-brand-700 group-hover:underline"
            data-testid="employer-name"
          >
            {name}
          </span>
          <Stars score={creator.employerRating} count={creator.employerRatingCount} />
        </span>
      </Link>
      <CompanyAbout description={creator.companyDescription} website={creator.website} limit={300} className="mt-3" />
      <FactList rows={rows} testIdPrefix="employer" />
      <Link
        href={`/dashboard/detail-employer/${creator._id}`}
        className="mt-3 inline-flex w-full items-center justify-center rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
      >
        View employer profile
      </Link>
    </section>
  );
}
