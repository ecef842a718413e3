"use client";
// Add Availability's two forms: Repeat Weekly (per weekday rows) and Do Not Repeat (one date with its rows).
import { Button } from "@/components/ui/button";
import { RowsEditor } from "@/components/availability/rows-editor";
import { zoneChoices, zoneLabel } from "@/components/availability/format";
import { WEEKDAYS, WEEKDAY_NAMES } from "@/lib/availability/constants";
import { defaultRow } from "@/lib/availability/time";
import { dayKey } from "@/lib/time/zone";
import type { useAvailabilityEditor } from "@/components/availability/use-availability-editor";

type Editor = ReturnType<typeof useAvailabilityEditor>;

const zoneSelect =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 sm:w-auto";

export function WeeklyForm({ week, setWeek, zone, setZone, save, saving, error }: Editor["week"] & { error: string | null }) {
  return (
    <div className="mt-4 flex flex-col gap-4">
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 sm:flex-row sm:items-center sm:gap-3">
        Time zone
        <ZoneSelect zone={zone} setZone={setZone} />
      </label>
      <ul className="flex flex-col divide-y divide-slate-100">
        {WEEKDAYS.map((w) => (
          <li key={w} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-4">
            <label className="flex w-32 shrink-0 items-center gap-2 pt-1.5 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-600"
                checked={week[w] !== null}
                onChange={(e) => setWeek({ ...week, [w]: e.target.checked ? [defaultRow()] : null })}
              />
              {WEEKDAY_NAMES[w]}
            </label>
            <div className="min-w-0 flex-1">
              {week[w] !== null ? (
                <RowsEditor
                  label={WEEKDAY_NAMES[w]}
                  rows={week[w]!}
                  kind="weekly"
                  onChange={(rows) => setWeek({ ...week, [w]: rows.length ? rows : null })}
                />
              ) : (
                <p className="pt-1.5 text-sm text-slate-400">Unavailable</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ErrorLine error={error} />
      <div>
        <Button loading={saving} onClick={save}>
          Save weekly hours
        </Button>
      </div>
    </div>
  );
}

export function OnceForm({ date, setDate, rows, setRows, zone, setZone, add, adding, error }: Editor["once"] & { error: string | null }) {
  return (
    <div className="mt-4 flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Date
          <input
            type="date"
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
            min={dayKey(new Date(), zone)}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Time zone
          <ZoneSelect zone={zone} setZone={setZone} />
        </label>
      </div>
      <RowsEditor label="Date" rows={rows} kind="once" onChange={setRows} />
      <ErrorLine error={error} />
      <div>
        <Button loading={adding} onClick={add}>
          Add date
        </Button>
      </div>
    </div>
  );
}

function ZoneSelect({ zone, setZone }: { zone: string; setZone: (z: string) => void }) {
  return (
    <select className={zoneSelect} value={zone} onChange={(e) => setZone(e.target.value)}>
      {zoneChoices(zone).map((z) => (
        <option key={z} value={z}>
          {zoneLabel(z)}
        </option>
      ))}
    </select>
  );
}

function ErrorLine({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="text-sm text-red-600">
      {error}
    </p>
  ) : null;
}
