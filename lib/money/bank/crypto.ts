// Bank numbers at rest: AES-256-GCM (random 12-byte IV, 16-byte tag), stored as "v1:" + base64(iv|tag|data).
// The key: DATA_ENCRYPTION_KEY (32 bytes, hex or base64). Without it (development, tests) the key is
// derived from the auth secret (sha-256 of "gigline data encryption\n" + NEXTAUTH_SECRET): set a separate
// key in production, because rotating the auth secret would otherwise make stored values unreadable.
// Server-only. Plain values never go to logs or answers: only their last four digits do.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { authSecret, env } from "@/lib/env";

function key(): Buffer {
  const configured = env.DATA_ENCRYPTION_KEY;
  if (configured) return /^[0-9a-f]{64}$/i.test(configured) ? Buffer.from(configured, "hex") : Buffer.from(configured, "base64");
  return createHash("sha256").update("gigline data encryption\n").update(authSecret()).digest();
}

export function encryptText(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString("base64")}`;
}

export function decryptText(stored: string): string {
  if (!stored.startsWith("v1:")) throw new Error("unknown encrypted value format");
  const raw = Buffer.from(stored.slice(3), "base64");
  const decipher = createDecipheriv("aes-256-gcm", key(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

/** "•••• 6789" style: the last four characters only. */
export function lastFour(digits: string): string {
  return digits.slice(-4);
}
