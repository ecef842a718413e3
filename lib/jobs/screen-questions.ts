// Screening questions as stored (Job.screenQuestions JSON) and as the apply rules read them. A question is
// { question, generatedByAI, required, suggested }: `generatedByAI` only when a language model wrote it,
// `suggested` when Gigline's templates did (the job form labels them "AI" and "Suggested"), `required` whether
// an applicant must answer it. Rows written before `required` and `suggested` existed read as required and
// not suggested. Pure, so the form, the apply modal, the job/apply call and the tests share it.
import type { ScreenQuestion } from "@/lib/jobs/schemas";

const truthy = (v: unknown) => v === true || v === "true";

/** A stored question list (any old shape) as questions; entries without text are dropped. */
export function readScreenQuestions(raw: unknown): ScreenQuestion[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((q) => {
    if (typeof q === "string") return q.trim() ? [{ question: q.trim(), generatedByAI: false, required: true, suggested: false }] : [];
    if (!q || typeof q !== "object") return [];
    const o = q as Record<string, unknown>;
    const question = typeof o.question === "string" ? o.question : "";
    if (!question.trim()) return [];
    return [
      {
        question,
        generatedByAI: truthy(o.generatedByAI),
        required: o.required !== false && o.required !== "false",
        suggested: truthy(o.suggested),
      },
    ];
  });
}

/** The indexes of the required questions left without an answer (blank counts as none). */
export function missingAnswers(questions: Pick<ScreenQuestion, "required">[], answers: readonly (string | undefined)[]): number[] {
  return questions.flatMap((q, i) => (q.required && !(answers[i] ?? "").trim() ? [i] : []));
}

/** Where a question came from, as its badge says: "AI" (a model wrote it), "Suggested" (templates), or none. */
export function questionBadge(q: Pick<ScreenQuestion, "generatedByAI" | "suggested">): "AI" | "Suggested" | null {
  return q.generatedByAI ? "AI" : q.suggested ? "Suggested" : null;
}
