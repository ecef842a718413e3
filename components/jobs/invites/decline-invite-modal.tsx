"use client";
// Decline an invitation with one of the listed reasons (DECLINE_REASONS); a reason is required.
// The API takes the reason itself (lib/proposals/schemas: one of DECLINE_REASONS), so "Other" has no text box.
import { useState } from "react";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { DECLINE_REASONS } from "@/lib/jobs/constants";
import { JOB_MSG } from "@/lib/jobs/messages";
import { Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";

export function DeclineInviteModal({ jobId, open, onClose }: { jobId: string; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState<(typeof DECLINE_REASONS)[number] | "">("");
  const [error, setError] = useState("");

  const close = () => {
    setReason("");
    setError("");
    onClose();
  };
  const decline = useApiMutation("job/decline_invite", { success: "Invitation declined", onSuccess: close });
  const submit = async () => {
    if (!reason) {
      setError(JOB_MSG.ChooseDeclineReason);
      return;
    }
    await decline.run({ id: jobId, reason });
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Decline Invitation"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" loading={decline.isPending} onClick={submit}>
            Decline
          </Button>
        </>
      }
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Why are you declining this invitation?</legend>
        <div role="radiogroup" aria-label="Reason" className="mt-3 flex flex-col gap-2">
          {DECLINE_REASONS.map((r) => (
            <label
              key={r}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="decline-reason"
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
