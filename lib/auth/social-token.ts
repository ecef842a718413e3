import "server-only";
import { SignJWT, jwtVerify } from "jose";
import { authSecret } from "@/lib/env";
import type { SocialProfile } from "@/lib/auth/social-profile";

// A short-lived signed proof that the server itself saw this social identity (next-auth's OAuth callback
// or user/login_with_social after checking the provider's access token). The sign-up screens carry it to
// register_customer / register_provider as `socialToken`, so no client can invent a socialId.
const TTL = "30m";
const key = () => new TextEncoder().encode(authSecret());

export async function signSocialToken(profile: SocialProfile): Promise<string> {
  return new SignJWT({ ...profile })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer("gigline-social")
    .setIssuedAt()
    .setExpirationTime(TTL)
    .sign(key());
}

export async function verifySocialToken(token: string): Promise<SocialProfile | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: "gigline-social", algorithms: ["HS256"] });
    const p = payload as unknown as SocialProfile;
    if ((p.socialType !== "google" && p.socialType !== "facebook") || !p.socialId) return null;
    return {
      socialType: p.socialType,
      socialId: String(p.socialId),
      email: String(p.email ?? ""),
      firstName: String(p.firstName ?? ""),
      lastName: String(p.lastName ?? ""),
      avatar: String(p.avatar ?? ""),
    };
  } catch {
    return null;
  }
}
