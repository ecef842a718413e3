import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { getStorage } from "@/lib/integrations/storage/storage";

export const NO_RESUME = "This person has not uploaded a resume.";

/** The stored resume of a live user: its bytes and original file name; 404 when there is none. */
export async function readResume(userId: string): Promise<{ bytes: Uint8Array; name: string }> {
  const resume = await db.resume.findFirst({ where: { userId, user: { deletedAt: null } } });
  if (!resume) throw notFound(NO_RESUME);
  const object = await getStorage().get(resume.storageKey);
  if (!object) throw notFound(NO_RESUME);
  return { bytes: object.bytes, name: resume.name };
}
