import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthShell } from "@/components/auth/auth-shell";
import { RegisterForm } from "@/components/auth/register-form";
import { SignupProgress } from "@/components/auth/signup-progress";

export const metadata: Metadata = { title: "Create an account" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** /register?type=customer|provider[&social=…]: without a role the person chooses one first. */
export default async function RegisterPage({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const type = sp.type === "customer" || sp.type === "provider" ? sp.type : null;
  const social = typeof sp.social === "string" ? sp.social : undefined;
  if (!type) redirect(social ? `/role?social=${encodeURIComponent(social)}` : "/role");
  const back = social ? `/role?social=${encodeURIComponent(social)}` : "/role";
  return (
    <AuthShell
      title={type === "customer" ? "Create your employer account" : "Create your worker account"}
      subtitle={
        type === "customer" ? (
          "Post your first job in minutes. Personal or company, it is free to join."
        ) : (
          <div className="flex flex-col gap-4">
            <span>Tell us about yourself. Next you will pick your categories and build your profile.</span>
            <SignupProgress current="register" />
          </div>
        )
      }
      footer={
        <div className="flex flex-col gap-2">
          <span>
            Already have an account?{" "}
            <Link href="/" className="font-semibold text-brand-600 hover:underline">
              Sign In
            </Link>
          </span>
          <Link href={back} className="text-slate-500 hover:text-slate-800">
            ← Back
          </Link>
        </div>
      }
    >
      <RegisterForm type={type} social={social} />
    </AuthShell>
  );
}
