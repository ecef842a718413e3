"use client";
// Cancel a shift with one of the listed reasons (the worker's or the employer's), after the policy and what
// cancelling now means for this shift. One idempotency key per intended cancellation (an employer's late
// cancellation pays the worker).
import { useState } from "react";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useGlobalData } from "@/hooks/use-global-data";
import { Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";
import { useNow } from "@/components/time/use-time-zone";
import { ReasonPicker } from "@/components/jobs/reason-picker";
import { ShiftPolicyNote } from "@/components/cancellations/shift-policy-note";
import { useIdempotencyKey } from "@/components/wallet/idempotency-key";
import { SHIFT_POLICY_DEFAULTS } from "@/lib/settings/shift-policy";
import { CANCEL_MSG, EMPLOYER_CANCEL_REASONS, WORKER_CANCEL_REASONS } from "@/lib/cancellations/messages";
import { employerCancelIsLate, leadMinutes, workerCancelKind } from "@/lib/cancellations/policy";

const WORKER_NOW = {
  free: "Cancelling now is free.",
  late_cancel: "Cancelling now is a late cancellation on your reliability record.",
  very_late_cancel: "Cancelling now is a very late cancellation: it counts double on your reliability record.",
} as const;

export function CancelShiftDialog({
  shift,
  open,
  onClose,
}: {
  shift: { id: string; side: "worker" | "employer"; start: string };
  open: boolean;
  onClose: () => void;
}) {
  const { data } = useGlobalData();
  const policy = data?.shiftPolicy ?? SHIFT_POLICY_DEFAULTS;
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const key = useIdempotencyKey();
  const close = () => {
    setReason("");
    setError("");
    onClose();
  };
  const cancel = useApiMutation("shift/cancel", {
    success: "Shift cancelled",
    onSuccess: () => {
      key.renew();
      close();
    },
  });
  const nowMs = useNow(30_000);
  const lead = leadMinutes(new Date(shift.start), new Date(nowMs));
  const now =
    shift.side === "worker"
      ? WORKER_NOW[workerCancelKind(lead, policy)]
      : employerCancelIsLate(lead, policy)
        ? "Cancelling now pays the worker for the late cancellation from your balance."
        : "Cancelling now is free.";
  const submit = async () => {
    if (!reason) return setError(CANCEL_MSG.InvalidReason);
    await cancel.run({ shiftId: shift.id, reason, idempotencyKey: key.current() });
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Cancel shift"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Keep shift
          </Button>
          <Button variant="danger" loading={cancel.isPending} onClick={submit} data-testid="confirm-cancel-shift">
            Cancel shift
          </Button>
        </>
      }
    >
      <ShiftPolicyNote side={shift.side} />
      <p className="mt-2 text-sm font-medium text-slate-800" data-testid="cancel-shift-now">
        {now}
      </p>
      <ReasonPicker
        className="mt-4"
        legend="Why are you cancelling this shift?"
        reasons={shift.side === "worker" ? WORKER_CANCEL_REASONS : EMPLOYER_CANCEL_REASONS}
        name="cancel-shift-reason"
        value={reason}
        error={error}
        onChoose={(r: string) => {
          setReason(r);
          setError("");
        }}
      />
    </Modal>
  );
}
