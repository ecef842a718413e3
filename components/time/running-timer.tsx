"use client";
// The running timer: how long the provider has been clocked in, ticking every second (from the stored
// startAt, so it survives reloads), and Clock Out (allowed by the server after 60 seconds), which submits the
// shift's hours for approval with the break attestation (components/time/clock-out-modal.tsx).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ClockOutModal } from "@/components/time/clock-out-modal";
import { TIMER_MIN_SECONDS } from "@/lib/time/constants";
import { clockText, timeOfDayText } from "@/lib/time/format";
import type { TimerDto } from "@/lib/accounts/dto";
import { useNow } from "@/components/time/use-time-zone";

export function RunningTimer({ timer, title, tz, onStopped }: { timer: TimerDto; title: string; tz: string; onStopped: () => void }) {
  const now = useNow();
  const [closing, setClosing] = useState(false);
  if (!timer.tracking || !timer.startAt) return null;
  const elapsed = Math.max(0, (now - Date.parse(timer.startAt)) / 1000);
  const early = elapsed < TIMER_MIN_SECONDS;
  return (
    <section
      aria-label="Running timer"
      className="flex flex-col gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="text-sm text-emerald-800">
          Clocked in on <strong className="break-words">{title}</strong> since {timeOfDayText(timer.startAt, tz)}
        </p>
        <p className="font-mono text-3xl font-bold text-emerald-900" data-testid="timer-elapsed" aria-live="off">
          {clockText(elapsed)}
        </p>
        {timer.memo && <p className="break-words text-sm text-emerald-800">Work note: {timer.memo}</p>}
        {early && (
          <p className="text-xs text-emerald-800">You can clock out once the timer has run for at least {TIMER_MIN_SECONDS} seconds.</p>
        )}
      </div>
      <Button variant="danger" onClick={() => setClosing(true)}>
        Clock Out
      </Button>
      <ClockOutModal
        open={closing}
        jobId={timer.job ?? ""}
        title={title}
        tz={tz}
        onClose={() => setClosing(false)}
        onStopped={() => {
          setClosing(false);
          onStopped();
        }}
      />
    </section>
  );
}
