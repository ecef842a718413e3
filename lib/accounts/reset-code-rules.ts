import crypto from "node:crypto";
import { authSecret } from "@/lib/env";

export function newResetCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
}

/** Codes are stored as a keyed hash bound to the user, so a database reader cannot use them. */
export function hashResetCode(userId: string, code: string): string {
  return crypto.createHmac("sha256", authSecret()).update(`reset:${userId}:${code}`).digest("hex");
}

export function resetCodeMatches(userId: string, code: string, stored: string): boolean {
  const a = Buffer.from(hashResetCode(userId, code), "hex");
  const b = Buffer.from(stored, "hex");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
