import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthShell } from "@/components/auth/auth-shell";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export const metadata: Metadata = { title: "Reset password" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** /reset-password?email=…: the reset token from /verify-code waits in the tab's storage, never in the URL. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const email = typeof sp.email === "string" ? sp.email : "";
  if (!email) redirect("/forgot-password");
  return (
    <AuthShell
      title="Choose a new password"
      subtitle={
        <>
          For <span className="font-semibold text-slate-700 [overflow-wrap:anywhere]">{email}</span>. Your other devices will be signed out.
        </>
      }
      footer={
        <Link href="/" className="font-semibold text-brand-600 hover:underline">
          ← Back to Sign In
        </Link>
      }
    >
      <ResetPasswordForm email={email} />
    </AuthShell>
  );
}
