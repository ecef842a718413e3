"use client";
// The profile's setting for chat e-mails: "E-mail me when a message waits unread for 10 minutes".
import { useState } from "react";
import { useApiMutation } from "@/hooks/use-api-mutation";

export function AwayEmailSetting({ initial }: { initial: boolean }) {
  const [enabled, setEnabled] = useState(initial);
  const save = useApiMutation("chat/set_email_when_away", {
    refresh: false,
    success: (_d, vars: { enabled: boolean }) => (vars.enabled ? "Message e-mails turned on." : "Message e-mails turned off."),
    onSuccess: (_d, vars: { enabled: boolean }) => setEnabled(vars.enabled),
  });
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" aria-labelledby="chat-email-title">
      <h2 id="chat-email-title" className="text-lg font-semibold text-slate-900">
        Messages
      </h2>
      <label className="mt-3 flex items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4"
          checked={enabled}
          disabled={save.isPending}
          onChange={(e) => save.run({ enabled: e.target.checked })}
          data-testid="chat-email-setting"
        />
        <span>E-mail me when a message waits unread for 10 minutes (at most one e-mail per conversation an hour).</span>
      </label>
    </section>
  );
}
