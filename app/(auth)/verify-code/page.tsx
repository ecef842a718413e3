import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthShell } from "@/components/auth/auth-shell";
import { VerifyCodeForm } from "@/components/auth/verify-code-form";

export const metadata: Metadata = { title: "Verify code" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** /verify-code?email=…: the code sent by /forgot-password. */
export default async function VerifyCodePage({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const email = typeof sp.email === "string" ? sp.email : "";
  if (!email) redirect("/forgot-password");
  return (
    <AuthShell
      title="Check your e-mail"
      subtitle={
        <>
          We sent a 6-digit code to <span className="font-semibold text-slate-700 [overflow-wrap:anywhere]">{email}</span>. It expires in 15
          minutes.
        </>
      }
      footer={
        <Link href={`/forgot-password?email=${encodeURIComponent(email)}`} className="text-slate-500 hover:text-slate-800">
          ← Use a different e-mail address
        </Link>
      }
    >
      <VerifyCodeForm email={email} />
    </AuthShell>
  );
}
