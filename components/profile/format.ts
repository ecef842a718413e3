// Display rules for profiles and the about-employer box.
import { format } from "date-fns";

import { formatRateDollars } from "@/lib/money/amounts/format";

/** Total paid: 1000 or more in thousands with one decimal and "k" ($1.5k), else "$950.00" (lib/money/amounts/format.ts). */
export { formatTotalPaid } from "@/lib/money/amounts/format";

/** Hire rate: postings with a hire divided by jobs posted, as a rounded percent; 0% when nothing was posted. */
export function hireRate(hires: number, jobsPosted: number): string {
  if (!jobsPosted) return "0%";
  return `${Math.round((hires / jobsPosted) * 100)}%`;
}

/** 'MMMM DD, YYYY' of the spec, e.g. "March 05, 2024". */
export function formatLongDate(iso: string | Date): string {
  const d = typeof iso === "string" ? new Date(iso) : iso;
  return Number.isNaN(d.getTime()) ? "" : format(d, "MMMM dd, yyyy");
}

export function formatRate(hourlyRate: number): string {
  return hourlyRate > 0 ? formatRateDollars(hourlyRate) : "Rate not set";
}

export function formatYears(from: number, to: number | null): string {
  return `${from} – ${to ?? "Present"}`;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

/** City, State when known, else the free-text location. */
export function shortLocation(u: { city?: string; state?: string; location?: string }): string {
  const parts = [u.city, u.state].filter(Boolean);
  return parts.length ? parts.join(", ") : u.location || "";
}
