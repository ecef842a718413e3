// Input of job/get_ai_response: `message` is the job context (text, JSON text or an object, as the
// spec's client sends it); the job form's own fields may come alongside and take precedence.
import { z } from "zod";
import { listField } from "@/lib/http/list-field";
import { JOB_TYPES, PAY_TYPES } from "@/lib/jobs/constants";
import { parseDuration, parsePrice } from "@/lib/jobs/schemas";

export const NEED_CONTEXT = "Please enter a job title first.";
/** The drafting action without a category: the draft's questions are written for the job's trade. */
export const NEED_CATEGORY = "Please choose a category first: the draft and its questions are written for it.";

/** What the job form must have before it asks for a draft (a title, then a category), or null when ready. */
export function draftNeeds(v: { title: string; categories: string[] }): { field: "title" | "categories"; message: string } | null {
  if (!v.title.trim()) return { field: "title", message: NEED_CONTEXT };
  if (!v.categories.length) return { field: "categories", message: NEED_CATEGORY };
  return null;
}

/** What the job form shows above a draft: where it honestly came from (`source` of the answer). */
export const DRAFT_LABEL = { local: "Draft from Gigline's templates", ai: "Draft written by AI" } as const;
export type DraftSource = keyof typeof DRAFT_LABEL;

const optText = (max: number) => z.string().trim().max(max).optional();

export const aiResponseSchema = z
  .object({
    message: z.union([z.string().max(5000, "The message is too long."), z.record(z.string(), z.unknown())]).optional(),
    title: optText(120),
    description: optText(5000),
    categories: listField(10, 100).optional(),
    skills: listField(30).optional(),
    payType: z.enum(PAY_TYPES).optional().catch(undefined),
    // a draft needs no valid price: an unusable one is left out of the context
    price: z.preprocess((v) => parsePrice(v) ?? undefined, z.number().optional()),
    duration: z.preprocess((v) => parseDuration(v) ?? undefined, z.number().optional()),
    type: z.enum(JOB_TYPES).optional().catch(undefined),
    location: optText(300),
  })
  .refine((v) => Boolean(v.title || (typeof v.message === "string" ? v.message.trim() : v.message)), {
    message: NEED_CONTEXT,
    path: ["title"],
  });
export type AiResponseInput = z.infer<typeof aiResponseSchema>;
