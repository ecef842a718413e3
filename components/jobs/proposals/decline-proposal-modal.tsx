"use client";
// The employer declines a proposal with one of PROPOSAL_DECLINE_REASONS; a reason is required. The worker is
// told their proposal was not selected, never the reason (the dialog says so).
import { useState } from "react";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { PROPOSAL_DECLINE_REASONS } from "@/lib/jobs/constants";
import { JOB_MSG, PROPOSAL_DECLINED } from "@/lib/jobs/messages";
import { Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";

export function DeclineProposalModal({ target, onClose }: { target: { id: string; name: string } | null; onClose: () => void }) {
  const [reason, setReason] = useState<(typeof PROPOSAL_DECLINE_REASONS)[number] | "">("");
  const [error, setError] = useState("");

  const close = () => {
    setReason("");
    setError("");
    onClose();
  };
  const decline = useApiMutation("job/decline_proposal", { success: PROPOSAL_DECLINED, onSuccess: close });
  const submit = async () => {
    if (!target) return;
    if (!reason) {
      setError(JOB_MSG.ChooseDeclineReason);
      return;
    }
    await decline.run({ id: target.id, reason });
  };

  return (
    <Modal
      open={target !== null}
      onClose={close}
      title="Decline proposal"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" loading={decline.isPending} onClick={submit} data-testid="decline-proposal-confirm">
            Decline
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-600">
        {target?.name ?? "The employee"} will be told that their proposal was not selected. The reason stays with you. Declining cannot be
        undone.
      </p>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-700">Why are you declining this proposal?</legend>
        <div role="radiogroup" aria-label="Reason" className="mt-3 flex flex-col gap-2">
          {PROPOSAL_DECLINE_REASONS.map((r) => (
            <label
              key={r}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="decline-proposal-reason"
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setError("");
                }}
                className="accent-brand-600"
              />
              {r}
            </label>
          ))}
        </div>
        {error && (
          <p role="alert" className="mt-2 text-xs text-red-600">
            {error}
          </p>
        )}
      </fieldset>
    </Modal>
  );
}
