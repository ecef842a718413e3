import type { Metadata } from "next";
import Link from "next/link";
import { requireUser } from "@/app/dashboard/_lib/session";
import { getMfaStatus } from "@/lib/auth/mfa/manage";
import { pendingEmailChange } from "@/lib/auth/change-email";
import { EmailSection } from "@/components/security/email-section";
import { MfaSection } from "@/components/security/mfa-section";
import { PasskeysSection } from "@/components/security/passkeys-section";
import { SessionsSection } from "@/components/security/sessions-section";

export const metadata: Metadata = { title: "Security" };

/** Sign-in security: the e-mail address, the password, two-step sign-in, passkeys and where the account is signed in. */
export default async function SecurityPage() {
  const user = await requireUser();
  const [mfa, pending] = await Promise.all([getMfaStatus(user), pendingEmailChange(user.id)]);
  const hasPassword = Boolean(user.passwordHash);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Security</h1>
        <p className="mt-1 text-slate-500">How you sign in to Gigline, and where you are signed in.</p>
      </div>

      <EmailSection email={user.email} hasPassword={hasPassword} mfa={mfa} pending={pending} />

      <section aria-labelledby="password-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="password-title" className="text-lg font-semibold text-slate-900">
          Password
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {hasPassword
            ? "Use a password you use nowhere else. You can sign out your other devices when you change it."
            : "Your account signs in with Google or Facebook and has no password yet. To set one, sign out and use Forgot Password on the sign-in page."}
        </p>
        {hasPassword && (
          <Link
            href="/dashboard/change-password"
            className="mt-4 inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            Change password
          </Link>
        )}
      </section>

      <MfaSection initial={mfa} />

      <PasskeysSection mfa={mfa} />

      <SessionsSection mfa={mfa} />

      <section aria-labelledby="email-settings-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="email-settings-title" className="text-lg font-semibold text-slate-900">
          E-mail notifications
        </h2>
        <p className="mt-1 text-sm text-slate-600">Choose which e-mails about your work reach you. Security e-mails are always sent.</p>
        <Link
          href="/dashboard/notification-settings"
          className="mt-4 inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Notification settings
        </Link>
      </section>
    </div>
  );
}
