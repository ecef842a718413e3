import { AuthShell } from "@/components/auth/auth-shell";
import { LoginForm } from "@/components/auth/login-form";
import { configuredSocialProviders } from "@/lib/auth/social-config";

type Search = Promise<Record<string, string | string[] | undefined>>;

/** The sign-in screen of / and /login, without the client providers (each page's tree mounts them once). */
export async function SignInScreen({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const one = (k: string) => (typeof sp[k] === "string" ? (sp[k] as string) : undefined);
  return (
    <AuthShell title="Welcome back" subtitle="Sign in to manage your jobs, messages and payments.">
      <LoginForm
        next={one("next") ?? one("callbackUrl")}
        notice={one("error") ?? one("notice")}
        email={one("email")}
        providers={configuredSocialProviders()}
      />
    </AuthShell>
  );
}
