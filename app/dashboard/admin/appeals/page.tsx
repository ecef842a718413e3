import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/app/dashboard/_lib/session";
import { listPendingAppeals } from "@/lib/reliability/appeals";
import { formatDate } from "@/lib/format/intl";
import { EmptyState } from "@/components/ui/empty-state";
import { AppealDecision } from "@/components/reliability/appeal-decision";

export const metadata: Metadata = { title: "Reliability Appeals" };

const day = (d: Date | null) => (d ? formatDate(d, { month: "short", day: "numeric", year: "numeric" }) : "");

/** Admins only: the pending appeals of reliability marks, oldest first, each with its decision form. */
export default async function AppealsPage() {
  const user = await requireUser();
  if (user.type !== "admin") notFound();
  const appeals = await listPendingAppeals(user);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Reliability Appeals</h1>
        <p className="mt-1 text-slate-600">
          Uphold a mark to keep it, or overturn it so it no longer counts. The worker&apos;s score is recomputed and they are notified.
        </p>
      </div>
      {appeals.length === 0 && <EmptyState title="No pending appeals">Every appeal has been decided.</EmptyState>}
      <ul className="flex flex-col gap-4">
        {appeals.map((a) => (
          <li key={a.id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="appeal">
            <p className="font-semibold text-slate-900">
              {a.label} · {a.worker.name} (reliability {a.worker.score ?? "new"})
            </p>
            <p className="text-sm break-words text-slate-700">
              {a.shift.jobTitle} · shift of {day(a.shift.start)} · recorded {day(a.occurredAt)}
            </p>
            {a.detail && <p className="mt-1 text-sm break-words text-slate-700">{a.detail}</p>}
            <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 text-sm break-words whitespace-pre-line text-slate-800">
              {a.appealNote}
            </blockquote>
            <p className="mt-1 text-xs text-slate-600">Appealed {day(a.appealedAt)}</p>
            <AppealDecision eventId={a.id} />
          </li>
        ))}
      </ul>
    </div>
  );
}
