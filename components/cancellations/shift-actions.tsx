"use client";
// The shifts of a booking or a job that the person is a party to, each with its time and status and what can
// be done with it: Cancel (worker or employer, while booked), and for the employer from 15 minutes after the
// start, while no clock-in or arrival came, "Mark no-show" or "Mark arrived" (one tap each).
import { useState } from "react";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useGlobalData } from "@/hooks/use-global-data";
import { Button } from "@/components/ui/button";
import { useNow } from "@/components/time/use-time-zone";
import { formatDate } from "@/lib/format/intl";
import { zonedTimeText } from "@/lib/time/place-zone";
import { CancelShiftDialog } from "@/components/cancellations/cancel-shift-dialog";
import { SHIFT_POLICY_DEFAULTS } from "@/lib/settings/shift-policy";
import { noShowOpen } from "@/lib/cancellations/policy";
import { isLiveShift } from "@/lib/cancellations/cancel-states";
import type { ShiftActionDto } from "@/lib/cancellations/queries";
import type { ShiftStatus } from "@/lib/generated/prisma/enums";

const STATUS_LABEL: Record<ShiftStatus, string> = {
  booked: "Booked",
  confirmed: "Confirmed",
  canceled: "Cancelled",
  no_show: "No-show",
  completed: "Completed",
  released: "Released",
};

function when(s: ShiftActionDto) {
  const tz = s.timezone || "UTC";
  const day = formatDate(s.start, { weekday: "short", month: "short", day: "numeric", timeZone: tz });
  return `${day} · ${formatDate(s.start, { timeZone: tz, hour: "numeric", minute: "2-digit" })} – ${zonedTimeText(s.end, tz)}`;
}

function ShiftRow({ s, onCancel }: { s: ShiftActionDto; onCancel: () => void }) {
  const { data } = useGlobalData();
  const policy = data?.shiftPolicy ?? SHIFT_POLICY_DEFAULTS;
  const noShow = useApiMutation("shift/mark_no_show", { success: "Marked as a no-show" });
  const arrived = useApiMutation("shift/mark_arrived", { success: "Marked as arrived" });
  // re-read each half minute, so the no-show buttons appear when their time comes
  const now = useNow(30_000);
  const status = s.status as ShiftStatus;
  const live = isLiveShift(status);
  const ask = live && s.side === "employer" && !s.clockedIn && !s.arrived && noShowOpen(new Date(s.start), new Date(now), policy);
  const started = new Date(s.start).getTime() <= now;
  const canCancel = live && (s.side === "worker" ? new Date(s.end).getTime() > now : !started);
  return (
    <li className="flex flex-col gap-2 border-t border-slate-100 py-3 first:border-t-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-slate-900">{when(s)}</p>
        <p className="text-slate-600">
          {s.side === "employer" ? `${s.workerName} · ` : ""}
          {STATUS_LABEL[status] ?? s.status}
          {s.arrived ? " · arrived" : ""}
          {s.cancelReason ? ` · ${s.cancelReason}` : ""}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {ask && (
          <>
            <Button size="sm" variant="secondary" loading={arrived.isPending} onClick={() => arrived.run({ shiftId: s.id })}>
              Mark arrived
            </Button>
            <Button size="sm" variant="danger" loading={noShow.isPending} onClick={() => noShow.run({ shiftId: s.id })}>
              Mark no-show
            </Button>
          </>
        )}
        {canCancel && (
          <Button size="sm" variant="secondary" onClick={onCancel} data-testid="cancel-shift">
            Cancel shift
          </Button>
        )}
      </div>
    </li>
  );
}

export function ShiftActions({ shifts }: { shifts: ShiftActionDto[] }) {
  const [cancelling, setCancelling] = useState<ShiftActionDto | null>(null);
  if (!shifts.length) return null;
  return (
    <section aria-labelledby="shifts-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="shifts-title" className="font-semibold text-slate-900">
        Shifts
      </h2>
      <ul className="mt-2">
        {shifts.map((s) => (
          <ShiftRow key={s.id} s={s} onCancel={() => setCancelling(s)} />
        ))}
      </ul>
      {cancelling && <CancelShiftDialog shift={cancelling} open onClose={() => setCancelling(null)} />}
    </section>
  );
}
