// POST /api/chat/read_channel – the caller read the channel: unread → 0, `read` published (channelId)
import { route } from "@/lib/http/route";
import { channelIdSchema } from "@/lib/chat/schemas";
import { readChannel } from "@/lib/chat/read-channel";

export const POST = route({ input: channelIdSchema }, async ({ user, input }) => readChannel(user.id, input.channelId));
