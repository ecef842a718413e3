// The production adapter of the AI helper: any OpenAI-compatible chat completions API, configured by
// AI_API_BASE (e.g. https://api.openai.com/v1), AI_API_KEY and AI_MODEL.
import { AI_QUESTION_COUNT } from "@/lib/jobs/constants";
import type { JobContext, JobDraft } from "@/lib/assistant/local-job-draft";
import { env } from "@/lib/env";
import { chatCompletion } from "@/lib/assistant/chat-completion";

export type AiConfig = { base: string; key: string; model: string; timeoutMs: number };

export function aiConfig(): AiConfig | null {
  const { AI_API_BASE: base, AI_API_KEY: key, AI_MODEL: model, AI_TIMEOUT_MS: timeoutMs } = env;
  if (!base || !key) return null;
  return { base: base.replace(/\/+$/, ""), key, model, timeoutMs };
}

const SYSTEM = [
  "You help employers on Gigline, a marketplace for temporary work, write job posts.",
  `Answer with JSON only: {"description": string, "questions": string[]} with exactly ${AI_QUESTION_COUNT} screening questions.`,
  "The description is plain text (short paragraphs and '- ' bullet lines), under 250 words, in the employer's voice.",
  "Questions are specific to the job's skills and help the employer pick the best applicant.",
  "Never include or ask for phone numbers, e-mail addresses, social media or other contact details: all contact stays in Gigline messages.",
].join(" ");

/** Asks the API for a draft; throws when the API fails or answers something we cannot use. */
export async function openAiJobDraft(cfg: AiConfig, ctx: JobContext, fetchImpl: typeof fetch = fetch): Promise<JobDraft> {
  const content = await chatCompletion(
    cfg,
    [
      { role: "system", content: SYSTEM },
      {
        role: "user",
        content: `Write the job description and ${AI_QUESTION_COUNT} screening questions for this job:\n${JSON.stringify(ctx, null, 2)}`,
      },
    ],
    { temperature: 0.7 },
    fetchImpl,
  );
  const parsed = parseDraft(content);
  if (!parsed) throw new Error("AI API answer was not a usable draft");
  return parsed;
}

/** The JSON object inside a model's answer (models sometimes wrap it in a code fence or prose). */
export function parseDraft(content: string): JobDraft | null {
  const start = content.indexOf("{");
  const end = content.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  try {
    const v = JSON.parse(content.slice(start, end + 1)) as { description?: unknown; questions?: unknown };
    if (typeof v.description !== "string" || !v.description.trim() || !Array.isArray(v.questions)) return null;
    const questions = v.questions.filter((q): q is string => typeof q === "string" && q.trim().length > 0).map((q) => q.trim());
    if (questions.length < AI_QUESTION_COUNT) return null;
    return { description: v.description.trim(), questions: questions.slice(0, AI_QUESTION_COUNT) };
  } catch {
    return null;
  }
}
