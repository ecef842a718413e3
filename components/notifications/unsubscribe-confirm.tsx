"use client";
// The unsubscribe page's one button: turns the link's kind of e-mail off (user/unsubscribe_email), signed out
// or in. Opening the page changes nothing (mail scanners open links); the press does. A public page has no
// toast or query providers: the call and its answer live in this component.
import { useState } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";

export function UnsubscribeConfirm({ token, label, email }: { token: string; label: string; email: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const go = async () => {
    setPending(true);
    setFailed(null);
    try {
      setDone((await api("user/unsubscribe_email", { token })).message);
    } catch (err) {
      setFailed(err instanceof Error ? err.message : "Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <div role="status" className="space-y-3">
        <p className="text-slate-800" data-testid="unsubscribe-done">
          {done}
        </p>
        <p className="text-sm text-slate-600">
          You can turn them back on, and choose your other e-mails, in your{" "}
          <Link href="/dashboard/notification-settings" className="font-medium text-brand-700 underline">
            notification settings
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Stop e-mails about <strong>{label}</strong> to <strong className="break-all">{email}</strong>?
      </p>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {failed}
        </p>
      )}
      <Button onClick={go} loading={pending} data-testid="unsubscribe-confirm">
        Unsubscribe
      </Button>
    </div>
  );
}
