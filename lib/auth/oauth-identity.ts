import type { Account, Profile } from "next-auth";
import type { SocialProfile } from "@/lib/auth/social-profile";

/**
 * The social identity in next-auth's OAuth callback (the server itself exchanged the code with the
 * provider, so this is verified). The e-mail is kept only when the provider vouches for it: Google says
 * so in email_verified, Facebook only hands out confirmed addresses.
 */
export function identityFromOAuth(account: Account, profile: Profile | undefined): SocialProfile | null {
  if (account.provider !== "google" && account.provider !== "facebook") return null;
  const p = (profile ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");
  const [first, ...rest] = str(p.name).split(/\s+/);
  if (account.provider === "google") {
    return {
      socialType: "google",
      socialId: account.providerAccountId,
      email: p.email_verified === true ? str(p.email).toLowerCase() : "",
      firstName: (str(p.given_name) || first || "").slice(0, 60),
      lastName: (str(p.family_name) || rest.join(" ")).slice(0, 60),
      avatar: httpsUrl(p.picture),
    };
  }
  const picture = (p.picture as { data?: { url?: unknown } } | undefined)?.data?.url;
  return {
    socialType: "facebook",
    socialId: account.providerAccountId,
    email: str(p.email).toLowerCase(),
    firstName: (str(p.first_name) || first || "").slice(0, 60),
    lastName: (str(p.last_name) || rest.join(" ")).slice(0, 60),
    avatar: httpsUrl(picture),
  };
}

const httpsUrl = (v: unknown) => (typeof v === "string" && /^https:\/\//.test(v) ? v.slice(0, 1000) : "");
