import { SignJWT, jwtVerify } from "jose";
import { openSession, type ClientInfo } from "@/lib/session/sessions";
import { authSecret } from "@/lib/env";
import { verifiedCache } from "@/lib/session/verified-cache";

// API tokens (user/login, register_*, change_password): HS256 JWTs carrying the user id (sub), the
// session version (sv) and the id of their server-side Session (sid). The token is only a pointer: the
// session row decides whether it still works (sign-out, expiry, password change, account deletion).
const TOKEN_TTL = "30d"; // = SESSION_ABSOLUTE_MS; the row usually ends it earlier

const key = () => new TextEncoder().encode(authSecret());

export type TokenClaims = { sub: string; sv: number; sid: string };

/** Opens an API session for the user and answers its token. */
export async function signApiToken(user: { id: string; sessionVersion: number }, client: ClientInfo = {}): Promise<string> {
  const session = await openSession(user.id, "api", client);
  return signTokenFor({ sub: user.id, sv: user.sessionVersion, sid: session.id });
}

/** Signs a token for an already opened session (e.g. one opened inside a transaction). */
export async function signTokenFor(claims: TokenClaims): Promise<string> {
  return new SignJWT({ sv: claims.sv, sid: claims.sid })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setIssuer("gigline")
    .setExpirationTime(TOKEN_TTL)
    .sign(key());
}

// Tokens whose signature was checked, until their expiry (lib/session/verified-cache.ts).
const verified = verifiedCache<TokenClaims>();

export async function verifyApiToken(token: string): Promise<TokenClaims | null> {
  const secret = authSecret();
  const hit = verified.get(token, secret);
  if (hit) return hit;
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: "gigline", algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.sv !== "number" || typeof payload.sid !== "string") return null;
    const claims = { sub: payload.sub, sv: payload.sv, sid: payload.sid };
    if (typeof payload.exp === "number") verified.set(token, secret, payload.exp, claims);
    return claims;
  } catch {
    return null;
  }
}
