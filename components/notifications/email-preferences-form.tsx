"use client";
// The notification settings page's switches: one per kind of e-mail the person may turn off, each saved on
// its own as it is flipped (user/update_email_preferences), the list then shown as the server answers it.
import { useState } from "react";
import { useApiMutation } from "@/hooks/use-api-mutation";
import type { EmailKind, EmailPreference } from "@/lib/notifications/email-preferences";

export function EmailPreferencesForm({ initial }: { initial: EmailPreference[] }) {
  const [prefs, setPrefs] = useState(initial);
  const [saving, setSaving] = useState<EmailKind | null>(null);
  const save = useApiMutation("user/update_email_preferences", {
    refresh: false,
    success: (_d, v) => `${labelOf(prefs, v.kind)}: e-mails turned ${v.enabled ? "on" : "off"}.`,
    onSuccess: (d) => setPrefs(d.preferences),
  });

  const flip = async (kind: EmailKind, enabled: boolean) => {
    setSaving(kind);
    await save.run({ kind, enabled });
    setSaving(null);
  };

  return (
    <ul className="divide-y divide-slate-100" data-testid="email-preferences">
      {prefs.map((p) => {
        const id = `email-kind-${p.kind}`;
        return (
          <li key={p.kind} className="flex items-start justify-between gap-4 py-4">
            <div className="min-w-0">
              <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-slate-900">
                {p.label}
              </label>
              <p id={`${id}-help`} className="mt-0.5 text-sm text-slate-500">
                {p.description}
              </p>
            </div>
            <button
              id={id}
              type="button"
              role="switch"
              aria-checked={p.enabled}
              aria-labelledby={`${id}-label`}
              aria-describedby={`${id}-help`}
              disabled={saving !== null}
              onClick={() => flip(p.kind, !p.enabled)}
              data-testid={id}
              className={`relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-70 ${
                p.enabled ? "bg-brand-600" : "bg-slate-300"
              }`}
            >
              <span
                aria-hidden
                className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${p.enabled ? "translate-x-6" : "translate-x-1"}`}
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function labelOf(prefs: EmailPreference[], kind: string) {
  return prefs.find((p) => p.kind === kind)?.label ?? "E-mail";
}
