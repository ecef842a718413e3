"use client";
// The Availability tab of an employee's page: the coming two weeks converted to the viewer's time zone (the
// browser's), grouped by the viewer's dates — the instants come from the server, so daylight-saving changes on
// either side are already in them — and the weekly hours as the employee set them, in their zone.
import { useSyncExternalStore } from "react";
import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { browserZone, rangeText, zoneLabel } from "@/components/availability/format";
import { WEEKDAY_NAMES, type Weekday } from "@/lib/availability/constants";
import type { AvailabilityData } from "@/lib/availability/availability";

const noop = () => () => {};

function groupByDay(upcoming: AvailabilityData["upcoming"], tz: string) {
  const day = new Intl.DateTimeFormat("en-US", { timeZone: tz, weekday: "short", month: "short", day: "numeric" });
  const time = new Intl.DateTimeFormat("en-US", { timeZone: tz, hour: "numeric", minute: "2-digit" });
  const groups = new Map<string, { start: string; end: string }[]>();
  for (const s of upcoming) {
    const key = day.format(new Date(s.start));
    groups.set(key, [...(groups.get(key) ?? []), { start: time.format(new Date(s.start)), end: time.format(new Date(s.end)) }]);
  }
  return [...groups.entries()];
}

export function AvailabilityTab({ availability, name, own }: { availability: AvailabilityData | null; name: string; own: boolean }) {
  // the viewer's zone exists only in the browser: the server renders without the converted list
  const tz = useSyncExternalStore(noop, browserZone, () => null);
  const weekly = availability?.repeat.sheetData ?? [];
  if (!availability || (weekly.length === 0 && availability.upcoming.length === 0 && availability.special.sheetData.length === 0)) {
    return (
      <EmptyState title="No availability published yet.">
        {own ? (
          <>
            Set your hours in the{" "}
            <Link href="/dashboard/availability" className="font-semibold text-brand-700 hover:underline">
              Booking Calendar
            </Link>
            .
          </>
        ) : (
          `${name} has not shared when they can work yet.`
        )}
      </EmptyState>
    );
  }
  const days = tz ? groupByDay(availability.upcoming, tz) : [];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_280px]">
      <section aria-labelledby="next-two-weeks">
        <h2 id="next-two-weeks" className="text-lg font-semibold text-slate-900">
          Next two weeks
        </h2>
        {tz && (
          <p className="mt-1 text-xs text-slate-500" data-testid="viewer-zone">
            Shown in your time zone: {zoneLabel(tz)}
          </p>
        )}
        {!tz ? null : days.length ? (
          <ul className="mt-3 divide-y divide-slate-100" data-testid="upcoming-list">
            {days.map(([day, spans]) => (
              <li key={day} className="flex flex-wrap gap-x-4 gap-y-1 py-2 text-sm">
                <span className="w-28 font-medium text-slate-800">{day}</span>
                <span className="text-slate-600">{rangeText(spans)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-500">No open times in the next two weeks.</p>
        )}
      </section>
      <aside className="rounded-xl border border-slate-200 p-4">
        <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Weekly hours as set</h2>
        {weekly.length ? (
          <ul className="mt-2 flex flex-col gap-1.5 text-sm" data-testid="owner-weekly">
            {weekly.map((d) => (
              <li key={d.date}>
                <span className="font-medium text-slate-800">{WEEKDAY_NAMES[d.date as Weekday] ?? d.date}</span>
                <span className="block text-slate-600">{rangeText(d.timesheet)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-500">Specific dates only.</p>
        )}
        <p className="mt-3 text-xs text-slate-500">In {zoneLabel(availability.repeat.timezone)}</p>
      </aside>
    </div>
  );
}
