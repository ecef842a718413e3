// The one Gigline logo of every screen (auth pages, public pages, the app shell): the app icon's mark
// (app/icon.svg: a "g" whose tail runs out as a line, the gig line) and the word mark. Drawn inline, so
// it needs no request and follows the page's text colour for the word.
import Link from "next/link";

type LogoProps = {
  /** the mark only (narrow headers) */
  compact?: boolean;
  /** "light": on a brand-coloured background (white tile, brand mark, white word) */
  tone?: "dark" | "light";
};

export function Logo({ compact = false, tone = "dark" }: LogoProps) {
  const light = tone === "light";
  return (
    <span className="inline-flex items-center gap-2" data-testid="logo">
      <svg viewBox="0 0 40 40" className="h-8 w-8 shrink-0" aria-hidden>
        <rect width="40" height="40" rx="10" fill={light ? "#ffffff" : "#2f6fed"} />
        <circle cx="19" cy="17" r="7" fill="none" stroke={light ? "#2f6fed" : "#ffffff"} strokeWidth="4" />
        <path d="M26 11v14c0 6-4 9-9 9h-3" fill="none" stroke={light ? "#2f6fed" : "#ffffff"} strokeWidth="4" strokeLinecap="round" />
        <path d="M26 30h8" stroke={light ? "#9cc3ff" : "#d9eaff"} strokeWidth="4" strokeLinecap="round" />
      </svg>
      {!compact && <span className={`text-xl font-bold tracking-tight ${light ? "text-white" : "text-ink"}`}>Gigline</span>}
    </span>
  );
}

/** The logo as the link home ("/": the sign-in screen, or the dashboard for a signed-in person). */
export function LogoLink({ href = "/", className = "", ...logo }: LogoProps & { href?: string; className?: string }) {
  return (
    <Link
      href={href}
      aria-label="Gigline home"
      className={`shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500 ${className}`}
    >
      <Logo {...logo} />
    </Link>
  );
}
