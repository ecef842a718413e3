"use client";
// The apply-proposal modal (800px, button Submit, or Withdraw Proposal when already
// applied). Its rules come from the server's own schema (lib/proposals/schemas applySchema): cover letter
// of at least 20 characters, price > 0, duration > 0 (hours for hourly pay, days for fixed), a non-empty
// answer to every required screening question (applySchemaFor; optional ones are marked "(optional)").
// The contact-details warning shows live and blocks Submit.
import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import type { JobDto } from "@/lib/jobs/dto";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useZodForm } from "@/hooks/use-zod-form";
import { applySchemaFor } from "@/lib/proposals/schemas";
import { JOB_MSG } from "@/lib/jobs/messages";
import { MIN_COVER_TEXT, NOT_SELECTED } from "@/lib/jobs/constants";
import { canWithdraw } from "@/lib/jobs/states";
import { scanContactDetails } from "@/lib/moderation/contact-scanner";
import { FormActions, Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, Textarea } from "@/components/ui/field";
import { durationLabel, durationUnit, priceLabel } from "@/components/jobs/detail/labels";
import { amountInputText, numberField } from "@/components/jobs/number-input";
import { isProposalDeclined } from "@/lib/jobs/proposal-states";

type Props = { job: JobDto; open: boolean; isInvite: boolean; onClose: () => void };
/** The form holds text where the schema also parses text into numbers. */
type ApplyFields = { id: string; coverText: string; price: string; duration: string; isInvite: boolean; screenAnswers: string[] };

export function ApplyModal(props: Props) {
  if (!props.open) return null;
  return props.job.myProposal ? <ProposalView {...props} /> : <ApplyForm {...props} />;
}

function ApplyForm({ job, open, isInvite, onClose }: Props) {
  const hourly = job.payType === "Hourly";
  const apply = useApiMutation("job/apply", {
    success: isInvite ? "Invitation accepted: your proposal has been sent." : "Your proposal has been sent.",
    onSuccess: onClose,
  });
  const schema = useMemo(() => applySchemaFor(job.screenQuestions), [job.screenQuestions]);
  const { register, handleSubmit, control, formState } = useZodForm<typeof schema, ApplyFields>(schema, {
    defaultValues: {
      id: job._id,
      coverText: "",
      price: amountInputText(job.price),
      duration: String(job.duration),
      isInvite,
      screenAnswers: job.screenQuestions.map(() => ""),
    },
  });
  const errors = formState.errors;
  const [coverText, answers] = useWatch({ control, name: ["coverText", "screenAnswers"] });
  // the warning stands under the field that carries the contact details, and that field points at it
  const coverFlagged = scanContactDetails(coverText).flagged;
  const answerFlagged = (answers ?? []).map((a) => scanContactDetails(a).flagged);
  const flagged = coverFlagged || answerFlagged.some(Boolean);

  const submit = handleSubmit(async (v) => {
    if (flagged) return;
    await apply.run({ id: v.id, coverText: v.coverText, price: v.price, duration: v.duration, isInvite, screenAnswers: v.screenAnswers });
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={isInvite ? "Accept Invitation" : "Apply Proposal"}
      width={800}
      footer={<FormActions form="apply-form" onCancel={onClose} label="Submit" loading={formState.isSubmitting} disabled={flagged} />}
    >
      <form id="apply-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-800">{job.title}</span> — the employer offers {priceLabel(job.price, job.payType)} for{" "}
          {durationLabel(job.duration, job.payType)}.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={hourly ? "Hourly rate" : "Price"} htmlFor="apply-price" error={errors.price?.message}>
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-400">$</span>
              <input
                id="apply-price"
                inputMode="decimal"
                aria-invalid={!!errors.price}
                className={`w-full rounded-lg border bg-white py-2 pl-7 pr-12 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${errors.price ? "border-red-500" : "border-slate-300"}`}
                {...numberField(register("price"))}
              />
              {hourly && (
                <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-400">/hr</span>
              )}
            </div>
          </Field>
          <Field label={`Duration (${durationUnit(job.payType)})`} htmlFor="apply-duration" error={errors.duration?.message}>
            <input
              id="apply-duration"
              inputMode="decimal"
              aria-invalid={!!errors.duration}
              className={`w-full rounded-lg border bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${errors.duration ? "border-red-500" : "border-slate-300"}`}
              {...numberField(register("duration"))}
            />
          </Field>
        </div>
        <Textarea
          label="Cover letter"
          rows={6}
          placeholder={`Tell the employer why you are a good fit (at least ${MIN_COVER_TEXT} characters).`}
          error={errors.coverText?.message}
          {...flagProps(coverFlagged, "apply-violation-cover")}
          {...register("coverText")}
        />
        {coverFlagged && <Violation id="apply-violation-cover" />}
        {job.screenQuestions.map((q, i) => (
          <div key={i} className="flex flex-col gap-2">
            <Textarea
              label={q.required ? q.question : `${q.question} (optional)`}
              rows={3}
              error={
                errors.screenAnswers?.[i]?.message ??
                (errors.screenAnswers?.message && !answers?.[i]?.trim() ? JOB_MSG.EmptyAnswer : undefined)
              }
              {...flagProps(Boolean(answerFlagged[i]), `apply-violation-${i}`)}
              {...register(`screenAnswers.${i}` as const)}
            />
            {answerFlagged[i] && <Violation id={`apply-violation-${i}`} />}
          </div>
        ))}
      </form>
    </Modal>
  );
}

/** A field with contact details is invalid and described by the warning under it. */
function flagProps(flagged: boolean, warningId: string) {
  return flagged ? { "aria-invalid": true as const, "aria-describedby": warningId } : {};
}

function Violation({ id }: { id: string }) {
  return (
    <p
      id={id}
      role="alert"
      data-testid="violation-warning"
      className="-mt-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
    >
      {JOB_MSG.ViolationWarning}
    </p>
  );
}

/** Already applied: the proposal as sent, and Withdraw Proposal (after a confirm). */
function ProposalView({ job, open, onClose }: Props) {
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
