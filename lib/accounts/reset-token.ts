import "server-only";
import crypto from "node:crypto";

/** 256 random bits, base64url: the proof verify_resetcode hands to the one client that sent the right code. */
export function newResetToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** Only this hash is stored (PasswordResetCode.tokenHash): a database reader cannot use a token. */
export function hashResetToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}
