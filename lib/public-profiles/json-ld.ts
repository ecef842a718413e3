// schema.org data for a public provider page: a ProfilePage whose mainEntity is the Person.
// No aggregateRating: search engines accept review snippets for products, businesses and the like,
// not for people, so the rating is shown on the page only.
import type { PublicProviderProfile } from "@/lib/public-profiles/queries";
import { profilePath, summary } from "@/lib/public-profiles/format";
import { siteUrl } from "@/lib/public-profiles/site-url";

export function profileJsonLd(p: PublicProviderProfile) {
  const url = siteUrl(profilePath(p.id));
  const person: Record<string, unknown> = {
    "@type": "Person",
    "@id": `${url}#person`,
    name: p.name,
    url,
  };
  if (p.title) person.jobTitle = p.title;
  if (p.overview) person.description = summary(p.overview, 300);
  if (p.avatar) person.image = absolute(p.avatar);
  if (p.city || p.state) {
    person.address = {
      "@type": "PostalAddress",
      ...(p.city ? { addressLocality: p.city } : {}),
      ...(p.state ? { addressRegion: p.state } : {}),
      addressCountry: "US",
    };
  }
  if (p.skills.length) person.knowsAbout = p.skills;
  const schools = [...new Set(p.educations.map((e) => e.name))];
  if (schools.length) person.alumniOf = schools.map((name) => ({ "@type": "EducationalOrganization", name }));

  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url,
    name: `${p.name}${p.title ? ` — ${p.title}` : ""}`,
    dateCreated: p.memberSince.toISOString(),
    dateModified: p.lastModified.toISOString(),
    isPartOf: { "@type": "WebSite", name: "Gigline", url: siteUrl("/") },
    mainEntity: person,
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so profile text cannot close the tag. */
export function jsonLdScript(data: unknown) {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

function absolute(src: string) {
  return /^https?:\/\//i.test(src) ? src : siteUrl(src);
}
