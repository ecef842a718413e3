import { SignJWT, jwtVerify } from "jose";

// API tokens (user/login, register_*): HS256 JWTs carrying the user id and their session version.
// A token dies when the user's sessionVersion moves on (password change/reset, account deletion).
const TOKEN_TTL = "30d";

export function authSecret(): string {
  const s = process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET;
  if (!s) throw new Error("NEXTAUTH_SECRET is not set");
  return s;
}

const key = () => new TextEncoder().encode(authSecret());

export async function signApiToken(user: { id: string; sessionVersion: number }): Promise<string> {
  return new SignJWT({ sv: user.sessionVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuedAt()
    .setIssuer("gigline")
    .setExpirationTime(TOKEN_TTL)
    .sign(key());
}

export async function verifyApiToken(token: string): Promise<{ sub: string; sv: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: "gigline", algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.sv !== "number") return null;
    return { sub: payload.sub, sv: payload.sv };
  } catch {
    return null;
  }
}
