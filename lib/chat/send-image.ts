// chat/send_image: a photo (JPG or PNG, checked by its bytes, CHAT_IMAGE_MAX_BYTES at most) stored through
// the storage adapter (local disk or S3) under a private key, then delivered like a text message. The
// message's content is the member-only address of the picture (GET /api/chat/image/{messageId}).
import type { AuthUser } from "@/lib/session/current-user";
import { badRequest } from "@/lib/http/errors";
import { sniffImage } from "@/lib/uploads/check-upload";
import { getStorage } from "@/lib/integrations/storage/storage";
import { CHAT_IMAGE_MAX_BYTES } from "@/lib/chat/constants";
import { CHAT_MSG } from "@/lib/chat/messages";
import { chatImageUrl } from "@/lib/chat/dto";
import { deliver, resolveTarget } from "@/lib/chat/send-message";
import type { SendImageInput } from "@/lib/chat/schemas";

export async function checkChatImage(file: File) {
  if (file.size > CHAT_IMAGE_MAX_BYTES) throw badRequest(CHAT_MSG.ImageSize);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind || (kind.ext !== "jpg" && kind.ext !== "png")) throw badRequest(CHAT_MSG.ImageType);
  return { bytes, ...kind };
}

export async function sendImage(user: AuthUser, input: SendImageInput) {
  const target = await resolveTarget(user, input);
  const image = await checkChatImage(input.picture);
  const id = `m${Date.now().toString(36)}${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const key = `chat/${user.id}/${id}.${image.ext}`;
  const storage = getStorage();
  await storage.put(key, image.bytes, image.contentType);
  try {
    return await deliver(user.id, target, { id, content: chatImageUrl(id), contentType: "image", storageKey: key });
  } catch (err) {
    // refused (blocked, not a member any more): the picture goes too
    await storage.remove(key).catch(() => undefined);
    throw err;
  }
}
