"use client";
// Booking Calendar: My Availability (the weekly hours and the no-repeat dates as saved, each removable) and
// Add Availability with Repeat Weekly (per weekday rows, replaces the weekly hours) and Do Not Repeat (one
// date with its rows, added). The checks are the server's (lib/availability/sheet.ts), run before sending.
import { Tabs } from "@/components/ui/tabs";
import { formatCalendarDate, zoneLabel } from "@/components/availability/format";
import { WEEKDAY_NAMES, type Weekday } from "@/lib/availability/constants";
import type { Kind } from "@/lib/availability/time";
import type { AvailabilityData } from "@/lib/availability/availability";
import { PartList } from "@/components/availability/availability-parts";
import { OnceForm, WeeklyForm } from "@/components/availability/availability-forms";
import { useAvailabilityEditor } from "@/components/availability/use-availability-editor";

const card = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";

export function AvailabilityEditor({ initial }: { initial: AvailabilityData }) {
  const { data, mode, chooseMode, error, week, once, clearPart, clearing, dropDate } = useAvailabilityEditor(initial);

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
            clearing={clearing}
            onClear={() => clearPart("weekly")}
          />
          <PartList
            title="Specific dates"
            days={data.special.sheetData}
            dayLabel={formatCalendarDate}
            testId="dates-list"
            note={`Times in ${zoneLabel(data.special.timezone)}. A date replaces the weekly hours of that day.`}
            empty="No specific dates."
            clearLabel="Clear dates"
            clearing={clearing}
            onClear={() => clearPart("once")}
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
            onChange={chooseMode}
          />
        </div>
        {mode === "weekly" ? <WeeklyForm {...week} error={error} /> : <OnceForm {...once} error={error} />}
      </section>
    </div>
  );
}
