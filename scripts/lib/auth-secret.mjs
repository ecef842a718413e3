import fs from "node:fs";
import crypto from "node:crypto";

/** The secret that signs sessions and API tokens: AUTH_SECRET / NEXTAUTH_SECRET, else one kept in .data/. */
export function authSecret() {
  const fromEnv = process.env.AUTH_SECRET || process.env.NEXTAUTH_SECRET;
  if (fromEnv) return fromEnv;
  const file = ".data/auth-secret";
  if (!fs.existsSync(file)) {
    fs.mkdirSync(".data", { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}
