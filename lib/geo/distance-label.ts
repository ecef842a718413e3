// How far away a job or a person is, as every card says it (client-safe): "Under 1 mi away" below a mile,
// one decimal below ten miles ("4.2 mi away"), whole miles above ("12 mi away", "1,512 mi away"). A remote
// job says "Remote" instead; an unknown distance says nothing.
import { numberFormat } from "@/lib/format/intl";

export function milesAwayLabel(miles: number | null | undefined): string | null {
  if (miles === null || miles === undefined || !Number.isFinite(miles)) return null;
  if (miles < 1) return "Under 1 mi away";
  if (miles < 9.95) return `${(Math.round(miles * 10) / 10).toFixed(1)} mi away`;
  return `${numberFormat({ maximumFractionDigits: 0 }).format(Math.round(miles))} mi away`;
}

/** The card's place line: "Remote" for a remote job, else the distance (or null when unknown). */
export function jobDistanceLabel(job: { remote?: boolean; distance?: number | null }): string | null {
  return job.remote ? "Remote" : milesAwayLabel(job.distance);
}
