"use client";
// Add Time: the manual-time modal. Date in the current week from the hire up to today, start and end in
// 10-minute steps (end may be midnight), an optional memo; only times the server accepts are offered (none
// before the hire's 10-minute slot, none in the future). The instants are built in the viewer's zone and the
// server checks the same rules (lib/timesheets/entries.ts).
import { useState } from "react";
import { FormActions, Modal } from "@/components/ui/modal";
import { Select, Textarea } from "@/components/ui/field";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { DAY_MINUTES, MANUAL_STEP_MINUTES, MEMO_MAX_CHARS } from "@/lib/time/constants";
import { dayKeyText, minutesText } from "@/lib/time/format";
import { TIME_MSG } from "@/lib/timesheets/messages";
import { dayKey, minuteOfDay, zonedInstant } from "@/lib/time/zone";

const STARTS = Array.from({ length: DAY_MINUTES / MANUAL_STEP_MINUTES }, (_, i) => i * MANUAL_STEP_MINUTES);
const ENDS = STARTS.map((m) => m + MANUAL_STEP_MINUTES);

type Errors = { date?: string; start?: string; end?: string; memo?: string };

/** The start and end minutes the server accepts on `date`: from the hire's slot, up to now. */
export function offeredMinutes(date: string, tz: string, hiredAt: string | null, now = new Date()) {
  const first =
    hiredAt && dayKey(new Date(hiredAt), tz) === date
      ? minuteOfDay(new Date(hiredAt), tz) - (minuteOfDay(new Date(hiredAt), tz) % MANUAL_STEP_MINUTES)
      : 0;
  const past = (m: number) => zonedInstant(date, m, tz).getTime() <= now.getTime();
  const ends = ENDS.filter((m) => m > first && past(m));
  const starts = STARTS.filter((m) => m >= first && ends.some((e) => e > m));
  return { starts, ends };
}

export function ManualTimeModal({
  open,
  jobId,
  days,
  hiredAt = null,
  tz,
  onClose,
  onAdded,
}: {
  open: boolean;
  jobId: string;
  /** the days that may be chosen: this week's, from the hire up to today */
  days: string[];
  /** the contract's start: no time before it is offered */
  hiredAt?: string | null;
  tz: string;
  onClose: () => void;
  onAdded: () => void;
}) {
  const [date, setDate] = useState(days[days.length - 1] ?? "");
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const [memo, setMemo] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const add = useApiMutation("job/add_timesheet", {
    refresh: false,
    success: "Time added",
    onSuccess: () => {
      setStart("");
      setEnd("");
      setMemo("");
      onAdded();
    },
  });

  const offered = date ? offeredMinutes(date, tz, hiredAt) : { starts: STARTS, ends: ENDS };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (!date || !days.includes(date)) next.date = TIME_MSG.InvalidDate;
    if (start === "") next.start = TIME_MSG.InvalidStart;
    if (end === "" || (start !== "" && Number(end) <= Number(start))) next.end = TIME_MSG.InvalidEnd;
    if (memo.length > MEMO_MAX_CHARS) next.memo = TIME_MSG.MemoTooLong;
    setErrors(next);
    if (Object.keys(next).length) return;
    add.run({
      id: jobId,
      type: "manual",
      start: zonedInstant(date, Number(start), tz).toISOString(),
      end: zonedInstant(date, Number(end), tz).toISOString(),
      memo,
      timezone: tz,
    });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Add Manual Time"
      footer={<FormActions form="manual-time" label="Add Time" onCancel={onClose} loading={add.isPending} />}
    >
      <form id="manual-time" className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <Select label="Date" value={date} onChange={(e) => setDate(e.target.value)} error={errors.date}>
          <option value="">Select a date</option>
          {days.map((d) => (
            <option key={d} value={d}>
              {dayKeyText(d)}
            </option>
          ))}
        </Select>
        <div className="grid grid-cols-2 gap-3">
          <Select label="Start" value={start} onChange={(e) => setStart(e.target.value)} error={errors.start}>
            <option value="">Select</option>
            {offered.starts.map((m) => (
              <option key={m} value={m}>
                {minutesText(m)}
              </option>
            ))}
          </Select>
          <Select label="End" value={end} onChange={(e) => setEnd(e.target.value)} error={errors.end}>
            <option value="">Select</option>
            {offered.ends
              .filter((m) => start === "" || m > Number(start))
              .map((m) => (
                <option key={m} value={m}>
                  {minutesText(m)}
                </option>
              ))}
          </Select>
        </div>
        <Textarea label="Memo (optional)" value={memo} onChange={(e) => setMemo(e.target.value)} error={errors.memo} />
        <p className="text-xs text-slate-500">Times are in {tz.replace(/_/g, " ")}, in 10-minute steps.</p>
      </form>
    </Modal>
  );
}
