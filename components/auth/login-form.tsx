"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { useSignInFields, type SignInSchema } from "@/hooks/use-sign-in-fields";
import { api } from "@/lib/api-client";
import { useApiAction } from "@/hooks/use-api-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { PasswordInput } from "@/components/auth/password-input";
import { SocialButtons, type SocialProviderId } from "@/components/auth/social-buttons";
import { useFinishSignIn } from "@/components/auth/use-finish-sign-in";
import { PasskeySignInButton } from "@/components/auth/passkey-sign-in-button";
import { MFA_MSG } from "@/lib/auth/mfa/messages";

// the second step of an account with two-step sign-in: its code goes with the sign-in only once the password is
// accepted, not with the page's first load
// (React's lazy: next/dynamic would add its own loader to the page)
const MfaCodeForm = lazy(() => import("@/components/auth/mfa-code-form").then((m) => ({ default: m.MfaCodeForm })));

// the server's rules and messages for these two fields, loaded with zod on first use (hooks/use-sign-in-fields.ts)
const loadFormSchema = (): Promise<SignInSchema> =>
  import("@/lib/accounts/schemas").then((m) => m.loginSchema.pick({ email: true, password: true }));

/** Sign-in notices carried in the URL: next-auth's error codes and our own hand-offs. */
export const SOCIAL_CANCELLED = "User cancelled login or did not fully authorize.";
const NOTICES: Record<string, { kind: "error" | "success" | "info"; text: string }> = {
  OAuthCallback: { kind: "error", text: SOCIAL_CANCELLED },
  AccessDenied: { kind: "error", text: SOCIAL_CANCELLED },
  OAuthSignin: { kind: "error", text: SOCIAL_CANCELLED },
  Callback: { kind: "error", text: SOCIAL_CANCELLED },
  OAuthAccountNotLinked: { kind: "error", text: "This e-mail address already belongs to an account. Sign in with your password." },
  SessionRequired: { kind: "info", text: "Please sign in to continue." },
  reset: { kind: "success", text: "Your password has been reset. Sign in with your new password." },
  deleted: { kind: "info", text: "Your account has been deleted." },
  // a Google or Facebook sign-in of an admin who has not finished the set-up link (lib/auth/next-auth.ts)
  AdminSetup: { kind: "error", text: MFA_MSG.AdminNeedsSetup },
  // a Google or Facebook sign-in of a suspended or closed account (lib/auth/next-auth.ts)
  AccountSuspended: { kind: "error", text: "Your account is suspended. Sign in with your password to see until when." },
  AccountClosed: { kind: "error", text: "Your account has been closed." },
  // /login/verify without a live challenge
  mfaExpired: { kind: "error", text: MFA_MSG.ChallengeExpired },
};

export function LoginForm({
  next,
  notice,
  email: initialEmail,
  providers,
}: {
  next?: string;
  notice?: string;
  email?: string;
  providers: SocialProviderId[];
}) {
  const toast = useToast();
  const router = useRouter();
  const finish = useFinishSignIn();
  const shown = useRef(false);
  // set when the password was right and the account signs in with a second step (user/login_mfa)
  const [challenge, setChallenge] = useState<string | null>(null);
  const { register, handleSubmit, setFocus, warm, errors } = useSignInFields(loadFormSchema, { email: initialEmail ?? "", password: "" });

  // Show a notice once, then drop it from the address so a reload does not repeat it.
  useEffect(() => {
    if (!notice || shown.current) return;
    shown.current = true;
    const n = NOTICES[notice] ?? { kind: "error" as const, text: SOCIAL_CANCELLED };
    toast[n.kind](n.text);
    const url = new URL(window.location.href);
    url.searchParams.delete("error");
    url.searchParams.delete("notice");
    router.replace(url.pathname + url.search, { scroll: false });
  }, [notice, toast, router]);

  useEffect(() => {
    setFocus(initialEmail ? "password" : "email");
  }, [setFocus, initialEmail]);

  // signing in is the call and the session hand-off (finish navigates away): busy until the page changes
  const login = useApiAction(
    async (v: { email: string; password: string }) => {
      const data = await api("user/login", { ...v, device_token: "", os: "web" });
      if ("mfaRequired" in data) return setChallenge(data.challenge);
      await finish(data.token, next);
    },
    { refresh: false, fallbackError: "Sign-in failed" },
  );
  const busy = login.isPending || (login.isSuccess && !challenge);
  const onSubmit = handleSubmit(async ({ email, password }) => {
    await login.run({ email, password });
  });

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <MfaCodeForm
          challenge={challenge}
          next={next}
          onRestart={() => {
            setChallenge(null);
            login.reset();
          }}
        />
      </Suspense>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={onSubmit} {...warm} noValidate className="flex flex-col gap-4" aria-label="Sign in">
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register("email")}
        />
        <div className="flex flex-col gap-1.5">
          <PasswordInput
            autoComplete="current-password"
            placeholder="At least 8 characters"
            error={errors.password?.message}
            {...register("password")}
          />
          <div className="flex justify-end">
            <Link href="/forgot-password" className="text-sm font-medium text-brand-600 hover:underline">
              Forgot Password?
            </Link>
          </div>
        </div>
        <Button type="submit" size="lg" loading={busy} className="mt-1 w-full">
          Sign In
        </Button>
      </form>
      <PasskeySignInButton next={next} />
      <SocialButtons providers={providers} next={next} />
      <p className="text-center text-sm text-slate-600">
        New to Gigline?{" "}
        <Link href="/role" className="font-semibold text-brand-600 hover:underline">
          Create Account
        </Link>
      </p>
      <nav aria-label="Browse without an account" className="border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
        Just looking?{" "}
        <Link href="/jobs" className="font-semibold text-brand-600 hover:underline">
          Browse open jobs
        </Link>{" "}
        or{" "}
        <Link href="/pros" className="font-semibold text-brand-600 hover:underline">
          browse skilled people
        </Link>
      </nav>
    </div>
  );
}
