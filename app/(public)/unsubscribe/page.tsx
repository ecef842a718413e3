import type { Metadata } from "next";
import Link from "next/link";
import { describeUnsubscribeToken } from "@/lib/notifications/unsubscribe";
import { UnsubscribeConfirm } from "@/components/notifications/unsubscribe-confirm";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };

/**
 * Where an event e-mail's unsubscribe link leads, signed out or in: it names the kind and the (masked)
 * address and asks once; the button turns that one kind off. A used, altered or expired link says so.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const found = await describeUnsubscribeToken(token);
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="mb-4 text-2xl font-bold text-slate-900">Unsubscribe</h1>
        {found.state === "ready" ? (
          <UnsubscribeConfirm token={token} label={found.label} email={found.email} />
        ) : (
          <div className="space-y-3">
            <p className="text-slate-700" data-testid="unsubscribe-invalid">
              {found.message}
            </p>
            <Link href="/dashboard/notification-settings" className="inline-block font-medium text-brand-700 underline">
              Open notification settings
            </Link>
          </div>
        )}
      </div>
    </main>
  );
}
