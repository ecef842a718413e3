"use client";
// The notification settings page's switches: one per kind of e-mail the person may turn off, each saved on
// its own as it is flipped (user/update_email_preferences), the list then shown as the server answers it.
import { useState } from "react";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { ToggleSwitch } from "@/components/ui/toggle-switch";
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
            <ToggleSwitch id={id} on={p.enabled} disabled={saving !== null} onFlip={() => flip(p.kind, !p.enabled)} />
          </li>
        );
      })}
    </ul>
  );
}

function labelOf(prefs: EmailPreference[], kind: string) {
  return prefs.find((p) => p.kind === kind)?.label ?? "E-mail";
}
