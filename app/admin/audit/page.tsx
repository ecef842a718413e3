// /admin/audit: the operations audit log, newest first, 50 a page, with filters and a CSV export of the same
// selection. Server-rendered; admins with two-step sign-in only (app/admin/_lib/access.ts).
import type { Metadata } from "next";
import Link from "next/link";
import { requireAdmin } from "@/app/admin/_lib/access";
import { Notice } from "@/app/admin/queues/notice";
import { auditFilterSchema } from "@/lib/admin/schemas";
import { listAuditRows, type AuditRowDto } from "@/lib/admin/audit-queries";
import { describeZodError } from "@/lib/http/route";
import { formatDate } from "@/lib/format/intl";
import { AuditFilters, type FilterValues } from "./audit-filters";

export const metadata: Metadata = { title: "Audit log | Gigline operations" };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const KEYS = ["actorId", "targetType", "targetId", "action", "from", "to"] as const;

export default async function AuditPage({ searchParams }: Props) {
  const access = await requireAdmin("/admin/audit");
  if (!access.ok) return <Notice text={access.message} />;
  const raw = await searchParams;
  const values: FilterValues = Object.fromEntries(KEYS.map((k) => [k, typeof raw[k] === "string" ? raw[k] : ""]));
  const page = typeof raw.page === "string" ? raw.page : "";
  const parsed = auditFilterSchema.safeParse({ ...values, page });
  const list = parsed.success ? await listAuditRows(parsed.data) : null;
  const query = (extra: Record<string, string>) =>
    new URLSearchParams(Object.entries({ ...values, ...extra }).filter(([, v]) => v) as [string, string][]).toString();

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Audit log</h1>
        <a href={`/api/admin/audit_csv?${query({})}`} className="text-sm font-medium text-brand-700 hover:underline">
          Download CSV
        </a>
      </div>
      <AuditFilters values={values} />
      {!parsed.success && <Notice text={describeZodError(parsed.error)} />}
      {list && list.rows.length === 0 && <p className="text-slate-600">No actions match these filters.</p>}
      {list && list.rows.length > 0 && (
        <ul className="flex flex-col gap-3" data-testid="audit-rows">
          {list.rows.map((r) => (
            <AuditRow key={r._id} row={r} />
          ))}
        </ul>
      )}
      {list && (list.page > 1 || list.hasMore) && (
        <nav className="flex gap-4 text-sm" aria-label="Pages">
          {list.page > 1 && <Link href={`/admin/audit?${query({ page: String(list.page - 1) })}`}>Newer</Link>}
          {list.hasMore && <Link href={`/admin/audit?${query({ page: String(list.page + 1) })}`}>Older</Link>}
        </nav>
      )}
    </div>
  );
}

function AuditRow({ row }: { row: AuditRowDto }) {
  const when = formatDate(row.at, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <p className="flex flex-wrap gap-x-2 font-semibold text-slate-900">
        <span className="rounded bg-slate-100 px-2 font-mono">{row.action}</span>
        <span className="break-all">
          {row.targetType} {row.targetId}
        </span>
      </p>
      <p className="mt-1 text-slate-600">
        {when} UTC · by {row.actorName || row.actorId}
      </p>
      <p className="mt-2 break-words whitespace-pre-line text-slate-800">{row.reason}</p>
      {row.notice && (
        <p className="mt-2 break-words whitespace-pre-line text-slate-800" data-testid="audit-reply">
          {row.notice.reply
            ? `Their reply (${formatDate(row.notice.repliedAt!, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC): ${row.notice.reply}`
            : "Told; no reply yet."}
        </p>
      )}
      <details className="mt-2 text-xs text-slate-600">
        <summary className="cursor-pointer">Before and after</summary>
        <pre className="mt-1 overflow-x-auto whitespace-pre-wrap break-all">
          {JSON.stringify({ before: row.before, after: row.after }, null, 1)}
        </pre>
      </details>
    </li>
  );
}
