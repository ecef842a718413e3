import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { mfaKey } from "@/lib/auth/mfa/keys";

const VERSION = "v1";
const AAD = Buffer.from("gigline totp secret");

/** A TOTP secret as stored: AES-256-GCM under an HKDF key, `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", mfaKey("totp-seal"), iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

/** The secret back; throws when the value was changed or sealed under another key. */
export function openSecret(sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("Not a sealed TOTP secret.");
  const decipher = createDecipheriv("aes-256-gcm", mfaKey("totp-seal"), Buffer.from(iv, "base64url"));
  decipher.setAAD(AAD);
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
