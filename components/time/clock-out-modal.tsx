"use client";
// Clock Out: the worker submits the shift's hours for approval with the break attestation ("I took my breaks" /
// "I did not get my break"). The answer is required where the job's state asks for a meal break on a shift this
// long (lib/time/break-rules.ts: California after 5 hours, …); the server says so when it is missing.
import { useState } from "react";
import { FormActions, Modal } from "@/components/ui/modal";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { BREAK_ANSWER_TEXT, BREAK_ANSWERS, type BreakAnswer } from "@/lib/time/break-rules";

export function ClockOutModal({
  open,
  jobId,
  title,
  tz,
  onClose,
  onStopped,
}: {
  open: boolean;
  jobId: string;
  title: string;
  tz: string;
  onClose: () => void;
  onStopped: () => void;
}) {
  const [breaks, setBreaks] = useState<BreakAnswer | "">("");
  const stop = useApiMutation("user/stop_timer", {
    refresh: false,
    success: "Clocked out. Your hours were sent to the employer for approval.",
    onSuccess: () => {
      setBreaks("");
      onStopped();
    },
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Clock Out"
      footer={<FormActions form="clock-out" label="Clock Out and submit" onCancel={onClose} loading={stop.isPending} />}
    >
      <form
        id="clock-out"
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void stop.run({ jobId, timezone: tz, ...(breaks ? { breaks } : {}) });
        }}
      >
        <p className="text-sm text-slate-600">
          Clock out of <strong className="break-words">{title}</strong>. Your hours go to the employer for approval; they are approved
          automatically after 24 hours.
        </p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Meal break</legend>
          {[BREAK_ANSWERS.took, BREAK_ANSWERS.missed].map((a) => (
            <label key={a} className="flex min-h-6 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="breaks"
                value={a}
                checked={breaks === a}
                onChange={() => setBreaks(a)}
                className="h-4 w-4 accent-brand-600"
              />
              {BREAK_ANSWER_TEXT[a]}
            </label>
          ))}
          <p className="text-xs text-slate-600">Required where the state asks for a meal break (in California, on shifts over 5 hours).</p>
        </fieldset>
      </form>
    </Modal>
  );
}
