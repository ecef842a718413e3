// job/get_ai_response: a description draft and 7 screening questions for a job. The answer keeps the
// shape the spec's client reads (`message.message.content`, an OpenAI choice) and adds the draft as data,
// its `source` ("local" = Gigline's templates, "ai" = the configured API) and the `label` the UI shows.
import { enforce } from "@/lib/http/rate-limit";
import type { User } from "@/lib/generated/prisma/client";
import { hasContactDetails } from "@/lib/moderation/contact-scanner";
import { localJobDraft, type JobContext, type JobDraft } from "@/lib/assistant/local-job-draft";
import { aiConfig, openAiJobDraft } from "@/lib/assistant/openai-job-draft";
import { DRAFT_LABEL, type AiResponseInput, type DraftSource } from "@/lib/assistant/schemas";

export async function getAiResponse(user: User, input: AiResponseInput) {
  await enforce([{ key: `ai-draft:${user.id}`, limit: 30, windowSeconds: 600 }], "AI drafts");
  const ctx = jobContext(input);
  let draft: JobDraft | null = null;
  // "local": written from Gigline's templates (no AI API configured, or it failed); "ai": by the configured API
  let source: DraftSource = "local";
  const cfg = aiConfig();
  if (cfg) {
    try {
      const remote = await openAiJobDraft(cfg, ctx);
      // a model can still slip contact details in; such a draft could not be saved, so it is not offered
      if (!hasContactDetails(remote.description, ...remote.questions)) {
        draft = remote;
        source = "ai";
      }
    } catch (err) {
      console.warn("[ai] falling back to the local draft:", err instanceof Error ? err.message : err);
    }
  }
  draft ??= localJobDraft(ctx);
  const content = `${draft.description}\n\nScreening questions:\n${draft.questions.map((q, i) => `${i + 1}. ${q}`).join("\n")}`;
  return {
    message: { index: 0, message: { role: "assistant", content }, finish_reason: "stop" },
    // honest marks: "AI" only for a model's questions; the templates' are "Suggested"; all start as required
    draft: {
      ...draft,
      screenQuestions: draft.questions.map((question) => ({
        question,
        generatedByAI: source === "ai",
        suggested: source === "local",
        required: true,
      })),
    },
    source,
    label: DRAFT_LABEL[source],
  };
}

/** The job context from the form fields, else from `message` (an object, JSON text, "Key: value" lines or free text). */
export function jobContext(input: AiResponseInput): JobContext {
  const fromMessage = messageContext(input.message);
  const pick = <T>(a: T | undefined, b: T | undefined) => (a !== undefined && a !== "" && !(Array.isArray(a) && a.length === 0) ? a : b);
  return {
    title: pick(input.title, fromMessage.title) ?? "",
    description: pick(input.description, fromMessage.description),
    categories: pick(input.categories, fromMessage.categories) ?? [],
    skills: pick(input.skills, fromMessage.skills) ?? [],
    payType: pick(input.payType, fromMessage.payType),
    price: pick(input.price, fromMessage.price),
    duration: pick(input.duration, fromMessage.duration),
    type: pick(input.type, fromMessage.type),
    location: pick(input.location, fromMessage.location),
  };
}

function messageContext(message: AiResponseInput["message"]): Partial<JobContext> {
  if (!message) return {};
  let obj: Record<string, unknown> | null = typeof message === "object" ? message : null;
  if (typeof message === "string") {
    try {
      const parsed = JSON.parse(message);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) obj = parsed;
    } catch {
      obj = keyValueLines(message);
    }
  }
  if (!obj) return { title: firstLine(String(message)) };
  const list = (v: unknown) =>
    (Array.isArray(v) ? v.map(String) : typeof v === "string" ? v.split(",") : []).map((s) => s.trim()).filter(Boolean);
  const num = (v: unknown) =>
    v === undefined || v === null || v === "" ? undefined : Number(String(v).replace(/[^0-9.]/g, "")) || undefined;
  const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
  const payType = str(obj.payType)?.toLowerCase();
  return {
    title: str(obj.title),
    description: str(obj.description),
    categories: list(obj.categories ?? obj.category),
    skills: list(obj.skills),
    payType: payType === "hourly" ? "Hourly" : payType === "fixed" ? "Fixed" : undefined,
    price: num(obj.price),
    duration: num(obj.duration),
    type: str(obj.type),
    location: str(obj.location),
  };
}

/** "Title: …", "Skills: a, b", "Pay type: Hourly" lines; null when the text has none. */
function keyValueLines(text: string): Record<string, unknown> | null {
  const keys: Record<string, string> = {
    title: "title",
    "job title": "title",
    description: "description",
    category: "categories",
    categories: "categories",
    skills: "skills",
    "pay type": "payType",
    paytype: "payType",
    price: "price",
    budget: "price",
    rate: "price",
    duration: "duration",
    type: "type",
    "job type": "type",
    location: "location",
  };
  const out: Record<string, unknown> = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([a-z ]+?)\s*:\s*(.+)$/i.exec(line);
    const key = m && keys[m[1].toLowerCase()];
    if (key) out[key] = m[2].trim();
  }
  return Object.keys(out).length ? out : null;
}

function firstLine(text: string) {
  return text.trim().split(/\r?\n/)[0].slice(0, 120);
}
