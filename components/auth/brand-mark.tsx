import Link from "next/link";

/** The Gigline word mark: a rounded tile with a rising line (a gig line) and the name. */
export function BrandMark({ tone = "dark", href = "/" }: { tone?: "dark" | "light"; href?: string | null }) {
  const body = (
    <span className="inline-flex items-center gap-2">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden>
        <rect width="32" height="32" rx="9" fill={tone === "light" ? "#ffffff" : "#2158d4"} />
        <path
          d="M7 21.5 12.5 15l4 3.5L25 9"
          fill="none"
          stroke={tone === "light" ? "#2158d4" : "#ffffff"}
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="25" cy="9" r="2.2" fill={tone === "light" ? "#f59e0b" : "#fbbf24"} />
      </svg>
      <span className={`text-xl font-bold tracking-tight ${tone === "light" ? "text-white" : "text-ink"}`}>Gigline</span>
    </span>
  );
  if (href === null) return body;
  return (
    <Link href={href} aria-label="Gigline home" className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500">
      {body}
    </Link>
  );
}
