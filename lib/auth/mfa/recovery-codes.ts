import "server-only";
import { createHmac, randomInt } from "node:crypto";
import { mfaKey } from "@/lib/auth/mfa/keys";

export const RECOVERY_CODE_COUNT = 10;
/** RFC 4648 base32 in lower case: 5 bits a character, 50 bits a code. */
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
const CODE = /^[a-z2-7]{5}-[a-z2-7]{5}$/;

/** A set of new one-time codes, `xxxxx-xxxxx`, from the operating system's random source. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A code as typed (any case, spaces, with or without its hyphen) in its stored spelling; null if it is none. */
export function normalizeRecoveryCode(typed: string): string | null {
  const bare = typed.toLowerCase().replace(/[\s-]/g, "");
  if (bare.length !== 10) return null;
  const code = `${bare.slice(0, 5)}-${bare.slice(5)}`;
  return CODE.test(code) ? code : null;
}

/**
 * The stored form: HMAC-SHA256 under a key derived from the app's secret. A code has 50 random bits, too few
 * for a bare hash to resist guessing from a copied table, and too many for a slow hash to be worth its time.
 */
export function hashRecoveryCode(code: string): string {
  return createHmac("sha256", mfaKey("recovery-code")).update(code).digest("base64url");
}

/** 6 digits: a TOTP code; anything else is read as a recovery code. */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ""));
}
