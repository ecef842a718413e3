"use client";
// The apply-proposal form's state: the server's own schema (applySchemaFor: cover letter, price, duration and an
// answer to every required screening question), the live contact-details flags, and job/apply.
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import type { JobDto } from "@/lib/jobs/dto";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useZodForm } from "@/hooks/use-zod-form";
import { applySchemaFor } from "@/lib/proposals/schemas";
import { scanContactDetails } from "@/lib/moderation/contact-scanner";
import { amountInputText } from "@/components/jobs/number-input";

/** The form holds text where the schema also parses text into numbers. */
type ApplyFields = { id: string; coverText: string; price: string; duration: string; isInvite: boolean; screenAnswers: string[] };

export function useApplyForm(job: JobDto, isInvite: boolean, onClose: () => void) {
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
  const [coverText, answers] = useWatch({ control, name: ["coverText", "screenAnswers"] });
  // the warning stands under the field that carries the contact details, and that field points at it
  const coverFlagged = scanContactDetails(coverText).flagged;
  const answerFlagged = (answers ?? []).map((a) => scanContactDetails(a).flagged);
  const flagged = coverFlagged || answerFlagged.some(Boolean);

  const submit = handleSubmit(async (v) => {
    if (flagged) return;
    await apply.run({ id: v.id, coverText: v.coverText, price: v.price, duration: v.duration, isInvite, screenAnswers: v.screenAnswers });
  });

  return { register, errors: formState.errors, submitting: formState.isSubmitting, answers, coverFlagged, answerFlagged, flagged, submit };
}
