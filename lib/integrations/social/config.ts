// Which social providers the server can use. A provider is usable only with both its client id and
// secret: the secret signs Facebook's appsecret_proof, and both are what next-auth's OAuth flow needs.
import "server-only";
import { env } from "@/lib/env";

export type SocialType = "google" | "facebook";

export type SocialProviderConfig = { clientId: string; clientSecret: string };

export function socialProviderConfig(type: SocialType): SocialProviderConfig | null {
  const clientId = type === "google" ? env.GOOGLE_CLIENT_ID : env.FACEBOOK_CLIENT_ID;
  const clientSecret = type === "google" ? env.GOOGLE_CLIENT_SECRET : env.FACEBOOK_CLIENT_SECRET;
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

export const googleApiBase = () => env.GOOGLE_API_BASE;
export const facebookGraphBase = () => env.FACEBOOK_GRAPH_BASE;

/**
 * Google client ids whose access tokens we accept: ours, plus any extra ones (comma-separated in
 * GOOGLE_ALLOWED_CLIENT_IDS) such as the ids of the mobile apps that call user/login_with_social.
 */
export function googleAllowedClientIds(): string[] {
  const own = socialProviderConfig("google")?.clientId;
  const extra = env.GOOGLE_ALLOWED_CLIENT_IDS;
  return [own, ...extra].filter((s): s is string => Boolean(s));
}
