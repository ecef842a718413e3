// The production adapter of the help assistant: any OpenAI-compatible chat completions API (the job
// drafts' AI_API_BASE, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS; the same aiConfig()). The model is grounded:
// it gets the retrieved help passages and the asker's own figures and must cite the passages it uses as
// [title](/help/slug). Stateless HTTP call: fine on a serverless host (no long-lived process, no disk).
import type { AiConfig } from "@/lib/assistant/openai-job-draft";
import { HELP_HREF } from "@/lib/assistant/help/schemas";
import { chatCompletion } from "@/lib/assistant/chat-completion";

export type GroundingPassage = { slug: string; title: string; text: string };

export const HELP_SYSTEM_PROMPT = [
  "You are Gigline's help assistant. Gigline is a marketplace for temporary work (employers post jobs and pay; employees apply, track hours and get paid).",
  "Answer ONLY from the help centre passages and the asker's figures given in the user message. Do not invent features, prices, limits or rules.",
  "Cite every passage you use with a Markdown link exactly as given, like [Posting a job](/help/post-a-job). Link to nothing else.",
  "If the passages do not answer the question, say you don't know and link [Contacting support](/help/contact-support).",
  "Write plain text (no HTML, no headings), at most 120 words, in a friendly second person.",
  "Never give or ask for phone numbers, e-mail addresses or other contact details: all contact between users stays in Gigline messages.",
].join(" ");

export function groundingPrompt(question: string, passages: GroundingPassage[], facts: string[]) {
  const lines = ["Help centre passages:"];
  passages.forEach((p, i) => lines.push(`[${i + 1}] ${p.title} (/help/${p.slug})`, p.text, ""));
  if (facts.length) lines.push("The asker's own figures (from their account):", ...facts.map((f) => `- ${f}`), "");
  lines.push(`Question: ${question}`);
  return lines.join("\n");
}

/** Asks the model; throws when the API fails, times out or answers nothing usable (the caller falls back). */
export async function aiHelpAnswer(
  cfg: AiConfig,
  question: string,
  passages: GroundingPassage[],
  facts: string[],
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const content = await chatCompletion(
    cfg,
    [
      { role: "system", content: HELP_SYSTEM_PROMPT },
      { role: "user", content: groundingPrompt(question, passages, facts) },
    ],
    { temperature: 0.2, maxTokens: 400 },
    fetchImpl,
  );
  if (!content.trim()) throw new Error("AI API answer was empty");
  return keepOwnLinks(content.trim().slice(0, 2000), new Set(passages.map((p) => `/help/${p.slug}`)));
}

/** Links to anything but the given help pages (or /help/contact-support) become their plain text. */
export function keepOwnLinks(text: string, allowed: Set<string>) {
  return text.replace(/\[([^\]\n]{1,200})\]\(([^)\s]{1,300})\)/g, (all, title: string, href: string) =>
    HELP_HREF.test(href) && (allowed.has(href) || href === "/help/contact-support" || href === "/help") ? all : title,
  );
}
