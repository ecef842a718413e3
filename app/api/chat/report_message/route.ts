// POST /api/chat/report_message – a member reports the other person's message (messageId, reason) → { report }
import { route } from "@/lib/http/route";
import { reportSchema } from "@/lib/chat/schemas";
import { reportMessage } from "@/lib/chat/report-message";

export const POST = route({ input: reportSchema }, async ({ user, input }) => reportMessage(user.id, input.messageId, input.reason));
