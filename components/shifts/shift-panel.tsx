"use client";
// The shift of a booking or a job, as its worker and its employer see it: when, its status, and the one-tap
// actions at their times — the worker's Confirm (from `confirmWindowHours` before the start) and "On my way"
// (in the last `onMyWayMinutes`), the employer's Keep (an unconfirmed worker, before the deadline), and the
// end of the shift (components/cancellations/shift-actions.tsx: cancel, arrived, no-show). The
// employer sees "On my way" live: the panel reloads on the `shift` events of its shifts, and a job's panel also on
// the job's backfill events and notifications (a worker's cancellation, the replacement who took the shift).
import { useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { useRealtime } from "@/hooks/use-realtime";
import { api } from "@/lib/api-client";
import { formatDate } from "@/lib/format/intl";
import { zonedTimeText } from "@/lib/time/place-zone";
import type { windowsOf } from "@/lib/shifts/queries";
import { SHIFT } from "@/lib/shifts/states";
import { ShiftEndActions } from "@/components/cancellations/shift-actions";
import { ArrivalNote } from "@/components/shifts/arrival-note";

type Windows = ReturnType<typeof windowsOf>;
type Action = "confirm" | "on_my_way" | "keep_unconfirmed";

const STATUS_TEXT: Record<string, string> = {
  booked: "Booked: not confirmed yet",
  confirmed: "Confirmed",
  canceled: "Canceled",
  no_show: "No-show",
  completed: "Completed",
  released: "Released",
};

const when = (iso: string, tz: string) =>
  `${formatDate(iso, { weekday: "short", month: "short", day: "numeric", timeZone: tz })} · ${zonedTimeText(iso, tz)}`;

export function ShiftPanel({ jobId, bookingId }: { jobId?: string; bookingId?: string }) {
  const toast = useToast();
  const client = useQueryClient();
  const [busy, setBusy] = useState("");
  const [now, setNow] = useState(() => Date.now());
  const key = ["shifts", jobId ?? "", bookingId ?? ""];
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => api("shift/list", { ...(jobId ? { jobId } : {}), ...(bookingId ? { bookingId } : {}) }, { method: "GET" }),
  });
  const shifts = data?.shifts ?? [];
  const windows: Windows | undefined = data?.policy;
  const reload = () => void client.invalidateQueries({ queryKey: key });

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  useRealtime((e) => {
    if (
      e.type === "shift" ||
      (e.type === "booking" && e.requestId === bookingId) ||
      (e.type === "backfill" && e.jobId === jobId) ||
      (e.type === "notification" && !!jobId && e.notification.job === jobId)
    )
      reload();
  });

  const act = async (action: Action, shiftId: string, success: string) => {
    setBusy(`${action}:${shiftId}`);
    try {
      await api(`shift/${action}`, { shiftId });
      toast.success(success);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      reload();
      setBusy("");
    }
  };

  if (!shifts.length || !windows) return null;
  return (
    <section aria-label="Shift" className="flex flex-col gap-3" data-testid="shift-panel">
      {shifts.map((s) => {
        const start = new Date(s.start).getTime();
        const end = new Date(s.end).getTime();
        const active = s.status === SHIFT.booked || s.status === SHIFT.confirmed;
        const canConfirm =
          s.role === "worker" && s.status === SHIFT.booked && now < start && now >= start - windows.confirmWindowHours * 3_600_000;
        const canGo = s.role === "worker" && active && !s.onMyWayAt && now < end && now >= start - windows.onMyWayMinutes * 60_000;
        const canKeep =
          s.role === "employer" &&
          active &&
          s.status === SHIFT.booked &&
          !s.keepUnconfirmed &&
          !s.unconfirmedNoticeAt &&
          now < start - windows.confirmDeadlineHours * 3_600_000;
        return (
          <div key={s._id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="shift-card">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-semibold text-slate-900">{s.role === "employer" ? `Shift of ${s.worker.name}` : "Your shift"}</h2>
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700" data-testid="shift-status">
                {STATUS_TEXT[s.status] ?? s.status}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {when(s.start, s.timezone)} to {zonedTimeText(s.end, s.timezone)}
            </p>
            {s.address && <p className="text-sm text-slate-600">{s.address}</p>}
            {s.role === "worker" && (
              <dl className="mt-2 grid gap-1 text-sm text-slate-700">
                {s.contactName && <Fact label="Ask for" value={s.contactName} />}
                {s.whatToBring && <Fact label="What to bring" value={s.whatToBring} />}
                {s.arrivalNotes && <Fact label="Arrival notes" value={s.arrivalNotes} />}
              </dl>
            )}
            {s.onMyWayAt && (
              <p className="mt-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800" data-testid="shift-on-my-way">
                {s.role === "employer" ? `${s.worker.name} is on the way` : "You said you are on your way"} (since{" "}
                {zonedTimeText(s.onMyWayAt, s.timezone)}).
              </p>
            )}
            <ArrivalNote
              shift={{ ...s, workerName: s.worker.name }}
              onMyWayMinutes={windows.onMyWayMinutes}
              arrivalCheckMinutes={windows.arrivalCheckMinutes}
              now={now}
            />
            {s.cancelReason && <p className="mt-2 text-sm text-slate-600">Reason: {s.cancelReason}</p>}
            {s.keepUnconfirmed && s.role === "employer" && s.status === SHIFT.booked && (
              <p className="mt-2 text-sm text-slate-600">You keep this worker even if they do not confirm.</p>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              {canConfirm && (
                <Button loading={busy === `confirm:${s._id}`} onClick={() => act("confirm", s._id, "Shift confirmed.")}>
                  Confirm
                </Button>
              )}
              {canGo && (
                <Button
                  loading={busy === `on_my_way:${s._id}`}
                  onClick={() => act("on_my_way", s._id, "Your employer knows you are on your way.")}
                >
                  On my way
                </Button>
              )}
              {canKeep && (
                <Button
                  variant="secondary"
                  loading={busy === `keep_unconfirmed:${s._id}`}
                  onClick={() => act("keep_unconfirmed", s._id, "You keep this worker.")}
                >
                  Keep even if unconfirmed
                </Button>
              )}
              <ShiftEndActions
                shift={{
                  id: s._id,
                  side: s.role,
                  start: s.start,
                  end: s.end,
                  status: s.status,
                  clockedIn: s.clockedIn,
                  arrived: s.arrived,
                }}
                onDone={reload}
              />
            </div>
          </div>
        );
      })}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap gap-1">
      <dt className="font-medium">{label}:</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}
