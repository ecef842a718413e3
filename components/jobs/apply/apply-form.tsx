"use client";
// The apply-proposal form (800px modal, button Submit): price, duration, cover letter and the screening answers,
// each with the contact-details warning under it while it carries contact details (it blocks Submit).
import type { JobDto } from "@/lib/jobs/dto";
import { JOB_MSG } from "@/lib/jobs/messages";
import { MIN_COVER_TEXT } from "@/lib/jobs/constants";
import { FormActions, Modal } from "@/components/ui/modal";
import { Field, Textarea } from "@/components/ui/field";
import { durationLabel, durationUnit, priceLabel } from "@/components/jobs/detail/labels";
import { numberField } from "@/components/jobs/number-input";
import { useApplyForm } from "@/components/jobs/apply/use-apply-form";

export function ApplyForm({ job, open, isInvite, onClose }: { job: JobDto; open: boolean; isInvite: boolean; onClose: () => void }) {
  const hourly = job.payType === "Hourly";
  const f = useApplyForm(job, isInvite, onClose);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={isInvite ? "Accept Invitation" : "Apply Proposal"}
      width={800}
      footer={<FormActions form="apply-form" onCancel={onClose} label="Submit" loading={f.submitting} disabled={f.flagged} />}
    >
      <form id="apply-form" onSubmit={f.submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-800">{job.title}</span> — the employer offers {priceLabel(job.price, job.payType)} for{" "}
          {durationLabel(job.duration, job.payType)}.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={hourly ? "Hourly rate" : "Price"} htmlFor="apply-price" error={f.errors.price?.message}>
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-400">$</span>
              <input
                id="apply-price"
                inputMode="decimal"
                aria-invalid={!!f.errors.price}
                className={`w-full rounded-lg border bg-white py-2 pl-7 pr-12 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${f.errors.price ? "border-red-500" : "border-slate-300"}`}
                {...numberField(f.register("price"))}
              />
              {hourly && (
                <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-400">/hr</span>
              )}
            </div>
          </Field>
          <Field label={`Duration (${durationUnit(job.payType)})`} htmlFor="apply-duration" error={f.errors.duration?.message}>
            <input
              id="apply-duration"
              inputMode="decimal"
              aria-invalid={!!f.errors.duration}
              className={`w-full rounded-lg border bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${f.errors.duration ? "border-red-500" : "border-slate-300"}`}
              {...numberField(f.register("duration"))}
            />
          </Field>
        </div>
        <Textarea
          label="Cover letter"
          rows={6}
          placeholder={`Tell the employer why you are a good fit (at least ${MIN_COVER_TEXT} characters).`}
          error={f.errors.coverText?.message}
          {...flagProps(f.coverFlagged, "apply-violation-cover")}
          {...f.register("coverText")}
        />
        {f.coverFlagged && <Violation id="apply-violation-cover" />}
        {job.screenQuestions.map((q, i) => (
          <div key={i} className="flex flex-col gap-2">
            <Textarea
              label={q.required ? q.question : `${q.question} (optional)`}
              rows={3}
              error={
                f.errors.screenAnswers?.[i]?.message ??
                (f.errors.screenAnswers?.message && !f.answers?.[i]?.trim() ? JOB_MSG.EmptyAnswer : undefined)
              }
              {...flagProps(Boolean(f.answerFlagged[i]), `apply-violation-${i}`)}
              {...f.register(`screenAnswers.${i}` as const)}
            />
            {f.answerFlagged[i] && <Violation id={`apply-violation-${i}`} />}
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
