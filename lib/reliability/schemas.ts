// Inputs of the reliability calls, shared with their forms.
import { z } from "zod";
import { RELIABILITY_MSG } from "@/lib/reliability/messages";

const eventId = z
  .string({ error: RELIABILITY_MSG.EventNotFound })
  .trim()
  .min(1, RELIABILITY_MSG.EventNotFound)
  .max(64, RELIABILITY_MSG.EventNotFound);

/** reliability/appeal: the worker's own mark, once, with a note of 10–1000 characters. */
export const appealSchema = z.object({
  eventId,
  note: z.string({ error: RELIABILITY_MSG.NoteLength }).trim().min(10, RELIABILITY_MSG.NoteLength).max(1000, RELIABILITY_MSG.NoteLength),
});
export type AppealInput = z.infer<typeof appealSchema>;

/** admin/decide_appeal: a pending appeal upheld (the mark stays) or overturned (it no longer counts). */
export const decideAppealSchema = z.object({
  eventId,
  outcome: z.enum(["upheld", "overturned"], { error: 'The outcome is "upheld" or "overturned".' }),
  note: z.string().trim().max(1000, RELIABILITY_MSG.DecisionNoteLength).default(""),
});
export type DecideAppealInput = z.infer<typeof decideAppealSchema>;

export const emptySchema = z.object({});
