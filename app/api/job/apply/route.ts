// POST /api/job/apply – an employee sends a proposal (id, coverText, price, duration, isInvite, screenAnswers) → { job }
import { route } from "@/lib/http/route";
import { applySchema } from "@/lib/proposals/schemas";
import { applyToJob } from "@/lib/proposals/apply-to-job";

export const POST = route({ role: "provider", input: applySchema }, async ({ user, input }) => {
  return { job: await applyToJob(user, input) };
});
