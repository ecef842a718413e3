"use client";
// The New / Edit Job form: title, description (with "Write with AI"), categories, skills,
// pay type, price, duration, job type, location and screening questions. The server's own schema checks
// it in the browser; contact details in the title or description show the violation warning while
// typing and block saving. Created → recommended employees of the job; edited → the job's detail.
import { HiringAllowanceNote, type HiringAllowance } from "@/components/jobs/hiring-allowance";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, Input, Select, Textarea } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { Icon } from "@/components/dashboard/icons";
import { TagInput } from "@/components/auth/tag-input";
import { CategoryPicker } from "@/components/categories/category-picker";
import { LocationInput, type LocationValue } from "@/components/location/location-input";
import { useGlobalData } from "@/hooks/use-global-data";
import { api, type ApiInput } from "@/lib/api-client";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { hasContactDetails } from "@/lib/moderation/contact-scanner";
import { DRAFT_LABEL, draftNeeds } from "@/lib/assistant/schemas";
import { JOB_MSG } from "@/lib/jobs/messages";
import { JOB_TYPES, MAX_SCREEN_QUESTIONS, PAY_TYPES } from "@/lib/jobs/constants";
import type { JobDto } from "@/lib/jobs/dto";
import type { ScreenQuestion } from "@/lib/jobs/schemas";
import { ScreenQuestions } from "@/components/jobs/job-form/screen-questions";
import {
  initialValues,
  keepNumberChars,
  toPayload,
  validateJobForm,
  type JobFormErrors,
  type JobFormValues,
} from "@/components/jobs/job-form/job-form-values";

/** the success toasts: "new project created", "project updated" */
export const JOB_SAVED_MSG = { created: "New project created", updated: "Project updated" } as const;

/** `label`: where the draft honestly came from ("Draft from Gigline's templates" unless an AI API wrote it) */
type AiDraft = { description: string; screenQuestions: ScreenQuestion[]; label: string };

/** The longest job title (lib/jobs/schemas.ts refuses more with "Please input a valid title"). */
const TITLE_MAX = 120;

export function JobForm({ job, allowance }: { job?: JobDto; allowance?: HiringAllowance }) {
  const router = useRouter();
  const toast = useToast();
  const globals = useGlobalData();
  const [values, setValues] = useState<JobFormValues>(() => initialValues(job));
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [pendingDraft, setPendingDraft] = useState<AiDraft | null>(null);
  const [draftLabel, setDraftLabel] = useState<string | null>(null);
  const editing = Boolean(job);

  const titleFlag = useMemo(() => hasContactDetails(values.title), [values.title]);
  const descriptionFlag = useMemo(() => hasContactDetails(values.description), [values.description]);
  const hourly = values.payType === "Hourly";

  const set = <K extends keyof JobFormValues>(key: K, v: JobFormValues[K]) => {
    setValues((old) => ({ ...old, [key]: v }));
    const errKey = (key === "place" ? "location" : key) as keyof JobFormErrors;
    if (errors[errKey]) setErrors((e) => ({ ...e, [errKey]: undefined }));
  };

  const setPlace = (next: LocationValue) => {
    // a new address text means new coordinates: the server geocodes it when none are sent
    set("place", next.location === values.place.location ? values.place : next);
  };

  const applyDraft = (draft: AiDraft, replaceDescription: boolean) => {
    setValues((old) => {
      // the employer's own questions stay; earlier drafted ones (AI or suggested) make room for the new ones
      const own = old.screenQuestions.filter((q) => !q.generatedByAI && !q.suggested);
      const room = Math.max(0, MAX_SCREEN_QUESTIONS - own.length);
      return {
        ...old,
        description: replaceDescription ? draft.description : old.description,
        screenQuestions: [...own, ...draft.screenQuestions.slice(0, room)],
      };
    });
    setErrors((e) => ({ ...e, description: replaceDescription ? undefined : e.description, screenQuestions: undefined }));
    if (replaceDescription) setDraftLabel(draft.label);
    toast.success(`${draft.label}: ${replaceDescription ? "the description and screening questions were added." : "the screening questions were added."}`);
  };

  // the draft is a read: no refresh of the page's server data
  const draftCall = useApiMutation((body: Record<string, unknown>) => api("job/get_ai_response", body), {
    refresh: false,
    onSuccess: (res) => {
      const draft: AiDraft = { description: res.draft.description, screenQuestions: res.draft.screenQuestions, label: res.label };
      if (values.description.trim() && values.description.trim() !== draft.description.trim()) setPendingDraft(draft);
      else applyDraft(draft, true);
    },
  });
  const drafting = draftCall.isPending;

  const writeWithAi = () => {
    const missing = draftNeeds(values);
    if (missing) {
      setErrors((e) => ({ ...e, [missing.field]: missing.message }));
      return;
    }
    const p = toPayload(values);
    void draftCall.run({
      // the spec's client sends the job as `message`; the form's fields travel alongside (and win)
      message: JSON.stringify({ title: p.title, categories: p.categories, skills: p.skills, payType: p.payType, price: p.price, duration: p.duration, type: p.type, location: p.location }).slice(0, 4000),
      title: values.title,
      // the draft builds on what the employer wrote, unless it carries contact details (the draft could not be saved)
      ...(values.description.trim() && !descriptionFlag ? { description: values.description.slice(0, 5000) } : {}),
      categories: values.categories,
      skills: values.skills,
      payType: values.payType,
      price: values.price,
      duration: values.duration,
      ...(values.type ? { type: values.type } : {}),
      location: values.place.location,
    });
  };

  // created → the job's recommended employees; edited → its detail (then the server data is re-read)
  const saveCall = useApiMutation(
    async (body: ReturnType<typeof toPayload>): Promise<string> => {
      // the form's checks ran before (a job type is chosen): the payload is the call's input
      const input = body as ApiInput<"job/create">;
      if (!job) return (await api("job/create", input)).job._id;
      await api("job/update", { id: job._id, ...input });
      return job._id;
    },
    {
      success: job ? JOB_SAVED_MSG.updated : JOB_SAVED_MSG.created,
      onSuccess: (id) => router.push(job ? `/dashboard/detail-job/${id}` : `/dashboard/recommend-employees/${id}`),
    },
  );
  // busy until the next page is shown
  const saving = saveCall.isPending || saveCall.isSuccess;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (titleFlag || descriptionFlag) {
      toast.error(JOB_MSG.ViolationWarning);
      return;
    }
    const found = validateJobForm(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      // after React has drawn the messages: bring the first field in error into view
      requestAnimationFrame(() => document.querySelector<HTMLElement>("[aria-invalid='true'], [data-error='true']")?.focus());
      return;
    }
    await saveCall.run(toPayload(values));
  };

  return (
    <form onSubmit={submit} noValidate className="mx-auto flex w-full max-w-4xl flex-col gap-6">
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

      <section className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div>
          {/* no maxLength: a longer title is shown with the counter and refused with the message, never cut */}
          <Input
            label="Job title"
            placeholder="e.g. Bartender for a 120-guest wedding"
            value={values.title}
            onChange={(e) => set("title", e.target.value)}
            error={errors.title ?? (values.title.length > TITLE_MAX ? JOB_MSG.InvalidTitle : undefined)}
            aria-describedby={titleFlag ? "job-title-count job-title-violation" : "job-title-count"}
          />
          <p id="job-title-count" data-testid="title-count" className={`mt-1 text-right text-xs ${values.title.length > TITLE_MAX ? "font-semibold text-red-700" : "text-slate-500"}`}>
            {values.title.length}/{TITLE_MAX}
          </p>
          {titleFlag && <Violation id="job-title-violation" />}
        </div>

        <div>
          <div className="mb-1 flex items-center justify-between gap-3">
            <label htmlFor="job-description" className="text-sm font-medium text-slate-700">
              Description
            </label>
            <Button variant="secondary" size="sm" onClick={writeWithAi} loading={drafting}>
              {!drafting && <Icon name="sparkle" className="h-4 w-4 text-violet-600" />}
              Write with AI
            </Button>
          </div>
          <Textarea
            id="job-description"
            rows={9}
            placeholder="What needs doing, when and where, and what a great applicant brings."
            value={values.description}
            onChange={(e) => set("description", e.target.value)}
            error={errors.description}
            aria-describedby={descriptionFlag ? "job-description-violation" : undefined}
          />
          {descriptionFlag && <Violation id="job-description-violation" />}
          {draftLabel && values.description.trim() && (
            <p className="mt-1.5 text-xs text-slate-500" data-testid="draft-label">
              {draftLabel}
            </p>
          )}
        </div>

        <div className="flex flex-col gap-2" data-error={errors.categories ? "true" : undefined} tabIndex={errors.categories ? -1 : undefined}>
          <span className="text-sm font-medium text-slate-700">Categories</span>
          <CategoryPicker
            categories={globals.data?.categories ?? []}
            loading={globals.isLoading}
            value={values.categories}
            onChange={(v) => set("categories", v)}
            error={errors.categories}
            max={10}
          />
        </div>

        <TagInput label="Skills" value={values.skills} onChange={(v) => set("skills", v)} error={errors.skills} max={30} placeholder="Type a skill and press Enter" />
      </section>

      <section className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6">
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-700">Pay type</legend>
          <div className="mt-2 flex gap-3" role="radiogroup">
            {PAY_TYPES.map((p) => (
              <label
                key={p}
                className={`flex cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 text-sm font-medium transition ${
                  values.payType === p ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 text-slate-700 hover:bg-slate-50"
                }`}
              >
                <input type="radio" name="payType" value={p} checked={values.payType === p} onChange={() => set("payType", p)} className="accent-brand-600" />
                {p}
              </label>
            ))}
          </div>
        </fieldset>

        <Field label={hourly ? "Hourly rate" : "Fixed price"} htmlFor="job-price" error={errors.price}>
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-400">$</span>
            <input
              id="job-price"
              inputMode="decimal"
              value={values.price}
              aria-invalid={!!errors.price}
              onChange={(e) => set("price", keepNumberChars(e.target.value))}
              className={`w-full rounded-lg border bg-white py-2 pl-7 pr-12 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${errors.price ? "border-red-500" : "border-slate-300"}`}
            />
            {hourly && <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-400">/hr</span>}
          </div>
        </Field>

        <Field label={hourly ? "Duration (hours)" : "Duration (days)"} htmlFor="job-duration" error={errors.duration}>
          <input
            id="job-duration"
            inputMode="decimal"
            maxLength={9}
            value={values.duration}
            aria-invalid={!!errors.duration}
            onChange={(e) => set("duration", keepNumberChars(e.target.value))}
            className={`w-full rounded-lg border bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${errors.duration ? "border-red-500" : "border-slate-300"}`}
          />
        </Field>

        <Select label="Job type" value={values.type} onChange={(e) => set("type", e.target.value as JobFormValues["type"])} error={errors.type}>
          <option value="">Select a job type</option>
          {JOB_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Select>

        <LocationInput value={values.place.location} onChange={setPlace} error={errors.location} hint="The city and state, e.g. Austin, TX 78701" />

        <label className="flex min-h-6 items-start gap-3 text-sm text-slate-700 sm:col-span-2">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-600"
            checked={values.remote}
            onChange={(e) => set("remote", e.target.checked)}
            data-testid="job-remote"
          />
          <span>
            <span className="font-medium">Remote work (can be done from anywhere)</span>
            <span className="block text-xs text-slate-500">Recommended to people wherever they live; in-person jobs go to people nearby first.</span>
          </span>
        </label>
      </section>

      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <ScreenQuestions value={values.screenQuestions} onChange={(v) => set("screenQuestions", v)} error={errors.screenQuestions} />
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => router.back()}>
          Cancel
        </Button>
        <Button type="submit" loading={saving} disabled={titleFlag || descriptionFlag}>
          {editing ? "Save Changes" : "Post Job"}
        </Button>
      </div>

      <ConfirmDialog
        open={pendingDraft !== null}
        title="Replace the description?"
        message={`${pendingDraft?.label ?? DRAFT_LABEL.local}: a new description is ready. Replace the one you have written? The suggested screening questions are added either way.`}
        confirmLabel="Replace"
        cancelLabel="Keep mine"
        onConfirm={() => {
          if (pendingDraft) applyDraft(pendingDraft, true);
          setPendingDraft(null);
        }}
        onClose={() => {
          if (pendingDraft) applyDraft(pendingDraft, false);
          setPendingDraft(null);
        }}
      />
    </form>
  );
}

function Violation({ id }: { id?: string }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-800" role="alert" data-testid="violation-warning">
      <span aria-hidden>⚠</span>
      {JOB_MSG.ViolationWarning}
    </p>
  );
}
