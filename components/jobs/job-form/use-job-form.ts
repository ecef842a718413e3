"use client";
// The New / Edit Job form's state: the values, the errors, the contact-details flags, "Write with AI" and
// saving. Created → recommended employees of the job; edited → the job's detail.
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useToast } from "@/components/ui/toast";
import type { LocationValue } from "@/components/location/location-input";
import { api, type ApiInput } from "@/lib/api-client";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { hasContactDetails } from "@/lib/moderation/contact-scanner";
import { draftNeeds } from "@/lib/assistant/schemas";
import { JOB_MSG } from "@/lib/jobs/messages";
import { MAX_SCREEN_QUESTIONS } from "@/lib/jobs/constants";
import type { JobDto } from "@/lib/jobs/dto";
import type { ScreenQuestion } from "@/lib/jobs/schemas";
import {
  initialValues,
  toPayload,
  validateJobForm,
  type JobFormErrors,
  type JobFormValues,
} from "@/components/jobs/job-form/job-form-values";

/** the success toasts: "new project created", "project updated" */
export const JOB_SAVED_MSG = { created: "New project created", updated: "Project updated" } as const;

/** `label`: where the draft honestly came from ("Draft from Gigline's templates" unless an AI API wrote it) */
export type AiDraft = { description: string; screenQuestions: ScreenQuestion[]; label: string };

/** Sets one field and clears its error. */
export type SetJobField = <K extends keyof JobFormValues>(key: K, v: JobFormValues[K]) => void;

/** What each section of the form gets: the values, their errors and the setter. */
export type JobSectionProps = { values: JobFormValues; errors: JobFormErrors; set: SetJobField };

export function useJobForm(job?: JobDto) {
  const router = useRouter();
  const toast = useToast();
  const [values, setValues] = useState<JobFormValues>(() => initialValues(job));
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [pendingDraft, setPendingDraft] = useState<AiDraft | null>(null);
  const [draftLabel, setDraftLabel] = useState<string | null>(null);

  const titleFlag = useMemo(() => hasContactDetails(values.title), [values.title]);
  const descriptionFlag = useMemo(() => hasContactDetails(values.description), [values.description]);

  const set: SetJobField = (key, v) => {
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
    toast.success(
      `${draft.label}: ${replaceDescription ? "the description and screening questions were added." : "the screening questions were added."}`,
    );
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
      message: JSON.stringify({
        title: p.title,
        categories: p.categories,
        skills: p.skills,
        payType: p.payType,
        price: p.price,
        duration: p.duration,
        type: p.type,
        location: p.location,
      }).slice(0, 4000),
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

  /** The replace-the-description question: confirmed replaces it, closed keeps the employer's. */
  const resolveDraft = (replace: boolean) => {
    if (pendingDraft) applyDraft(pendingDraft, replace);
    setPendingDraft(null);
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

  return {
    values,
    errors,
    set,
    setPlace,
    titleFlag,
    descriptionFlag,
    draftLabel,
    drafting,
    writeWithAi,
    pendingDraft,
    resolveDraft,
    saving,
    submit,
    cancel: () => router.back(),
  };
}
