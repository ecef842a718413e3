import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { LoginForm } from "@/components/auth/login-form";
import { Providers } from "@/components/providers";
import { configuredSocialProviders } from "@/lib/auth/social-config";

export const metadata: Metadata = {
  title: "Sign in",
  description: "Sign in to Gigline to post jobs, hire people for temporary work, or find your next gig.",
};

type Search = Promise<Record<string, string | string[] | undefined>>;

/** The start page: sign in (proxy.ts sends people with a session on to /dashboard/home). */
export default async function LoginPage({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const one = (k: string) => (typeof sp[k] === "string" ? (sp[k] as string) : undefined);
  return (
    <Providers>
      <AuthShell title="Welcome back" subtitle="Sign in to manage your jobs, messages and payments.">
        <LoginForm next={one("next") ?? one("callbackUrl")} notice={one("error") ?? one("notice")} email={one("email")} providers={configuredSocialProviders()} />
      </AuthShell>
    </Providers>
  );
}
