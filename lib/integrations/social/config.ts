// Which social providers the server can use. A provider is usable only with both its client id and
// secret: the secret signs Facebook's appsecret_proof, and both are what next-auth's OAuth flow needs.
export type SocialType = "google" | "facebook";

export type SocialProviderConfig = { clientId: string; clientSecret: string };

export function socialProviderConfig(type: SocialType): SocialProviderConfig | null {
  const prefix = type === "google" ? "GOOGLE" : "FACEBOOK";
  const clientId = process.env[`${prefix}_CLIENT_ID`]?.trim();
  const clientSecret = process.env[`${prefix}_CLIENT_SECRET`]?.trim();
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

export const googleApiBase = () => (process.env.GOOGLE_API_BASE?.trim() || "https://www.googleapis.com").replace(/\/+$/, "");
export const facebookGraphBase = () => (process.env.FACEBOOK_GRAPH_BASE?.trim() || "https://graph.facebook.com").replace(/\/+$/, "");

/**
 * Google client ids whose access tokens we accept: ours, plus any extra ones (comma-separated in
 * GOOGLE_ALLOWED_CLIENT_IDS) such as the ids of the mobile apps that call user/login_with_social.
 */
export function googleAllowedClientIds(): string[] {
  const own = socialProviderConfig("google")?.clientId;
  const extra = (process.env.GOOGLE_ALLOWED_CLIENT_IDS ?? "").split(",").map((s) => s.trim());
  return [own, ...extra].filter((s): s is string => Boolean(s));
}
