// One recommended employee: avatar, name (to the profile), title, rate, rating, distance, skills, and the
// match score with the reasons the ranking gave (lib/matching/score.ts); for a dated job, "Available for this shift".
import { milesAwayLabel } from "@/lib/geo/distance-label";
import Link from "next/link";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/dashboard/icons";
import { Stars } from "@/components/profile/stars";
import { formatRate } from "@/components/profile/format";
import type { RecommendedEmployee } from "@/components/jobs/recommend/recommend-board";

type Props = { user: RecommendedEmployee; selected: boolean; invited: boolean; onToggle: () => void; onSkip: () => void };

export function EmployeeMatchCard({ user: u, selected, invited, onToggle, onSkip }: Props) {
  const place = [u.city, u.state].filter(Boolean).join(", ");
  const tone =
    u.score >= 70 ? "bg-emerald-50 text-emerald-700" : u.score >= 40 ? "bg-amber-50 text-amber-700" : "bg-slate-100 text-slate-600";
  return (
    <article
      className={`rounded-2xl border bg-white p-4 shadow-sm transition sm:p-5 ${selected ? "border-brand-600 ring-2 ring-brand-100" : "border-slate-200"}`}
      data-testid="employee-match"
      data-user-id={u._id}
      aria-label={u.name}
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="flex min-w-0 flex-1 gap-4">
          <Avatar src={u.avatar || null} name={u.name} size={56} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Link
                href={`/dashboard/detail-employee/${u._id}`}
                className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
              >
                {u.name}
              </Link>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${tone}`}
                data-testid="match-score"
                title="Match score out of 100"
              >
                {u.score}% match
              </span>
            </div>
            {u.title && <p className="truncate text-sm text-slate-600">{u.title}</p>}
            <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="font-medium text-slate-800">{formatRate(u.hourlyRate)}</span>
              <Stars score={u.reviewScore} count={u.reviewCount} />
              <span className="font-medium text-slate-700" data-testid="employee-reliability">
                {u.reliability.line}
              </span>
              {u.backgroundCheck && (
                <span className="inline-flex items-center gap-1 font-medium text-emerald-700" data-testid="background-check-badge">
                  <Icon name="shield" className="h-4 w-4" />
                  {u.backgroundCheck}
                </span>
              )}
              {u.availableForShift && (
                <span className="inline-flex items-center gap-1 font-medium text-emerald-700" data-testid="available-for-shift">
                  <Icon name="check" className="h-4 w-4" />
                  Available for this shift
                </span>
              )}
              {(u.distance !== null || place) && (
                <span className="inline-flex items-center gap-1">
                  <Icon name="mapPin" className="h-4 w-4 text-slate-400" />
                  {u.distance !== null && (
                    <span className="font-semibold text-slate-700" data-testid="employee-distance">
                      {milesAwayLabel(u.distance)}
                    </span>
                  )}
                  {u.distance !== null && place ? " · " : ""}
                  {place}
                </span>
              )}
            </div>
            {u.skills.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Skills">
                {u.skills.slice(0, 8).map((s) => (
                  <li key={s} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                    {s}
                  </li>
                ))}
              </ul>
            )}
            <ul className="mt-3 grid gap-1 text-xs text-slate-600 sm:grid-cols-2" aria-label="Why this match">
              {u.reasons.map((r, i) => (
                <li key={r} className="flex items-start gap-1.5" data-fit={fits(u, i) ? "yes" : "no"}>
                  {fits(u, i) ? (
                    <Icon name="check" className="mt-0.5 h-3.5 w-3.5 shrink-0 text-brand-600" />
                  ) : (
                    <span className="mx-1 mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-slate-300" aria-hidden />
                  )}
                  {r}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="flex shrink-0 flex-row gap-2 sm:w-40 sm:flex-col">
          {invited ? (
            <span className="inline-flex items-center justify-center gap-1.5 rounded-lg bg-emerald-50 px-4 py-2 text-sm font-semibold text-emerald-700">
              <Icon name="check" className="h-4 w-4" />
              Invited
            </span>
          ) : (
            <>
              <Button
                variant={selected ? "primary" : "secondary"}
                onClick={onToggle}
                aria-pressed={selected}
                className="flex-1 sm:flex-none"
              >
                {selected ? "Selected" : "Select"}
              </Button>
              <Button variant="ghost" onClick={onSkip} className="flex-1 sm:flex-none">
                Skip
              </Button>
            </>
          )}
          <Link
            href={`/dashboard/detail-employee/${u._id}`}
            className="inline-flex flex-1 items-center justify-center rounded-lg px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 sm:flex-none"
          >
            View profile
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The reasons come in the order of the score's factors (lib/matching/score.ts); a factor above 0 counts for the match. */
const FACTOR_ORDER = ["category", "skill", "distance", "rate", "rating"] as const;
function fits(u: RecommendedEmployee, i: number) {
  const key = FACTOR_ORDER[i];
  return key ? (u.factors[key] ?? 0) > 0 : false;
}
