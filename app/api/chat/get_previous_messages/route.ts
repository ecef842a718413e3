// POST /api/chat/get_previous_messages – a page of a channel's history, oldest first (channelId, cursor) → { messages, cursor, hasMore }
import { route } from "@/lib/http/route";
import { forbidden } from "@/lib/http/errors";
import { previousMessagesSchema } from "@/lib/chat/schemas";
import { previousMessages } from "@/lib/chat/queries";
import { CHAT_MSG } from "@/lib/chat/messages";

export const POST = route({ input: previousMessagesSchema }, async ({ user, input }) => {
  if (input.userId && input.userId !== user.id) throw forbidden(CHAT_MSG.NotMember);
  return previousMessages(user.id, input.channelId, input.cursor);
});
