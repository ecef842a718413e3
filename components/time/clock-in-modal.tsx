"use client";
// The work-note modal of Clock In: an optional note, then user/start_timer. One call per clock-in: the button
// is disabled while it runs and a second submit in the same moment (a double click) is dropped; the server
// answers a repeat of the same clock-in with the running timer anyway.
import { useRef, useState } from "react";
import { FormActions, Modal } from "@/components/ui/modal";
import { Textarea } from "@/components/ui/field";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { MEMO_MAX_CHARS } from "@/lib/time/constants";
import { TIME_MSG } from "@/lib/timesheets/messages";

export function ClockInModal({
  job,
  onClose,
  onStarted,
}: {
  job: { _id: string; title: string } | null;
  onClose: () => void;
  onStarted: () => void;
}) {
  const [memo, setMemo] = useState("");
  const sending = useRef(false);
  const start = useApiMutation("user/start_timer", {
    refresh: false,
    success: "Clocked in. The timer is running.",
    onSuccess: () => {
      setMemo("");
      onStarted();
    },
  });
  const tooLong = memo.length > MEMO_MAX_CHARS;
  return (
    <Modal
      open={!!job}
      onClose={onClose}
      title="Work Note"
      footer={
        <FormActions form="clock-in" label="Clock In" onCancel={onClose} loading={start.isPending} disabled={tooLong || start.isPending} />
      }
    >
      <form
        id="clock-in"
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!job || tooLong || sending.current) return;
          sending.current = true;
          void start.run({ jobId: job._id, memo }).finally(() => {
            sending.current = false;
          });
        }}
      >
        <p className="text-sm text-slate-600">
          Clock in on <strong>{job?.title}</strong>. What will you work on?
        </p>
        <Textarea
          label="Work note (optional)"
          value={memo}
          onChange={(e) => setMemo(e.target.value)}
          maxLength={MEMO_MAX_CHARS + 1}
          error={tooLong ? TIME_MSG.MemoTooLong : undefined}
        />
      </form>
    </Modal>
  );
}
