// POST /api/chat/get_channel_list – the caller's conversations, newest first (userId, if sent, must be the caller's)
import { route } from "@/lib/http/route";
import { forbidden } from "@/lib/http/errors";
import { channelListSchema } from "@/lib/chat/schemas";
import { listChannels } from "@/lib/chat/queries";
import { CHAT_MSG } from "@/lib/chat/messages";

export const POST = route({ input: channelListSchema }, async ({ user, input }) => {
  if (input.userId && input.userId !== user.id) throw forbidden(CHAT_MSG.NotMember);
  return listChannels(user.id, { cursor: input.cursor });
});
