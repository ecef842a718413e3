import { hkdfSync } from "node:crypto";
import { authSecret } from "@/lib/env";

/**
 * Keys of the second factor, each derived from the app's signing secret with HKDF-SHA256 under its own
 * label, so no key serves two purposes and none is the signing secret itself.
 */
export function mfaKey(purpose: "totp-seal" | "recovery-code"): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret(), "gigline mfa", `gigline ${purpose} v1`, 32));
}
