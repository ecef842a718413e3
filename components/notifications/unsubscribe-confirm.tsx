"use client";
// The unsubscribe page's one button: turns the link's kind of e-mail off (user/unsubscribe_email), signed out
// or in. Opening the page changes nothing (mail scanners open links); the press does.
import { useState } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { useApiMutation } from "@/hooks/use-api-mutation";
import type { unsubscribeWithToken } from "@/lib/notifications/unsubscribe";

type Answer = Awaited<ReturnType<typeof unsubscribeWithToken>>;

export function UnsubscribeConfirm({ token, label, email }: { token: string; label: string; email: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const go = useApiMutation<{ token: string }, Answer>("user/unsubscribe_email", {
    refresh: false,
    onSuccess: (d) => setDone(d.message),
    onError: (err) => {
      setFailed(err.message);
      return true;
    },
  });

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
      <Button onClick={() => go.run({ token })} loading={go.isPending} data-testid="unsubscribe-confirm">
        Unsubscribe
      </Button>
    </div>
  );
}
