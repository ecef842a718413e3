// Avatar and resume objects in the storage service. Files are written BEFORE the database transaction
// that points at them and removed again when it fails; replaced files are removed after it commits.
import "server-only";
import crypto from "node:crypto";
import { getStorage } from "@/lib/integrations/storage/storage";
import { keyFromPublicUrl } from "@/lib/integrations/storage/storage";
import type { CheckedAvatar, CheckedResume } from "@/lib/uploads/check-upload";

// Random names: avatar URLs are public and cached forever, so each upload gets a fresh, unguessable key.
const randomName = () => crypto.randomBytes(16).toString("hex");

export async function storeAvatar(avatar: CheckedAvatar, folder: "avatars" | "logos" = "avatars"): Promise<{ key: string; url: string }> {
  const storage = getStorage();
  const key = `${folder}/${randomName()}.${avatar.ext}`;
  await storage.put(key, avatar.bytes, avatar.contentType);
  return { key, url: storage.publicUrl(key) };
}

export async function storeResume(resume: CheckedResume): Promise<string> {
  const key = `resumes/${randomName()}.pdf`;
  await getStorage().put(key, resume.bytes, "application/pdf");
  return key;
}

/** The storage key behind an avatar URL we issued; null for external pictures (social sign-ups). */
export function avatarKey(url: string): string | null {
  return keyFromPublicUrl(url);
}

/** Best effort: a file left behind is harmless, a failed request because of it is not. */
export async function removeFiles(keys: (string | null | undefined)[]): Promise<void> {
  const storage = getStorage();
  await Promise.all(
    keys
      .filter((k): k is string => Boolean(k))
      .map((k) => storage.remove(k).catch((err) => console.error("[storage] could not remove", k, err))),
  );
}
