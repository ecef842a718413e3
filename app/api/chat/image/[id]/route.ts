// GET /api/chat/image/{messageId} – the picture of an image message, for the channel's two members only
import { route } from "@/lib/http/route";
import { FILE_CSP } from "@/lib/http/security-headers";
import { readChatImage } from "@/lib/chat/chat-image";

const SAFE_TYPES = new Set(["image/jpeg", "image/png"]);

export const GET = route({ body: "none" }, async ({ user, params }) => {
  const object = await readChatImage(user.id, params.id ?? "");
  return new Response(object.bytes as BodyInit, {
    headers: {
      "content-type": SAFE_TYPES.has(object.contentType) ? object.contentType : "application/octet-stream",
      "content-length": String(object.bytes.byteLength),
      // private: a shared cache must never keep a member-only picture
      "cache-control": "private, max-age=86400, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": FILE_CSP,
    },
  });
});
