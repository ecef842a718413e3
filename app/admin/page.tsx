// /admin: the operations console's home: every queue (lib/admin/queues/registry.ts) with its open count, what is
// assigned (and to the signed-in admin) and how old its oldest item is. Admins with two-step sign-in only.
import type { Metadata } from "next";
import Link from "next/link";
import { requireAdmin } from "@/app/admin/_lib/access";
import { queueCounts } from "@/lib/admin/queues/queries";
import { formatDate } from "@/lib/format/intl";
import { Notice } from "@/app/admin/queues/notice";

export const metadata: Metadata = { title: "Queues | Gigline operations" };
export const dynamic = "force-dynamic";

export default async function AdminHome() {
  const access = await requireAdmin("/admin");
  if (!access.ok) return <Notice text={access.message} />;
  const queues = await queueCounts(access.adminId);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Queues</h1>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="queues">
        {queues.map((q) => (
          <li key={q.kind} className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 className="font-semibold text-slate-900">
              <Link href={`/admin/queues/${q.kind}`} className="text-brand-700 hover:underline">
                {q.title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-600">{q.summary}</p>
            <p className="mt-2 text-sm text-slate-800">
              <span className="text-lg font-bold" data-testid={`open-${q.kind}`}>
                {q.open}
              </span>{" "}
              open · {q.assigned} assigned ({q.mine} to you)
            </p>
            {q.oldestAt && (
              <p className="text-xs text-slate-600">
                Oldest: {formatDate(q.oldestAt, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        Account standing changes and every action taken here are in the{" "}
        <Link href="/admin/audit" className="text-brand-700 underline">
          audit log
        </Link>
        .
      </p>
    </div>
  );
}
