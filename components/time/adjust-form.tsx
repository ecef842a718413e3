"use client";
// Adjust: the employer approves other hours than submitted, with a reason the worker reads (timesheet/adjust).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/field";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useQueryClient } from "@tanstack/react-query";
import { ADJUST_REASON_MIN } from "@/lib/time/timesheet-states";
import type { TimesheetDto } from "@/lib/timesheets/approval-queries";

export function AdjustForm({ t, onDone }: { t: TimesheetDto; onDone: () => void }) {
  const [hours, setHours] = useState(String(Math.floor(t.minutes / 60)));
  const [mins, setMins] = useState(String(t.minutes % 60));
  const [reason, setReason] = useState("");
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ["timesheets"] });
  const adjust = useApiMutation("timesheet/adjust", {
    refresh: false,
    success: "Hours adjusted.",
    onSuccess: () => {
      onDone();
      void reload();
    },
  });
  const short = reason.trim().length < ADJUST_REASON_MIN;
  return (
    <form
      className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void adjust.run({ id: t._id, minutes: Number(hours || 0) * 60 + Number(mins || 0), reason });
      }}
    >
      <div className="grid grid-cols-2 gap-2">
        <Input label="Hours" type="number" min={0} max={24} inputMode="numeric" value={hours} onChange={(e) => setHours(e.target.value)} />
        <Input label="Minutes" type="number" min={0} max={59} inputMode="numeric" value={mins} onChange={(e) => setMins(e.target.value)} />
      </div>
      <Textarea
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        hint={`At least ${ADJUST_REASON_MIN} characters; the worker reads it.`}
        maxLength={500}
      />
      <div className="flex gap-2">
        <Button size="sm" type="submit" disabled={short} loading={adjust.isPending}>
          Save adjusted hours
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
