"use client";
// The end of a shift, as buttons of its panel (components/shifts/shift-panel.tsx): Cancel (the worker until the
// shift's end, the employer before its start, while booked or confirmed) with its dialog, and for the employer,
// from 15 minutes after the start while no clock-in or arrival came, "Mark arrived" or "Mark no-show" (which
// starts the search for a replacement until the backfill's cut-off).
import { useState } from "react";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useGlobalData } from "@/hooks/use-global-data";
import { Button } from "@/components/ui/button";
import { useNow } from "@/components/time/use-time-zone";
import { CancelShiftDialog } from "@/components/cancellations/cancel-shift-dialog";
import { SHIFT_POLICY_DEFAULTS } from "@/lib/settings/shift-policy";
import { backfillCutoff, noShowOpen } from "@/lib/cancellations/policy";
import { isLiveShift } from "@/lib/cancellations/cancel-states";
import type { ShiftStatus } from "@/lib/generated/prisma/enums";

export type EndableShift = {
  id: string;
  side: "worker" | "employer";
  start: string;
  end: string;
  status: string;
  clockedIn: boolean;
  arrived: boolean;
};

export function ShiftEndActions({ shift: s, onDone }: { shift: EndableShift; onDone: () => void }) {
  const { data } = useGlobalData();
  const policy = data?.shiftPolicy ?? SHIFT_POLICY_DEFAULTS;
  const [cancelling, setCancelling] = useState(false);
  // re-read each half minute, so the no-show buttons appear when their time comes
  const now = useNow(30_000);
  // a no-show is backfilled until the cut-off (backfillUntilHoursBeforeEnd before the end)
  const replaced = now < backfillCutoff(new Date(s.start), new Date(s.end), policy).getTime();
  const noShow = useApiMutation("shift/mark_no_show", {
    success: replaced
      ? "Marked as a no-show. We are looking for a replacement."
      : "Marked as a no-show. It is too late for a replacement: the contract ends.",
    onSuccess: onDone,
  });
  const arrived = useApiMutation("shift/mark_arrived", { success: "Marked as arrived", onSuccess: onDone });
  const live = isLiveShift(s.status as ShiftStatus);
  const ask = live && s.side === "employer" && !s.clockedIn && !s.arrived && noShowOpen(new Date(s.start), new Date(now), policy);
  const started = new Date(s.start).getTime() <= now;
  const canCancel = live && (s.side === "worker" ? new Date(s.end).getTime() > now : !started);
  return (
    <>
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
        <Button size="sm" variant="secondary" onClick={() => setCancelling(true)} data-testid="cancel-shift">
          Cancel shift
        </Button>
      )}
      {cancelling && (
        <CancelShiftDialog
          shift={s}
          open
          onClose={() => {
            setCancelling(false);
            onDone();
          }}
        />
      )}
    </>
  );
}
