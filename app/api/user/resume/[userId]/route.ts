// GET /api/user/resume/{userId} – an employee's resume PDF, for any signed-in user (employers read it
// when hiring). Never public: it is not served through /api/files.
import { route } from "@/lib/http/route";
import { readResume } from "@/lib/profiles/read-resume";

export const GET = route({}, async ({ params }) => {
  const file = await readResume(params.userId ?? "");
  return new Response(file.bytes as BodyInit, {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(file.bytes.byteLength),
      "content-disposition": contentDisposition(file.name),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
});

/** The original name: an ASCII fallback plus the exact UTF-8 name (RFC 6266 / 5987). */
function contentDisposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
