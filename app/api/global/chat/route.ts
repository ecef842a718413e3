// POST /api/global/chat – the floating help assistant (marketplace.md §7: message → answer). Open to
// everyone: general questions are answered signed out; personal ones ("how many proposals do I have?")
// need a session and read only the session user's own data. Rate-limited per person (or per address
// when signed out); questions are capped at HELP_MESSAGE_MAX characters.
import { route } from "@/lib/http/route";
import { enforce, clientIp } from "@/lib/http/rate-limit";
import { HELP_CHAT_MAX_BYTES, HELP_CHAT_PER_MINUTE, helpChatSchema } from "@/lib/assistant/help/schemas";
import { answerHelpQuestion } from "@/lib/assistant/help/answer";

export { HELP_CHAT_PER_MINUTE };

export const POST = route(
  { auth: "optional", input: helpChatSchema, body: "json", maxBytes: HELP_CHAT_MAX_BYTES },
  async ({ req, user, input }) => {
    await enforce(
      [{ key: user ? `help-chat:user:${user.id}` : `help-chat:ip:${clientIp(req)}`, limit: HELP_CHAT_PER_MINUTE, windowSeconds: 60 }],
      "questions",
    );
    return { ...(await answerHelpQuestion(user, input.message)) };
  },
);
