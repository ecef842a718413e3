"use client";
// The employer declines a proposal with one of PROPOSAL_DECLINE_REASONS; a reason is required. The worker is
// told their proposal was not selected, never the reason (the dialog says so).
import { useApiMutation } from "@/hooks/use-api-mutation";
import { PROPOSAL_DECLINE_REASONS } from "@/lib/jobs/constants";
import { PROPOSAL_DECLINED } from "@/lib/jobs/messages";
import { Modal } from "@/components/ui/modal";
import { DeclineActions, ReasonPicker } from "@/components/jobs/reason-picker";
import { useDeclineReason } from "@/components/jobs/use-decline-reason";

export function DeclineProposalModal({ target, onClose }: { target: { id: string; name: string } | null; onClose: () => void }) {
  const { reason, error, choose, reset, required } = useDeclineReason<(typeof PROPOSAL_DECLINE_REASONS)[number]>();

  const close = () => {
    reset();
    onClose();
  };
  const decline = useApiMutation("job/decline_proposal", { success: PROPOSAL_DECLINED, onSuccess: close });
  const submit = async () => {
    if (!target) return;
    const chosen = required();
    if (!chosen) return;
    await decline.run({ id: target.id, reason: chosen });
  };

  return (
    <Modal
      open={target !== null}
      onClose={close}
      title="Decline proposal"
      footer={<DeclineActions onCancel={close} onDecline={submit} loading={decline.isPending} testId="decline-proposal-confirm" />}
    >
      <p className="text-sm text-slate-600">
        {target?.name ?? "The employee"} will be told that their proposal was not selected. The reason stays with you. Declining cannot be
        undone.
      </p>
      <ReasonPicker
        legend="Why are you declining this proposal?"
        reasons={PROPOSAL_DECLINE_REASONS}
        name="decline-proposal-reason"
        value={reason}
        error={error}
        onChoose={choose}
        className="mt-4"
      />
    </Modal>
  );
}
