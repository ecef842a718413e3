// Server only (reads the environment): which social sign-in buttons the login page shows.
import "server-only";
import { socialProviderConfig, type SocialType } from "@/lib/integrations/social/config";

export function configuredSocialProviders(): SocialType[] {
  return (["google", "facebook"] as const).filter((t) => socialProviderConfig(t) !== null);
}
