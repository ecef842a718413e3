"use client";
// Decline an invitation with one of the listed reasons (DECLINE_REASONS); a reason is required.
// The API takes the reason itself (lib/proposals/schemas: one of DECLINE_REASONS), so "Other" has no text box.
import { useApiMutation } from "@/hooks/use-api-mutation";
import { DECLINE_REASONS } from "@/lib/jobs/constants";
import { Modal } from "@/components/ui/modal";
import { DeclineActions, ReasonPicker } from "@/components/jobs/reason-picker";
import { useDeclineReason } from "@/components/jobs/use-decline-reason";

export function DeclineInviteModal({ jobId, open, onClose }: { jobId: string; open: boolean; onClose: () => void }) {
  const { reason, error, choose, reset, required } = useDeclineReason<(typeof DECLINE_REASONS)[number]>();

  const close = () => {
    reset();
    onClose();
  };
  const decline = useApiMutation("job/decline_invite", { success: "Invitation declined", onSuccess: close });
  const submit = async () => {
    const chosen = required();
    if (!chosen) return;
    await decline.run({ id: jobId, reason: chosen });
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Decline Invitation"
      footer={<DeclineActions onCancel={close} onDecline={submit} loading={decline.isPending} />}
    >
      <ReasonPicker
        legend="Why are you declining this invitation?"
        reasons={DECLINE_REASONS}
        name="decline-reason"
        value={reason}
        error={error}
        onChoose={choose}
      />
    </Modal>
  );
}
