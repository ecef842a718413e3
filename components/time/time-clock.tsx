"use client";
// /dashboard/time-clock-manager. A provider: the week bar (Sun–Sat), the running timer, and per selected day
// the progressing hourly (or any-pay) jobs they were hired for, with Clock In (work-note modal; for a scheduled
// shift only from shortly before its start until its end, in its location's zone) and the hours of that day and of the week. An
// employer: the report of tracked hours of their contracts (today, this week).
import Link from "next/link";
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { formatRateDollars } from "@/lib/money/amounts/format";
import { dayKeyText, durationText, hoursText, timeOfDayText } from "@/lib/time/format";
import type { TimeClockDto } from "@/lib/timesheets/queries";
import { ClockInModal } from "@/components/time/clock-in-modal";
import { RunningTimer } from "@/components/time/running-timer";
import { WeekBar } from "@/components/time/week-bar";
import { useTimeZone } from "@/components/time/use-time-zone";

type Job = TimeClockDto["jobs"][number];

export function TimeClock({ role }: { role: "provider" | "customer" }) {
  const tz = useTimeZone();
  const queryClient = useQueryClient();
  const key = ["time-clock", tz];
  const { data, error, isPending } = useQuery({
    queryKey: key,
    enabled: !!tz,
    queryFn: () => api("user/get_time_clock", { timezone: tz! }).then((r) => r.clock),
  });
  const [picked, setPicked] = useState<string | null>(null);
  const [clockIn, setClockIn] = useState<Job | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: ["time-clock"] });

  if (error) return <EmptyState title="The time clock could not be loaded.">{error.message}</EmptyState>;
  if (isPending || !data || !tz) return <p className="text-sm text-slate-500">Loading…</p>;

  if (role === "customer") return <EmployerReport clock={data} tz={tz} />;

  const day = picked ?? data.today;
  const perDay: Record<string, number> = {};
  for (const j of data.jobs) for (const d of j.days) perDay[d.date] = (perDay[d.date] ?? 0) + d.seconds;
  const running = data.jobs.find((j) => j._id === data.timer.job);

  return (
    <div className="flex flex-col gap-4">
      <WeekBar days={data.week} today={data.today} selected={day} onSelect={setPicked} seconds={perDay} />
      {data.timer.tracking && <RunningTimer timer={data.timer} title={running?.title ?? "a job"} tz={tz} onStopped={reload} />}
      <h2 className="text-lg font-semibold text-slate-900">
        {dayKeyText(day)}
        {day === data.today ? " (today)" : ""}: {durationText(perDay[day] ?? 0)}
      </h2>
      {data.jobs.length === 0 ? (
        <EmptyState title="No active hourly jobs.">
          When you are hired for an hourly job, it shows here and you can clock in on it.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.jobs.map((j) => {
            const secs = j.days.find((d) => d.date === day)?.seconds ?? 0;
            return (
              <li
                key={j._id}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="break-words font-semibold text-slate-900">{j.title}</p>
                  <p className="text-sm text-slate-600">
                    {j.employer} · {formatRateDollars(j.price)}
                  </p>
                  {j.shift && (
                    <p className="text-sm text-slate-700" data-testid="booked-shift">
                      Shift: {j.shift.text}
                      {!j.canClockIn && !data.timer.tracking
                        ? j.shift.ended
                          ? " · This shift has ended."
                          : ` · Clock In opens ${j.shift.opensText}.`
                        : ""}
                    </p>
                  )}
                  <p className="text-sm text-slate-700">
                    This day: <strong>{durationText(secs)}</strong> · This week: <strong>{durationText(j.weekSeconds)}</strong> (
                    {hoursText(j.weekSeconds)} hrs)
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Link
                    href={`/dashboard/time-sheet?project=${j._id}`}
                    className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
                  >
                    Timesheet
                  </Link>
                  {!data.timer.tracking && day === data.today && j.canClockIn && (
                    <Button size="sm" onClick={() => setClockIn(j)} aria-label={`Clock In on ${j.title}`}>
                      Clock In
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ClockInModal
        job={clockIn}
        onClose={() => setClockIn(null)}
        onStarted={() => {
          setClockIn(null);
          reload();
        }}
      />
    </div>
  );
}

function EmployerReport({ clock, tz }: { clock: TimeClockDto; tz: string }) {
  return (
    <section aria-labelledby="report-title" className="flex flex-col gap-3">
      <h2 id="report-title" className="text-lg font-semibold text-slate-900">
        Tracked hours
      </h2>
      <p className="text-sm text-slate-600">
        Week of {dayKeyText(clock.week[0])} – {dayKeyText(clock.week[6])}; times in {tz.replace(/_/g, " ")}.
      </p>
      {clock.jobs.length === 0 ? (
        <EmptyState title="No active hourly contracts.">Hours tracked by the people you hire for hourly jobs show here.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {clock.jobs.map((j) => (
            <li key={j._id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="min-w-0 break-words font-semibold text-slate-900">{j.title}</p>
                <Link href={`/dashboard/time-sheet?project=${j._id}`} className="text-sm font-medium text-brand-700 hover:underline">
                  View timesheet
                </Link>
              </div>
              <p className="text-sm text-slate-600">
                {j.provider} · {formatRateDollars(j.price)}
                {j.timer.tracking && j.timer.startAt ? ` · clocked in since ${timeOfDayText(j.timer.startAt, tz)}` : ""}
              </p>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div className="rounded-lg bg-slate-50 p-2">
                  <dt className="text-slate-600">Today</dt>
                  <dd className="font-semibold text-slate-900" data-testid="report-today">
                    {durationText(j.todaySeconds)} ({hoursText(j.todaySeconds)} hrs)
                  </dd>
                </div>
                <div className="rounded-lg bg-slate-50 p-2">
                  <dt className="text-slate-600">This week</dt>
                  <dd className="font-semibold text-slate-900" data-testid="report-week">
                    {durationText(j.weekSeconds)} ({hoursText(j.weekSeconds)} hrs)
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
