import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthShell } from "@/components/auth/auth-shell";
import { MfaVerifyScreen } from "@/app/(auth)/login/verify/verify-screen";

export const metadata: Metadata = { title: "Two-step sign-in" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * /login/verify?challenge=…: the second step of a Google or Facebook sign-in of an account with two-step
 * sign-in on (lib/auth/next-auth.ts sends it here instead of opening a session).
 */
export default async function MfaVerifyPage({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const challenge = typeof sp.challenge === "string" ? sp.challenge : "";
  if (!challenge) redirect("/login?error=mfaExpired");
  return (
    <AuthShell
      title="Welcome back"
      subtitle="One more step to sign in."
      footer={
        <Link href="/login" className="font-semibold text-brand-600 hover:underline">
          ← Back to Sign In
        </Link>
      }
    >
      <MfaVerifyScreen challenge={challenge} />
    </AuthShell>
  );
}
