// POST /api/chat/join_channel – the channel of the caller and userId (created when missing) → { channel }
import { route } from "@/lib/http/route";
import { joinChannelSchema } from "@/lib/chat/schemas";
import { joinChannel } from "@/lib/chat/join-channel";

export const POST = route({ input: joinChannelSchema }, async ({ user, input }) => {
  return { channel: await joinChannel(user.id, (input.userId ?? input.receiver)!) };
});
