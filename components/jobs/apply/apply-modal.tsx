"use client";
// The apply-proposal modal (800px): the form with button Submit (apply-form.tsx), or Withdraw Proposal when
// already applied. Its rules come from the server's own schema (lib/proposals/schemas applySchema): cover letter
// of at least 20 characters, price > 0, duration > 0 (hours for hourly pay, days for fixed), a non-empty
// answer to every required screening question (applySchemaFor; optional ones are marked "(optional)").
// The contact-details warning shows live and blocks Submit.
import { useState } from "react";
import type { JobDto } from "@/lib/jobs/dto";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { NOT_SELECTED } from "@/lib/jobs/constants";
import { canWithdraw } from "@/lib/jobs/states";
import { Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { durationLabel, priceLabel } from "@/components/jobs/detail/labels";
import { isProposalDeclined } from "@/lib/jobs/proposal-states";
import { ApplyForm } from "@/components/jobs/apply/apply-form";

export type ApplyModalProps = { job: JobDto; open: boolean; isInvite: boolean; onClose: () => void };

export function ApplyModal(props: ApplyModalProps) {
  if (!props.open) return null;
  return props.job.myProposal ? <ProposalView {...props} /> : <ApplyForm {...props} />;
}

/** Already applied: the proposal as sent, and Withdraw Proposal (after a confirm). */
function ProposalView({ job, open, onClose }: ApplyModalProps) {
  const [confirm, setConfirm] = useState(false);
  const p = job.myProposal!;
  const withdraw = useApiMutation("job/withdraw_apply", {
    success: "Your proposal has been withdrawn.",
    onSuccess: () => {
      setConfirm(false);
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Your Proposal"
      width={800}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {canWithdraw(job.status) && !isProposalDeclined(p.status) && (
            <Button variant="danger" onClick={() => setConfirm(true)}>
              Withdraw Proposal
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        {isProposalDeclined(p.status) && (
          <p className="rounded-lg bg-slate-100 px-3 py-2 font-medium text-slate-700" data-testid="proposal-not-selected">
            {NOT_SELECTED}: the employer chose not to go ahead with this proposal.
          </p>
        )}
        <p className="text-slate-700">
          {priceLabel(p.price, job.payType)} · {durationLabel(p.duration, job.payType)}
        </p>
        <p className="whitespace-pre-line text-slate-700">{p.coverText}</p>
        {p.screenAnswers.map((a, i) => (
          <div key={i}>
            <p className="font-medium text-slate-800">{job.screenQuestions[i]?.question ?? `Question ${i + 1}`}</p>
            <p className="whitespace-pre-line text-slate-600">
              {a || <span className="italic text-slate-500">Not answered (optional)</span>}
            </p>
          </div>
        ))}
      </div>
      <ConfirmDialog
        open={confirm}
        title="Withdraw Proposal"
        message="Are you sure you want to withdraw your proposal?"
        danger
        loading={withdraw.isPending}
        onConfirm={() => withdraw.run({ id: job._id })}
        onClose={() => setConfirm(false)}
      />
    </Modal>
  );
}
