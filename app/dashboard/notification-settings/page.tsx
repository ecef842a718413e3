import type { Metadata } from "next";
import { requireUser } from "@/app/dashboard/_lib/session";
import { EMAIL_PREFS_MSG, preferencesOf } from "@/lib/notifications/email-preferences";
import { EmailPreferencesForm } from "@/components/notifications/email-preferences-form";

export const metadata: Metadata = { title: "Notification Settings" };

/** Which e-mails the person gets: a switch per kind of event; security and money mail is always sent. */
export default async function NotificationSettingsPage() {
  const user = await requireUser();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Notification Settings</h1>
        <p className="mt-1 text-slate-500">Choose which e-mails Gigline sends you. Every change is saved at once.</p>
      </div>
      <section
        aria-labelledby="email-kinds-title"
        className="rounded-2xl border border-slate-200 bg-white px-5 pt-5 pb-1 shadow-sm sm:px-6 sm:pt-6"
      >
        <h2 id="email-kinds-title" className="text-lg font-semibold text-slate-900">
          E-mails about your work
        </h2>
        <p className="mt-1 text-sm text-slate-600">You always see these updates under the bell in the app.</p>
        <EmailPreferencesForm initial={preferencesOf(user)} />
      </section>
      <section aria-labelledby="always-title" className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
        <h2 id="always-title" className="text-base font-semibold text-slate-900">
          Always sent
        </h2>
        <p className="mt-1 text-sm text-slate-600" data-testid="always-sent">
          {EMAIL_PREFS_MSG.alwaysSent}
        </p>
      </section>
    </div>
  );
}
