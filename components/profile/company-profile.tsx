// An employer's company profile as others see it: the logo (initials when there is none), the "about" text
// (plain text, shown as written) and the website as an outside link. Server-renderable (no client state):
// the dashboard's employer profile and job detail, and the public job page, use it.
import { CompanyDescription } from "@/components/profile/company-description";

/** The company's logo in a rounded square, or its initials. */
export function CompanyLogo({ src, name, size = 56 }: { src?: string | null; name: string; size?: number }) {
  const box = { width: size, height: size };
  if (src) {
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={src}
        alt={`${name} logo`}
        width={size}
        height={size}
        data-testid="company-logo"
        className="shrink-0 rounded-xl border border-slate-200 bg-white object-contain p-1"
        style={box}
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");
  return (
    <span
      role="img"
      aria-label={name}
      data-testid="company-logo-initials"
      className="inline-flex shrink-0 items-center justify-center rounded-xl bg-brand-100 font-semibold text-brand-700"
      style={{ ...box, fontSize: size / 2.6 }}
    >
      {initials || "?"}
    </span>
  );
}

/** "example.com/shop" for https://www.example.com/shop/: what the link shows. */
export function websiteLabel(url: string): string {
  try {
    const u = new URL(url);
    const path = u.pathname === "/" ? "" : u.pathname.replace(/\/$/, "");
    return `${u.hostname.replace(/^www\./, "")}${path}`;
  } catch {
    return url;
  }
}

/** The website as a link that opens in a new tab; user-given, so search engines are told not to follow it. */
export function WebsiteLink({ url, className = "" }: { url: string; className?: string }) {
  if (!/^https?:\/\//i.test(url)) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="nofollow ugc noopener"
      data-testid="company-website"
      className={`inline-flex min-h-6 max-w-full items-center gap-1 break-all font-medium text-brand-700 hover:underline ${className}`}
    >
      {websiteLabel(url)}
      <span className="sr-only"> (opens in a new tab)</span>
      <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="h-3.5 w-3.5 shrink-0">
        <path d="M11 3a1 1 0 1 0 0 2h2.59l-6.3 6.29a1 1 0 1 0 1.42 1.42L15 6.41V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
        <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
      </svg>
    </a>
  );
}

/** The about text (cut at `limit` characters with Read More) and website, or nothing when neither is set. */
export function CompanyAbout({
  description,
  website,
  limit,
  className = "",
}: {
  description: string;
  website: string;
  limit?: number;
  className?: string;
}) {
  if (!description && !website) return null;
  return (
    <div className={`space-y-2 ${className}`}>
      {description && <CompanyDescription text={description} limit={limit} />}
      {website && <WebsiteLink url={website} className="text-sm" />}
    </div>
  );
}
