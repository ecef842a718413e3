// /admin/overview: the marketplace at a glance over 7, 30 or 90 days (lib/admin/ops/overview.ts), charts drawn
// on the server. Admins with two-step sign-in only (app/admin/_lib/access.ts).
import type { Metadata } from "next";
import Link from "next/link";
import { requireAdmin } from "@/app/admin/_lib/access";
import { Notice } from "@/app/admin/queues/notice";
import { OVERVIEW_WINDOWS, overviewWindow, readOverview } from "@/lib/admin/ops/overview";
import { formatCents } from "@/lib/money/amounts/format";
import { BarChart } from "./bar-chart";
import { QUEUES } from "@/lib/admin/queues/registry";

export const metadata: Metadata = { title: "Overview | Gigline operations" };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const count = (n: number) => n.toLocaleString("en-US");

export default async function OverviewPage({ searchParams }: Props) {
  const access = await requireAdmin("/admin/overview");
  if (!access.ok) return <Notice text={access.message} />;
  const days = overviewWindow((await searchParams).days);
  const o = await readOverview(days);
  const share = o.staffedAtStart.share === null ? "–" : `${Math.round(o.staffedAtStart.share * 100)} %`;
  const ttf = o.timeToFillHours.median === null ? "–" : `${o.timeToFillHours.median.toFixed(1)} h`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Overview</h1>
        <nav aria-label="Period" className="flex gap-3 text-sm">
          {OVERVIEW_WINDOWS.map((d) => (
            <Link
              key={d}
              href={`/admin/overview?days=${d}`}
              aria-current={d === days ? "page" : undefined}
              className={d === days ? "font-semibold text-slate-900 underline" : "text-brand-700 hover:underline"}
            >
              {d} days
            </Link>
          ))}
        </nav>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="overview-figures">
        <Figure
          label="Staffed at start"
          value={share}
          hint={`${count(o.staffedAtStart.staffed)} of ${count(o.staffedAtStart.started)} shifts`}
        />
        <Figure label="Time to fill (median)" value={ttf} hint={`${count(o.timeToFillHours.filled)} filled`} />
        <Figure label="Active workers" value={count(o.active.workers)} />
        <Figure label="Active employers" value={count(o.active.employers)} />
      </dl>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <BarChart title="Shifts posted" series={o.posted.series} total={count(o.posted.total)} peak={count} />
        <BarChart title="Shifts filled" series={o.filled.series} total={count(o.filled.total)} peak={count} color="#059669" />
        <BarChart
          title="Gross volume"
          series={o.grossCents.series}
          total={formatCents(o.grossCents.total)}
          peak={formatCents}
          color="#7c3aed"
        />
        <BarChart title="Fees" series={o.feeCents.series} total={formatCents(o.feeCents.total)} peak={formatCents} color="#b45309" />
      </div>
      <section aria-labelledby="queues" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="queues" className="font-semibold text-slate-900">
          Open queues
        </h2>
        <dl className="mt-2 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          {QUEUES.map((q) => (
            <Figure key={q.kind} label={q.title} value={count(o.queues.items[q.kind])} link={`/admin/queues/${q.kind}`} />
          ))}
          <Figure label="Four-eyes requests waiting" value={count(o.queues.approvals)} link="/admin/approvals" />
        </dl>
      </section>
    </div>
  );
}

function Figure({ label, value, hint, link }: { label: string; value: string; hint?: string; link?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <dt className="text-sm text-slate-600">
        {link ? (
          <Link href={link} className="text-brand-700 hover:underline">
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className="text-xl font-semibold text-slate-900">{value}</dd>
      {hint && <dd className="text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}
