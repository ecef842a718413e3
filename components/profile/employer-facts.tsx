// The about-employer figures, shared by the job detail box and the
// employer's profile page: location, jobs posted, hire rate, open jobs, total paid, hires, active
// contracts, member since.
import type { Statistics } from "@/lib/accounts/dto";
import { formatLongDate, formatTotalPaid, hireRate } from "@/components/profile/format";

export function employerFacts(location: string, s: Statistics, createdAt: string | Date): [string, string][] {
  return [
    ["Location", location || "Not set"],
    ["Jobs posted", String(s.jobsPosted)],
    ["Hire rate", hireRate(s.jobsHired, s.jobsPosted)],
    ["Open jobs", String(s.openJobs)],
    ["Total paid", formatTotalPaid(s.totalPaid)],
    ["Hires", String(s.hires)],
    ["Active contracts", String(s.activeContracts)],
    ["Member since", formatLongDate(createdAt)],
  ];
}

/** A label/value list; each value carries data-testid `${testIdPrefix}-<label in kebab case>`. */
export function FactList({
  rows,
  testIdPrefix,
  rowClassName = "py-2",
}: {
  rows: [string, string][];
  testIdPrefix: string;
  rowClassName?: string;
}) {
  return (
    <dl className="mt-3 divide-y divide-slate-100 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className={`flex items-center justify-between gap-4 ${rowClassName}`}>
          <dt className="text-slate-500">{label}</dt>
          <dd className="text-right font-medium text-slate-800" data-testid={`${testIdPrefix}-${label.toLowerCase().replace(/\s+/g, "-")}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
