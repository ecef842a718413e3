// Safe to import in the browser: the shape of a social identity and an unverified peek at a social
// token's payload, used only to prefill the sign-up form (the server verifies the token itself).
export type SocialProfile = {
  socialType: "google" | "facebook";
  socialId: string;
  email: string;
  firstName: string;
  lastName: string;
  avatar: string;
};

export function peekSocialToken(token: string): Partial<SocialProfile> | null {
  try {
    const part = token.split(".")[1];
    const json = atob(part.replace(/-/g, "+").replace(/_/g, "/"));
    return JSON.parse(json);
  } catch {
    return null;
  }
}
