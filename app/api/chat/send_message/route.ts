// POST /api/chat/send_message – a text message into a channel, or to a person (channelId | receiver, content) → { message, channelId }
import { route } from "@/lib/http/route";
import { sendMessageSchema } from "@/lib/chat/schemas";
import { sendMessage } from "@/lib/chat/send-message";

export const POST = route({ input: sendMessageSchema }, async ({ user, input }) => {
  return sendMessage(user, input);
});
