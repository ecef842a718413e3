// The one HTTP client of the OpenAI-compatible chat completions API (AI_API_BASE, AI_API_KEY, AI_MODEL,
// AI_TIMEOUT_MS; see aiConfig in openai-job-draft.ts), shared by the job drafts and the help assistant.
// A stateless request: no long-lived process, no disk.
import type { AiConfig } from "@/lib/assistant/openai-job-draft";

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

/** The first choice's text ("" when the API gave none); throws when the API fails or times out. */
export async function chatCompletion(
  cfg: AiConfig,
  messages: ChatMessage[],
  opts: { temperature: number; maxTokens?: number },
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const res = await fetchImpl(`${cfg.base}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${cfg.key}` },
    body: JSON.stringify({
      model: cfg.model,
      temperature: opts.temperature,
      ...(opts.maxTokens ? { max_tokens: opts.maxTokens } : {}),
      messages,
    }),
    signal: AbortSignal.timeout(cfg.timeoutMs),
  });
  if (!res.ok) throw new Error(`AI API answered ${res.status}`);
  const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  return typeof content === "string" ? content : "";
}
