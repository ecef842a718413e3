// POST /api/reliability/appeal {eventId, note} – the worker appeals one of their own marks, once, with a note
// of 10–1000 characters (none → pending; lib/reliability/appeals.ts).
import { route } from "@/lib/http/route";
import { appealSchema } from "@/lib/reliability/schemas";
import { appealEvent } from "@/lib/reliability/appeals";

export const POST = route({ role: "provider", input: appealSchema }, async ({ user, input }) => {
  return { event: await appealEvent(user, input) };
});
