// Body limits of the calls that take files. The route wrapper (lib/http/route.ts) counts the bytes while
// it streams the body and stops at the cap (413), whether or not a Content-Length was announced.
import { AVATAR_MAX_BYTES, RESUME_MAX_BYTES } from "@/lib/uploads/limits";
import type { BodyKind } from "@/lib/http/route";

/** One resume, one photo and the form fields. */
export const PROFILE_UPLOAD_MAX_BYTES = RESUME_MAX_BYTES + AVATAR_MAX_BYTES + 1024 * 1024;
export const UPLOAD_TOO_LARGE = "The upload is too large. A resume can be up to 10 MB and a profile photo up to 5 MB.";

/** route() options of user/register_provider: multipart only (spec's call table). */
export const REGISTER_UPLOAD_BODY = {
  body: "multipart" as BodyKind,
  maxBytes: PROFILE_UPLOAD_MAX_BYTES,
  tooLargeMessage: UPLOAD_TOO_LARGE,
};
/** route() options of user/update_customer and user/update_provider: multipart, or JSON when no file is sent. */
export const PROFILE_UPLOAD_BODY = {
  body: ["multipart", "json"] as BodyKind[],
  maxBytes: PROFILE_UPLOAD_MAX_BYTES,
  tooLargeMessage: UPLOAD_TOO_LARGE,
};
