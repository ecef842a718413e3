// The file store behind avatars and resumes: local disk by default, any S3-compatible bucket when
// S3_BUCKET is set. Callers only see keys such as "avatars/<userId>/<random>.png".
import { createLocalDiskStorage } from "@/lib/integrations/storage/local-disk";
import { createS3Storage } from "@/lib/integrations/storage/s3";
import { FILES_ROUTE, isValidKey } from "@/lib/integrations/storage/keys";
import { readEnv } from "@/lib/env";

export type StoredObject = { bytes: Uint8Array; contentType: string };

export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such object */
  get(key: string): Promise<StoredObject | null>;
  /** removing a missing object is not an error */
  remove(key: string): Promise<void>;
  /** where a browser can fetch the object (only meaningful for public keys such as avatars) */
  publicUrl(key: string): string;
}

// Chosen from the environment on each call (cheap) so tests and scripts can switch adapters.
let cached: { signature: string; storage: Storage } | undefined;

export function getStorage(): Storage {
  const env = readEnv();
  const signature = [
    env.S3_BUCKET,
    env.S3_ENDPOINT,
    env.S3_REGION,
    env.S3_ACCESS_KEY_ID,
    env.S3_SECRET_ACCESS_KEY,
    env.S3_PUBLIC_URL,
    env.STORAGE_DIR,
  ].join("|");
  if (cached?.signature === signature) return cached.storage;
  const storage = env.S3_BUCKET
    ? createS3Storage({
        bucket: env.S3_BUCKET,
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        publicUrl: env.S3_PUBLIC_URL,
      })
    : createLocalDiskStorage(env.STORAGE_DIR);
  cached = { signature, storage };
  return storage;
}

/**
 * The key of an object we stored, given the URL we handed out for it (User.avatar holds a URL). External
 * URLs (a social profile picture) give null: they are not ours to remove.
 */
export function keyFromPublicUrl(url: string, storage: Storage = getStorage()): string | null {
  if (!url) return null;
  const candidates = [FILES_ROUTE];
  const probe = storage.publicUrl("x");
  candidates.push(probe.slice(0, -1));
  for (const prefix of candidates) {
    if (url.startsWith(prefix)) {
      let key: string;
      try {
        key = url.slice(prefix.length).split("/").map(decodeURIComponent).join("/");
      } catch {
        return null;
      }
      return isValidKey(key) ? key : null;
    }
  }
  return null;
}
