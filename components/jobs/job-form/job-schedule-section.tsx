"use client";
// The New / Edit Job form's schedule (optional): a one-time job's date, start and end (an end at or before the
// start is the next day), an ongoing job's weekly rows, both in the location's zone; and the arrival details
// that only the employer and the hired worker see. An hourly one-time job's duration is the shift's hours.
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { ArrivalFields } from "@/components/jobs/arrival-fields";
import type { JobSectionProps } from "@/components/jobs/job-form/use-job-form";
import { hasShift } from "@/components/jobs/job-form/job-form-values";
import { DEFAULT_TIME_ZONE, WEEK_DAYS } from "@/lib/time/constants";
import { zoneAbbrev, zoneForPlace } from "@/lib/time/place-zone";
import { scheduleText, shiftEndAfter, shiftHours } from "@/lib/time/schedule";
import { zonedInstant } from "@/lib/time/zone";

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function JobScheduleSection({ values, errors, set }: JobSectionProps) {
  const oneTime = values.type === "One-time job";
  const ongoing = values.type === "Ongoing job";
  const zone = zoneForPlace(values.place);
  const tz = zone ?? DEFAULT_TIME_ZONE;
  const zoneNote = zone
    ? `Times are in the location's zone: ${tz.replace(/_/g, " ")} (${zoneAbbrev(new Date(), tz)}).`
    : "Times are read in the location's zone: pick the location first.";
  let summary = "";
  if (hasShift(values)) {
    const start = zonedInstant(values.scheduleDate, minutes(values.scheduleStart), tz);
    const end = shiftEndAfter(start, minutes(values.scheduleEnd), tz);
    summary = `${scheduleText(start, end, tz)} · ${shiftHours(start, end)} hours`;
  }
  const rows = values.weekly;
  const setRow = (i: number, patch: Partial<(typeof rows)[number]>) =>
    set(
      "weekly",
      rows.map((r, j) => (j === i ? { ...r, ...patch } : r)),
    );

  return (
    <section
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby="job-schedule"
    >
      <h2 id="job-schedule" className="font-semibold text-slate-900">
        Schedule (optional)
      </h2>
      {!oneTime && !ongoing && <p className="text-sm text-slate-600">Choose a one-time or ongoing job type to add a schedule.</p>}
      {(oneTime || ongoing) && <p className="text-sm text-slate-600">{zoneNote}</p>}
      {oneTime && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Input
            label="Shift date"
            type="date"
            value={values.scheduleDate}
            onChange={(e) => set("scheduleDate", e.target.value)}
            error={errors.scheduleDate}
          />
          <Input
            label="Start time"
            type="time"
            step={60}
            value={values.scheduleStart}
            onChange={(e) => set("scheduleStart", e.target.value)}
            error={errors.scheduleStart}
          />
          <Input
            label="End time"
            type="time"
            step={60}
            value={values.scheduleEnd}
            onChange={(e) => set("scheduleEnd", e.target.value)}
            error={errors.scheduleEnd}
          />
        </div>
      )}
      {oneTime && summary && (
        <p className="text-sm font-medium text-slate-800" data-testid="job-form-shift">
          {summary}
        </p>
      )}
      {ongoing && (
        <div className="flex flex-col gap-3">
          {rows.map((r, i) => (
            <div key={i} className="grid grid-cols-2 items-end gap-3 sm:grid-cols-4">
              <Select label={`Day ${i + 1}`} value={String(r.weekday)} onChange={(e) => setRow(i, { weekday: Number(e.target.value) })}>
                {WEEK_DAYS.map((d, n) => (
                  <option key={d} value={n}>
                    {d}
                  </option>
                ))}
              </Select>
              <Input
                label={`Start ${i + 1}`}
                type="time"
                step={60}
                value={r.start}
                onChange={(e) => setRow(i, { start: e.target.value })}
              />
              <Input label={`End ${i + 1}`} type="time" step={60} value={r.end} onChange={(e) => setRow(i, { end: e.target.value })} />
              <Button
                variant="secondary"
                onClick={() =>
                  set(
                    "weekly",
                    rows.filter((_, j) => j !== i),
                  )
                }
                aria-label={`Remove day ${i + 1}`}
              >
                Remove
              </Button>
            </div>
          ))}
          {errors.weeklySchedule && (
            <p role="alert" className="text-sm text-red-700">
              {errors.weeklySchedule}
            </p>
          )}
          <div>
            <Button
              variant="secondary"
              onClick={() => set("weekly", [...rows, { weekday: 1, start: "09:00", end: "17:00" }])}
              disabled={rows.length >= 21}
            >
              Add a day
            </Button>
          </div>
        </div>
      )}
      <ArrivalFields value={values} onChange={(k, v) => set(k, v)} errors={errors} />
    </section>
  );
}
