"use client";
// The New / Edit Job form: title, description (with "Write with AI"), categories, skills,
// pay type, price, duration, job type, location, the optional schedule with arrival details, and screening questions. The server's own schema checks
// it in the browser; contact details in the title or description show the violation warning while
// typing and block saving. Created → recommended employees of the job; edited → the job's detail.
import { HiringAllowanceNote, type HiringAllowance } from "@/components/jobs/hiring-allowance";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DRAFT_LABEL } from "@/lib/assistant/schemas";
import type { JobDto } from "@/lib/jobs/dto";
import { ScreenQuestions } from "@/components/jobs/job-form/screen-questions";
import { JobWorkSection } from "@/components/jobs/job-form/job-form-sections";
import { JobTermsSection } from "@/components/jobs/job-form/job-terms-section";
import { JobScheduleSection } from "@/components/jobs/job-form/job-schedule-section";
import { useJobForm } from "@/components/jobs/job-form/use-job-form";

export { JOB_SAVED_MSG } from "@/components/jobs/job-form/use-job-form";

export function JobForm({ job, allowance }: { job?: JobDto; allowance?: HiringAllowance }) {
  const f = useJobForm(job);
  const editing = Boolean(job);

  return (
    <form onSubmit={f.submit} noValidate className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{editing ? "Edit Job" : "Post a Job"}</h1>
        <p className="mt-1 text-sm text-slate-500">
          {editing ? "Changes show to applicants right away." : "Describe the work, and we will suggest people who fit it."}
        </p>
        {allowance && (
          <div className="mt-3">
            <HiringAllowanceNote allowance={allowance} context="post" />
          </div>
        )}
      </div>

      <JobWorkSection
        values={f.values}
        errors={f.errors}
        set={f.set}
        titleFlag={f.titleFlag}
        descriptionFlag={f.descriptionFlag}
        draftLabel={f.draftLabel}
        drafting={f.drafting}
        onWriteWithAi={f.writeWithAi}
      />

      <JobTermsSection values={f.values} errors={f.errors} set={f.set} setPlace={f.setPlace} />

      <JobScheduleSection values={f.values} errors={f.errors} set={f.set} />

      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <ScreenQuestions value={f.values.screenQuestions} onChange={(v) => f.set("screenQuestions", v)} error={f.errors.screenQuestions} />
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={f.cancel}>
          Cancel
        </Button>
        <Button type="submit" loading={f.saving} disabled={f.titleFlag || f.descriptionFlag}>
          {editing ? "Save Changes" : "Post Job"}
        </Button>
      </div>

      <ConfirmDialog
        open={f.pendingDraft !== null}
        title="Replace the description?"
        message={`${f.pendingDraft?.label ?? DRAFT_LABEL.local}: a new description is ready. Replace the one you have written? The suggested screening questions are added either way.`}
        confirmLabel="Replace"
        cancelLabel="Keep mine"
        onConfirm={() => f.resolveDraft(true)}
        onClose={() => f.resolveDraft(false)}
      />
    </form>
  );
}
