// The arrival check on a shift card (lib/shifts/tasks.ts arrivalCheckTask): the worker reads until when to tap
// "On my way" before standby workers are asked, and that they are being asked; the employer reads that a
// standby search runs and that the booked worker keeps the shift by tapping first.
import { zonedTimeText } from "@/lib/time/place-zone";
import type { ShiftDto } from "@/lib/shifts/queries";
import { SHIFT } from "@/lib/shifts/states";

type Props = {
  shift: Pick<ShiftDto, "role" | "status" | "start" | "end" | "timezone" | "onMyWayAt" | "clockedIn" | "arrived" | "arrivalCheckAt"> & {
    workerName: string;
  };
  onMyWayMinutes: number;
  arrivalCheckMinutes: number;
  now: number;
};

export function ArrivalNote({ shift: s, onMyWayMinutes, arrivalCheckMinutes, now }: Props) {
  const start = new Date(s.start).getTime();
  const waiting =
    (s.status === SHIFT.booked || s.status === SHIFT.confirmed) &&
    !s.onMyWayAt &&
    !s.clockedIn &&
    !s.arrived &&
    arrivalCheckMinutes > 0 &&
    now < new Date(s.end).getTime();
  if (!waiting) return null;
  if (s.arrivalCheckAt)
    return (
      <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900" role="status" data-testid="arrival-note">
        {s.role === "worker"
          ? 'You have not tapped "On my way", so we are asking standby workers. Tap it now to keep this shift: the first standby to accept takes it.'
          : `${s.workerName} has not said they are on the way, so we are asking standby workers. ${s.workerName} keeps the shift by tapping "On my way" before one accepts.`}
      </p>
    );
  if (s.role !== "worker" || now < start - onMyWayMinutes * 60_000) return null;
  const checkAt = new Date(start - arrivalCheckMinutes * 60_000).toISOString();
  return (
    <p className="mt-2 text-sm text-slate-700" data-testid="arrival-note">
      Tap &quot;On my way&quot; when you set off, by {zonedTimeText(checkAt, s.timezone)}. If you have not by then, we ask standby workers,
      and the first to accept takes the shift.
    </p>
  );
}
