// The worker's reliability page (server component): score and counts, the published formula in plain words
// with the policy's own figures, and every event that changed the score with its effect and an appeal.
import type { getMyReliability } from "@/lib/reliability/queries";
import { formatDate } from "@/lib/format/intl";
import { AppealButton } from "@/components/reliability/appeal-button";
import { APPEAL, isUnappealed } from "@/lib/reliability/states";

type Data = Awaited<ReturnType<typeof getMyReliability>>;

const APPEAL_TEXT: Record<string, string> = {
  [APPEAL.pending]: "Appeal pending",
  [APPEAL.upheld]: "Appeal reviewed: the mark stays",
  [APPEAL.overturned]: "Appeal accepted: does not count",
};

function shiftDate(start: Date, timeZone: string) {
  try {
    return formatDate(start, { timeZone: timeZone || "UTC", weekday: "short", month: "short", day: "numeric", year: "numeric" });
  } catch {
    return formatDate(start, { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });
  }
}

export function ReliabilityView({ data }: { data: Data }) {
  const { counts, policy } = data;
  const tiles = [
    { label: "Shifts that count", value: counts.shifts },
    { label: "On time", value: counts.onTime },
    { label: "Late cancellations", value: counts.lateCancels },
    { label: "No-shows", value: counts.noShows },
    { label: "Late clock-ins", value: counts.lateClockIns },
  ];
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Reliability</h1>
        <p className="mt-1 text-slate-600">Employers see this score and your counts when they choose who to book.</p>
      </div>

      <section aria-labelledby="score-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="score-title" className="text-sm font-medium text-slate-600">
          Your score
        </h2>
        <p className="mt-1 text-4xl font-bold text-slate-900" data-testid="reliability-score">
          {data.score === null ? "New" : `${data.score} / 100`}
        </p>
        {data.score === null && <p className="mt-1 text-sm text-slate-600">Your score appears after your first shift.</p>}
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
          {tiles.map((t) => (
            <div key={t.label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{t.label}</dt>
              <dd className="text-lg font-semibold text-slate-900">{t.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="how-title" className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
        <h2 id="how-title" className="text-base font-semibold text-slate-900">
          How it is computed
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>We look at your last {policy.reliabilityShifts} shifts that you worked, dropped or missed.</li>
          <li>
            Each shift gets points: worked on time <strong>+1</strong>; clocked in more than {policy.lateClockInMinutes} minutes late{" "}
            <strong>−0.5</strong>; canceled less than {policy.freeCancelHours} hours before the start <strong>−1</strong>; canceled less
            than {policy.veryLateCancelHours} hours before the start, or a no-show <strong>−2</strong> (they count double). Canceling
            earlier costs nothing.
          </li>
          <li>
            Older shifts weigh less: a shift&apos;s points halve every {policy.reliabilityHalfLifeDays} days (a shift{" "}
            {policy.reliabilityHalfLifeDays} days old counts half, {policy.reliabilityHalfLifeDays * 2} days old a quarter).
          </li>
          <li>
            Score = 100 × plus points ÷ (plus points + minus points). Now: 100 × {data.good} ÷ ({data.good} + {data.bad}).
          </li>
          <li>A mark you appeal stops counting if an admin overturns it.</li>
        </ol>
      </section>

      <section aria-labelledby="events-title" className="flex flex-col gap-3">
        <h2 id="events-title" className="text-lg font-semibold text-slate-900">
          What changed your score
        </h2>
        {data.events.length === 0 && <p className="text-sm text-slate-600">Nothing yet: your shifts appear here once they end.</p>}
        <ul className="flex flex-col gap-3">
          {data.events.map((e) => (
            <li key={e.id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="reliability-event">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{e.label}</p>
                  <p className="text-sm break-words text-slate-700">
                    {e.shift.jobTitle} · shift of {shiftDate(e.shift.start, e.shift.timezone)}
                  </p>
                  <p className="text-xs text-slate-600">
                    Recorded {formatDate(e.occurredAt, { month: "short", day: "numeric", year: "numeric" })}
                  </p>
                  {e.detail && <p className="mt-1 text-sm break-words text-slate-700">{e.detail}</p>}
                </div>
                <p
                  className={`text-sm font-semibold ${e.effect.counts ? (e.effect.points >= 0 ? "text-green-700" : "text-red-700") : "text-slate-600"}`}
                >
                  {e.effect.counts ? `${e.effect.points > 0 ? "+" : ""}${e.effect.points} points` : e.effect.note}
                </p>
              </div>
              {e.effect.counts && <p className="mt-1 text-xs text-slate-600">{e.effect.note} (weight for its age)</p>}
              {!isUnappealed(e.appealStatus) && (
                <p className="mt-2 text-sm text-slate-700">
                  {APPEAL_TEXT[e.appealStatus]}
                  {e.decisionNote ? `: ${e.decisionNote}` : ""}
                </p>
              )}
              {e.canAppeal && (
                <div className="mt-2">
                  <AppealButton eventId={e.id} label={e.label} />
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
