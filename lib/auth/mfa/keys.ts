import "server-only";
import { hkdfSync } from "node:crypto";
import { authSecret, env } from "@/lib/env";

/**
 * Keys of the second factor, each derived with HKDF-SHA256 under its own label, so no key serves two
 * purposes. The input is DATA_ENCRYPTION_KEY when it is set (the key that also encrypts stored bank numbers),
 * so rotating the signing secret leaves set-ups working; without it (development, tests) the signing secret.
 */
export function mfaKey(purpose: "totp-seal" | "recovery-code"): Buffer {
  return Buffer.from(hkdfSync("sha256", env.DATA_ENCRYPTION_KEY || authSecret(), "gigline mfa", `gigline ${purpose} v1`, 32));
}
