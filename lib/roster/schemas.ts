// Inputs of the roster calls (roster/*), shared with the My team screen.
import { z } from "zod";
import { ROSTER_MSG } from "@/lib/roster/messages";

export const ROSTER_KINDS = ["favorite", "blocked"] as const;
export type RosterKindName = (typeof ROSTER_KINDS)[number];
export const NOTE_MAX = 200;

const userIdField = z
  .string({ error: ROSTER_MSG.WorkerNotFound })
  .trim()
  .min(1, ROSTER_MSG.WorkerNotFound)
  .max(64, ROSTER_MSG.WorkerNotFound);

export const rosterUserSchema = z.object({ userId: userIdField });
export const rosterAddSchema = z.object({
  userId: userIdField,
  note: z.string().trim().max(NOTE_MAX, ROSTER_MSG.NoteTooLong).optional(),
});
export const rosterListSchema = z.object({ kind: z.enum(ROSTER_KINDS, { error: ROSTER_MSG.InvalidKind }).optional() });

export type RosterUserInput = z.infer<typeof rosterUserSchema>;
export type RosterAddInput = z.infer<typeof rosterAddSchema>;
export type RosterListInput = z.infer<typeof rosterListSchema>;
