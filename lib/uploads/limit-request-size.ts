// The route wrapper reads a multipart body whole before any size check can run, so calls that take
// files refuse an announced oversized body up front (413) instead of buffering it.
import { AVATAR_MAX_BYTES, RESUME_MAX_BYTES } from "@/lib/profiles/schemas";

/** One resume, one photo and the form fields. */
export const PROFILE_UPLOAD_MAX_BYTES = RESUME_MAX_BYTES + AVATAR_MAX_BYTES + 1024 * 1024;
export const UPLOAD_TOO_LARGE = "The upload is too large. A resume can be up to 10 MB and a profile photo up to 5 MB.";

type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

export function limitRequestSize<C>(maxBytes: number, handler: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    const length = Number(req.headers.get("content-length") ?? "");
    if (Number.isFinite(length) && length > maxBytes) {
      return Response.json({ result: false, error: UPLOAD_TOO_LARGE }, { status: 413 });
    }
    return handler(req, ctx);
  };
}
