// POST /api/job/get_ai_response – a job description draft and 7 screening questions (message: the job
// context; the form's fields may come too) → { message: { message: { content } }, draft, source }
import { route } from "@/lib/http/route";
import { aiResponseSchema } from "@/lib/assistant/schemas";
import { getAiResponse } from "@/lib/assistant/get-ai-response";

export const POST = route({ role: "customer", input: aiResponseSchema }, async ({ user, input }) => {
  return getAiResponse(user, input);
});
