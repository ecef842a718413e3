// schema.org JobPosting for a public job page (what search engines read for job listings).
// employmentType from the job type: a one-time job is TEMPORARY, an ongoing one CONTRACTOR work (people
// are hired per contract, not employed), "I am not sure" is OTHER. Hourly pay is a baseSalary per HOUR;
// a fixed price is the amount for the whole job, which schema.org has no unit for, so it has none.
import type { PublicJob } from "@/lib/public-jobs/queries";
import { jobPath } from "@/lib/public-jobs/queries";
import { siteUrl } from "@/lib/public-profiles/site-url";

const EMPLOYMENT_TYPE: Record<string, string> = {
  "One-time job": "TEMPORARY",
  "Ongoing job": "CONTRACTOR",
  "I am not sure": "OTHER",
};

/** A posting is listed for 60 days from when it was posted (or last changed), unless it closes first. */
const VALID_DAYS = 60;

export function jobPostingJsonLd(job: PublicJob) {
  const url = siteUrl(jobPath(job.id, job.title));
  const address: Record<string, string> = { "@type": "PostalAddress" };
  if (job.city) address.addressLocality = job.city;
  if (job.state) address.addressRegion = job.state;
  if (job.zipcode) address.postalCode = job.zipcode;
  address.addressCountry = "US";
  const validFrom = job.updatedAt > job.createdAt ? job.updatedAt : job.createdAt;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: toHtml(job.description),
    identifier: { "@type": "PropertyValue", name: "Gigline", value: job.id },
    datePosted: job.createdAt.toISOString(),
    validThrough: new Date(validFrom.getTime() + VALID_DAYS * 86_400_000).toISOString(),
    employmentType: EMPLOYMENT_TYPE[job.type] ?? "OTHER",
    hiringOrganization: {
      "@type": "Organization",
      name: job.employer.name,
      ...(job.employer.logo ? { logo: absolute(job.employer.logo) } : {}),
      ...(job.employer.website ? { sameAs: job.employer.website } : {}),
    },
    jobLocation: { "@type": "Place", address },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "USD",
      value:
        job.payType === "Hourly"
          ? { "@type": "QuantitativeValue", value: job.price, unitText: "HOUR" }
          : { "@type": "QuantitativeValue", value: job.price },
    },
    ...(job.skills.length ? { skills: job.skills.join(", ") } : {}),
    ...(job.categories.length ? { occupationalCategory: job.categories.join(", ") } : {}),
    directApply: false,
    url,
  };
}

/** Google reads JobPosting.description as HTML: paragraphs and line breaks of the plain text, escaped. */
function toHtml(text: string) {
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${esc(p.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

function absolute(src: string) {
  return /^https?:\/\//i.test(src) ? src : siteUrl(src);
}
