import type { Metadata } from "next";
import Link from "next/link";
import { AuthShell } from "@/components/auth/auth-shell";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password" };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function ForgotPasswordPage({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  return (
    <AuthShell
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a 6-digit code to reset it."
      footer={
        <Link href="/" className="font-semibold text-brand-600 hover:underline">
          ← Back to Sign In
        </Link>
      }
    >
      <ForgotPasswordForm email={typeof sp.email === "string" ? sp.email : undefined} />
    </AuthShell>
  );
}
