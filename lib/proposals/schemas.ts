// Inputs of the proposal and invitation calls (apply, withdraw_apply, invite, decline_invite,
// shortlist_proposal, decline_proposal).
import { z } from "zod";
import { jobIdField, type ScreenQuestion } from "@/lib/jobs/schemas";
import { missingAnswers } from "@/lib/jobs/screen-questions";
import { JOB_MSG } from "@/lib/jobs/messages";
import { durationField, moneyField } from "@/lib/money/amounts/fields";
import { DECLINE_REASONS, PROPOSAL_DECLINE_REASONS, MAX_DURATION, MAX_PRICE_DOLLARS, MIN_COVER_TEXT } from "@/lib/jobs/constants";

/** dollars > 0 with at most two decimals: a sub-cent price is refused (400), never rounded to 0 */
export const positivePrice = moneyField({ invalid: JOB_MSG.InvalidPrice, max: MAX_PRICE_DOLLARS });
/** hours (Hourly) or days (Fixed), > 0, at most two decimals — the job form's rule */
export const positiveDuration = durationField({ invalid: JOB_MSG.InvalidDuration, max: MAX_DURATION });

/**
 * Screening answers as an array or JSON text, one per question in order. An optional question's answer may be
 * empty; which ones must be answered depends on the job (missingAnswers, checked by job/apply and by
 * applySchemaFor in the apply modal).
 */
export const screenAnswersField = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === "") return [];
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v);
    } catch {
      return [v];
    }
  },
  z
    .array(z.string({ error: JOB_MSG.EmptyAnswer }).trim().max(5000, "An answer can be at most 5000 characters."), {
      error: JOB_MSG.EmptyAnswer,
    })
    .max(50),
);

export const applySchema = z.object({
  id: jobIdField,
  coverText: z
    .string({ error: JOB_MSG.ShortCoverText })
    .trim()
    .min(MIN_COVER_TEXT, JOB_MSG.ShortCoverText)
    .max(10000, "A cover letter can be at most 10000 characters."),
  price: positivePrice,
  duration: positiveDuration,
  /** the client's hint; the server decides from the invitation it holds */
  isInvite: z
    .preprocess((v) => v === true || v === "true", z.boolean())
    .optional()
    .default(false),
  screenAnswers: screenAnswersField,
});
export type ApplyInput = z.infer<typeof applySchema>;

/** The apply form's rules for one job: applySchema plus an answer to every required screening question. */
export function applySchemaFor(questions: Pick<ScreenQuestion, "required">[]) {
  // checked on the field, so the answers' messages show together with the other fields' ones
  return applySchema.extend({
    screenAnswers: screenAnswersField.superRefine((answers, ctx) => {
      for (const i of missingAnswers(questions, answers)) ctx.addIssue({ code: "custom", path: [i], message: JOB_MSG.EmptyAnswer });
    }),
  });
}

export const inviteSchema = z.object({
  id: jobIdField,
  employees: z.preprocess(
    (v) => {
      if (typeof v !== "string") return v;
      const s = v.trim();
      if (s.startsWith("[")) {
        try {
          return JSON.parse(s);
        } catch {
          return v;
        }
      }
      return s ? s.split(",") : [];
    },
    z
      .array(z.string().trim().max(64), { error: JOB_MSG.EmployeesRequired })
      .transform((a) => [...new Set(a.filter(Boolean))])
      .pipe(z.array(z.string()).min(1, JOB_MSG.EmployeesRequired).max(50, "You can invite at most 50 employees at a time.")),
  ),
});
export type InviteInput = z.infer<typeof inviteSchema>;

export const declineInviteSchema = z.object({
  id: jobIdField,
  reason: z.enum(DECLINE_REASONS, { error: JOB_MSG.ChooseDeclineReason }),
});

/** a proposal's id (job/shortlist_proposal) */
export const proposalIdField = z
  .string({ error: JOB_MSG.ProposalNotFound })
  .trim()
  .min(1, JOB_MSG.ProposalNotFound)
  .max(64, JOB_MSG.ProposalNotFound);
export const proposalIdSchema = z.object({ id: proposalIdField });

export const declineProposalSchema = z.object({
  id: proposalIdField,
  reason: z.enum(PROPOSAL_DECLINE_REASONS, { error: JOB_MSG.ChooseDeclineReason }),
});
