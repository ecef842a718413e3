"use client";
// The Booking Calendar's state: the saved availability, the weekly rows and the no-repeat date being added,
// and the calls that save, add, clear and remove. The checks are the server's (lib/availability/sheet.ts),
// run before sending.
import { useState } from "react";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { AVAIL_MSG } from "@/lib/availability/messages";
import { DEFAULT_TIMEZONE, DEFAULT_WEEKDAYS, WEEKDAYS, type Weekday } from "@/lib/availability/constants";
import { defaultRow, type Kind, type Row } from "@/lib/availability/time";
import { sheetToRules, type Day } from "@/lib/availability/sheet";
import { dayKey } from "@/lib/time/zone";
import type { AvailabilityData } from "@/lib/availability/availability";

type Answer = { data: AvailabilityData };
export type WeekState = Record<Weekday, Row[] | null>;

function weekFrom(data: AvailabilityData): WeekState {
  const saved = new Map(data.repeat.sheetData.map((d) => [d.date, d.timesheet]));
  const fresh = saved.size === 0;
  return Object.fromEntries(
    WEEKDAYS.map((w) => [w, fresh ? (DEFAULT_WEEKDAYS.includes(w) ? [defaultRow()] : null) : (saved.get(w) ?? null)]),
  ) as WeekState;
}

export function useAvailabilityEditor(initial: AvailabilityData) {
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

  const chooseMode = (m: Kind) => {
    setMode(m);
    setError(null);
  };
  const clearPart = (type: Kind) => clear.run({ userId: data.userId, type });

  return {
    data,
    mode,
    chooseMode,
    error,
    week: { week, setWeek, zone: weekZone, setZone: setWeekZone, save: saveWeek, saving: save.isPending },
    once: {
      date: onceDate,
      setDate: setOnceDate,
      rows: onceRows,
      setRows: setOnceRows,
      zone: onceZone,
      setZone: setOnceZone,
      add: addDate,
      adding: addOnce.isPending,
    },
    clearPart,
    clearing: clear.isPending,
    dropDate,
  };
}
