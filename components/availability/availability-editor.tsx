"use client";
// Booking Calendar: My Availability (the weekly hours and the no-repeat dates as saved, each removable) and
// Add Availability with Repeat Weekly (per weekday rows, replaces the weekly hours) and Do Not Repeat (one
// date with its rows, added). The checks are the server's (lib/availability/sheet.ts), run before sending.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Tabs } from "@/components/ui/tabs";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { RowsEditor } from "@/components/availability/rows-editor";
import { formatCalendarDate, rangeText, zoneChoices, zoneLabel } from "@/components/availability/format";
import { AVAIL_MSG } from "@/lib/availability/messages";
import { DEFAULT_TIMEZONE, DEFAULT_WEEKDAYS, WEEKDAYS, WEEKDAY_NAMES, type Weekday } from "@/lib/availability/constants";
import { defaultRow, type Kind, type Row } from "@/lib/availability/time";
import { sheetToRules, type Day } from "@/lib/availability/sheet";
import { dayKey } from "@/lib/time/zone";
import type { AvailabilityData } from "@/lib/availability/availability";

type Answer = { data: AvailabilityData };
type WeekState = Record<Weekday, Row[] | null>;

function weekFrom(data: AvailabilityData): WeekState {
  const saved = new Map(data.repeat.sheetData.map((d) => [d.date, d.timesheet]));
  const fresh = saved.size === 0;
  return Object.fromEntries(
    WEEKDAYS.map((w) => [w, fresh ? (DEFAULT_WEEKDAYS.includes(w) ? [defaultRow()] : null) : (saved.get(w) ?? null)]),
  ) as WeekState;
}

const card = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";
const zoneSelect =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 sm:w-auto";

export function AvailabilityEditor({ initial }: { initial: AvailabilityData }) {
  const [data, setData] = useState(initial);
  const [mode, setMode] = useState<Kind>("weekly");
  const [week, setWeek] = useState<WeekState>(() => weekFrom(initial));
  const [weekZone, setWeekZone] = useState(
    initial.repeat.sheetData.length ? initial.repeat.timezone : (initial.homeTimezone ?? DEFAULT_TIMEZONE),
  );
  const [onceZone, setOnceZone] = useState(initial.special.sheetData.length ? initial.special.timezone : weekZone);
  const [onceDate, setOnceDate] = useState("");
  const [onceRows, setOnceRows] = useState<Row[]>([defaultRow()]);
  const [error, setError] = useState<string | null>(null);

  const onSaved = (answer: Answer) => {
    setData(answer.data);
    setError(null);
  };
  const save = useApiMutation("user/update_availability", { refresh: false, success: AVAIL_MSG.Saved, onSuccess: onSaved });
  const addOnce = useApiMutation("user/add_availability", {
    refresh: false,
    success: AVAIL_MSG.Saved,
    onSuccess: (a) => {
      onSaved(a);
      setOnceDate("");
      setOnceRows([defaultRow()]);
    },
  });
  const clear = useApiMutation("user/clear_availability", { refresh: false, success: AVAIL_MSG.Cleared, onSuccess: onSaved });
  const removeDate = useApiMutation("user/update_availability", { refresh: false, success: AVAIL_MSG.Saved, onSuccess: onSaved });

  const saveWeek = () => {
    const sheetData: Day[] = WEEKDAYS.filter((w) => week[w]?.length).map((w) => ({ date: w, timesheet: week[w]! }));
    const check = sheetToRules("weekly", sheetData, "");
    if ("error" in check) return setError(check.error);
    setError(null);
    void save.run({ userId: data.userId, type: "weekly", timezone: weekZone, sheetData });
  };

  const addDate = () => {
    if (!onceDate) return setError(AVAIL_MSG.BadDate);
    if (data.special.sheetData.some((d) => d.date === onceDate)) return setError(AVAIL_MSG.DuplicateDate);
    const sheetData: Day[] = [{ date: onceDate, timesheet: onceRows }];
    const check = sheetToRules("once", sheetData, dayKey(new Date(), onceZone));
    if ("error" in check) return setError(check.error);
    if (onceRows.length === 0) return setError(AVAIL_MSG.StartRequired);
    setError(null);
    void addOnce.run({ userId: data.userId, type: "once", timezone: onceZone, sheetData });
  };

  const dropDate = (date: string) =>
    removeDate.run({
      userId: data.userId,
      type: "once",
      timezone: data.special.timezone,
      sheetData: data.special.sheetData.filter((d) => d.date !== date),
    });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Booking Calendar</h1>

      <section className={card} aria-labelledby="my-availability">
        <h2 id="my-availability" className="text-lg font-semibold text-slate-900">
          My Availability
        </h2>
        <div className="mt-4 flex flex-col gap-5">
          <PartList
            title="Every week"
            days={data.repeat.sheetData}
            dayLabel={(d) => WEEKDAY_NAMES[d as Weekday] ?? d}
            testId="weekly-list"
            note={`Times in ${zoneLabel(data.repeat.timezone)}`}
            empty="No weekly hours yet."
            clearLabel="Clear weekly"
            clearing={clear.isPending}
            onClear={() => clear.run({ userId: data.userId, type: "weekly" })}
          />
          <PartList
            title="Specific dates"
            days={data.special.sheetData}
            dayLabel={formatCalendarDate}
            testId="dates-list"
            note={`Times in ${zoneLabel(data.special.timezone)}. A date replaces the weekly hours of that day.`}
            empty="No specific dates."
            clearLabel="Clear dates"
            clearing={clear.isPending}
            onClear={() => clear.run({ userId: data.userId, type: "once" })}
            onRemove={dropDate}
          />
        </div>
      </section>

      <section className={card} aria-labelledby="add-availability">
        <h2 id="add-availability" className="text-lg font-semibold text-slate-900">
          Add Availability
        </h2>
        <div className="mt-3">
          <Tabs
            label="Repeat"
            tabs={[
              { value: "weekly" as Kind, label: "Repeat Weekly" },
              { value: "once" as Kind, label: "Do Not Repeat" },
            ]}
            value={mode}
            onChange={(m) => {
              setMode(m);
              setError(null);
            }}
          />
        </div>
        {mode === "weekly" ? (
          <div className="mt-4 flex flex-col gap-4">
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 sm:flex-row sm:items-center sm:gap-3">
              Time zone
              <select className={zoneSelect} value={weekZone} onChange={(e) => setWeekZone(e.target.value)}>
                {zoneChoices(weekZone).map((z) => (
                  <option key={z} value={z}>
                    {zoneLabel(z)}
                  </option>
                ))}
              </select>
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
            {error && (
              <p role="alert" className="text-sm text-red-600">
                {error}
              </p>
            )}
            <div>
              <Button loading={save.isPending} onClick={saveWeek}>
                Save weekly hours
              </Button>
            </div>
          </div>
        ) : (
          <div className="mt-4 flex flex-col gap-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
                Date
                <input
                  type="date"
                  className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
                  min={dayKey(new Date(), onceZone)}
                  value={onceDate}
                  onChange={(e) => setOnceDate(e.target.value)}
                />
              </label>
              <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
                Time zone
                <select className={zoneSelect} value={onceZone} onChange={(e) => setOnceZone(e.target.value)}>
                  {zoneChoices(onceZone).map((z) => (
                    <option key={z} value={z}>
                      {zoneLabel(z)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <RowsEditor label="Date" rows={onceRows} kind="once" onChange={setOnceRows} />
            {error && (
              <p role="alert" className="text-sm text-red-600">
                {error}
              </p>
            )}
            <div>
              <Button loading={addOnce.isPending} onClick={addDate}>
                Add date
              </Button>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}

/** One saved part (weekly hours or specific dates) with its zone, a Clear button and, for dates, Remove. */
function PartList(props: {
  title: string;
  days: Day[];
  dayLabel: (date: string) => string;
  testId: string;
  note: string;
  empty: string;
  clearLabel: string;
  clearing: boolean;
  onClear: () => void;
  onRemove?: (date: string) => void;
}) {
  const { days, dayLabel, onRemove } = props;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{props.title}</h3>
        {days.length > 0 && (
          <Button variant="ghost" size="sm" loading={props.clearing} onClick={props.onClear}>
            {props.clearLabel}
          </Button>
        )}
      </div>
      {days.length ? (
        <>
          <ul className="mt-2 divide-y divide-slate-100" data-testid={props.testId}>
            {days.map((d) => (
              <li key={d.date} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
                <span className="w-36 font-medium text-slate-800">{dayLabel(d.date)}</span>
                <span className="flex-1 text-slate-600">{rangeText(d.timesheet)}</span>
                {onRemove && (
                  <Button variant="ghost" size="sm" aria-label={`Remove ${dayLabel(d.date)}`} onClick={() => onRemove(d.date)}>
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-slate-500">{props.note}</p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-500">{props.empty}</p>
      )}
    </div>
  );
}
