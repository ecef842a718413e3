// GET /api/files/{key} – public objects of the storage service (profile photos), for everyone.
// Keys are random per upload, so a response never changes: cache it for a year.
import { route } from "@/lib/http/route";
import { FILE_CSP } from "@/lib/http/security-headers";
import { notFound } from "@/lib/http/errors";
import { getStorage } from "@/lib/integrations/storage/storage";
import { isPublicKey } from "@/lib/integrations/storage/keys";

const SAFE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

export const GET = route({ auth: false }, async ({ params }) => {
  // the wrapper joins the catch-all segments with "/"; odd keys ("..", "%2F", ".meta") are refused here
  const key = params.key ?? "";
  if (!isPublicKey(key)) throw notFound("File not found.");
  const object = await getStorage().get(key);
  if (!object) throw notFound("File not found.");
  return new Response(object.bytes as BodyInit, {
    headers: {
      "content-type": SAFE_TYPES.has(object.contentType) ? object.contentType : "application/octet-stream",
      "content-length": String(object.bytes.byteLength),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": FILE_CSP,
    },
  });
});
