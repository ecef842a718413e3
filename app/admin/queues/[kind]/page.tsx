// /admin/queues/{kind}: one queue, oldest first, 50 a page, with its filters (state, assignee, person) and
// count; each item links to its detail view. Admins with two-step sign-in only.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireAdmin } from "@/app/admin/_lib/access";
import { queueFilterSchema } from "@/lib/admin/queues/schemas";
import { listQueueItems } from "@/lib/admin/queues/queries";
import { queueDef } from "@/lib/admin/queues/registry";
import { QUEUE_STATES } from "@/lib/admin/queues/states";
import { describeZodError } from "@/lib/http/route";
import { formatDate } from "@/lib/format/intl";
import { Notice } from "@/app/admin/queues/notice";

export const metadata: Metadata = { title: "Queue | Gigline operations" };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ kind: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };
const when = (d: string) => `${formatDate(d, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;
const field = "mt-1 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";

export default async function QueuePage({ params, searchParams }: Props) {
  const { kind } = await params;
  const access = await requireAdmin(`/admin/queues/${kind}`);
  if (!access.ok) return <Notice text={access.message} />;
  const def = queueDef(kind);
  if (!def) notFound();
  const raw = await searchParams;
  const str = (k: string) => (typeof raw[k] === "string" ? (raw[k] as string) : "");
  const values = { state: str("state"), assignee: str("assignee"), subjectId: str("subjectId") };
  const parsed = queueFilterSchema.safeParse({ kind, ...values, page: str("page") });
  const list = parsed.success ? await listQueueItems(access.adminId, parsed.data) : null;
  const query = (extra: Record<string, string>) =>
    new URLSearchParams(Object.entries({ ...values, ...extra }).filter(([, v]) => v) as [string, string][]).toString();

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{def.title}</h1>
        <p className="text-sm text-slate-600">{def.summary} Oldest first.</p>
      </div>
      <form
        method="get"
        className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4"
        aria-label="Filters"
      >
        <label className="text-sm text-slate-700">
          State
          <select name="state" defaultValue={values.state} className={field}>
            <option value="">Open and assigned</option>
            {QUEUE_STATES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label className="text-sm text-slate-700">
          Assignee
          <select name="assignee" defaultValue={values.assignee} className={field}>
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Nobody</option>
          </select>
        </label>
        <label className="text-sm text-slate-700">
          Person (account id)
          <input name="subjectId" defaultValue={values.subjectId} className={field} autoComplete="off" />
        </label>
        <div className="flex items-end">
          <button type="submit" className="w-full rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            Filter
          </button>
        </div>
      </form>
      {!parsed.success && <Notice text={describeZodError(parsed.error)} />}
      {list && (
        <p className="text-sm text-slate-700" data-testid="queue-total">
          {list.total} {list.total === 1 ? "item" : "items"}
        </p>
      )}
      {list && list.items.length > 0 && (
        <ul className="flex flex-col gap-3" data-testid="queue-items">
          {list.items.map((i) => (
            <li key={i._id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
              <p className="flex flex-wrap items-baseline gap-x-2 font-semibold text-slate-900">
                <Link href={`/admin/queues/${kind}/${i._id}`} className="break-all text-brand-700 hover:underline">
                  {i.subject.name}
                </Link>
                <span className="rounded bg-slate-100 px-2 font-mono text-xs font-normal text-slate-800">{i.state}</span>
                {i.subject.standing !== "good" && <span className="text-xs font-normal text-red-700">account {i.subject.standing}</span>}
              </p>
              <p className="mt-1 break-words text-slate-800">{i.preview}</p>
              <p className="mt-1 text-xs text-slate-600">
                Opened {when(i.openedAt)}
                {i.lastAt !== i.openedAt && ` · last ${when(i.lastAt)}`}
                {i.assigneeName !== null && ` · assigned to ${i.assigneeId === access.adminId ? "you" : i.assigneeName}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {list && list.items.length === 0 && <p className="text-slate-600">Nothing here. The queue is clear.</p>}
      {list && (list.page > 1 || list.hasMore) && (
        <nav className="flex gap-4 text-sm" aria-label="Pages">
          {list.page > 1 && <Link href={`/admin/queues/${kind}?${query({ page: String(list.page - 1) })}`}>Previous</Link>}
          {list.hasMore && <Link href={`/admin/queues/${kind}?${query({ page: String(list.page + 1) })}`}>Next</Link>}
        </nav>
      )}
    </div>
  );
}
