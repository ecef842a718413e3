import type { Metadata } from "next";
import Link from "next/link";
import { ChangePasswordForm } from "@/components/profile/change-password-form";
import { DeleteAccount } from "@/components/profile/delete-account";
import { requireUser } from "@/app/dashboard/_lib/session";

export const metadata: Metadata = { title: "Change Password" };

export default async function ChangePasswordPage() {
  const user = await requireUser();
  const hasPassword = Boolean(user.passwordHash);
  const mfaEnabled = Boolean(user.totpEnabledAt);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <Link href="/dashboard/edit-profile" className="text-sm font-medium text-brand-700 hover:underline">
            ← Back to profile
          </Link>
          <Link href="/dashboard/security" className="text-sm font-medium text-brand-700 hover:underline">
            Security settings
          </Link>
        </div>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">Change Password</h1>
        <p className="mt-1 text-slate-500">
          You can sign out on every other device as you change it. See where you are signed in, two-step sign-in and your e-mail address
          under{" "}
          <Link href="/dashboard/security" className="font-medium text-brand-700 hover:underline">
            Security
          </Link>
          .
        </p>
      </div>

      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {hasPassword ? (
          <ChangePasswordForm mfaEnabled={mfaEnabled} />
        ) : (
          <p className="text-sm text-slate-600">
            Your account signs in with Google or Facebook and has no password yet. To set one, sign out and use{" "}
            <span className="font-medium">Forgot Password</span> on the sign-in page.
          </p>
        )}
      </section>

      <section className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold text-red-700">Delete account</h2>
        <p className="mt-1 text-sm text-slate-600">
          Once your account is deleted, you cannot sign in with it again and your profile disappears from Gigline.
        </p>
        <div className="mt-4">
          <DeleteAccount hasPassword={hasPassword} />
        </div>
      </section>
    </div>
  );
}
