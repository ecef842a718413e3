// POST /api/chat/send_image – multipart: picture, sender, receiver, channelId, type → { message, channelId }
import { route } from "@/lib/http/route";
import { sendImageSchema } from "@/lib/chat/schemas";
import { sendImage } from "@/lib/chat/send-image";
import { CHAT_IMAGE_MAX_BYTES } from "@/lib/chat/constants";
import { CHAT_MSG } from "@/lib/chat/messages";

export const POST = route(
  { input: sendImageSchema, body: "multipart", maxBytes: CHAT_IMAGE_MAX_BYTES + 64 * 1024, tooLargeMessage: CHAT_MSG.ImageSize },
  async ({ user, input }) => sendImage(user, input),
);
