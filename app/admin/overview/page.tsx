// /admin/overview: the marketplace at a glance over 7, 30 or 90 days (lib/admin/ops/overview.ts), charts drawn
// on the server by Apache ECharts (./chart.tsx). Admins with two-step sign-in only (app/admin/_lib/access.ts).
import type { Metadata } from "next";
import Link from "next/link";
import { requireAdmin } from "@/app/admin/_lib/access";
import { Notice } from "@/app/admin/queues/notice";
import { OVERVIEW_WINDOWS, overviewWindow, readOverview } from "@/lib/admin/ops/overview";
import { formatCents } from "@/lib/money/amounts/format";
import { Chart } from "./chart";
import { QUEUES } from "@/lib/admin/queues/registry";

export const metadata: Metadata = { title: "Overview | Gigline operations" };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const count = (n: number) => n.toLocaleString("en-US");
/** an axis value in whole dollars: $1,200 */
const dollars = (v: number) => `$${Math.round(v).toLocaleString("en-US")}`;
/** "Nov 28 (12)", or "none" when every day is 0 */
function busiest(series: { day: string; value: number }[]) {
  const top = series.reduce<{ day: string; value: number } | null>((best, p) => (p.value > (best?.value ?? 0) ? p : best), null);
  return top ? `${top.day} (${count(top.value)})` : "none";
}

export default async function OverviewPage({ searchParams }: Props) {
  const access = await requireAdmin("/admin/overview");
  if (!access.ok) return <Notice text={access.message} />;
  const days = overviewWindow((await searchParams).days);
  const o = await readOverview(days);
  const share = o.staffedAtStart.share === null ? "–" : `${Math.round(o.staffedAtStart.share * 100)} %`;
  const ttf = o.timeToFillHours.median === null ? "–" : `${o.timeToFillHours.median.toFixed(1)} h`;
  const dayLabels = o.posted.series.map((p) => p.day);
  const queueTotal = Object.values(o.queues.items).reduce((a, b) => a + b, 0) + o.queues.approvals;
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
        <Chart
          testId="chart-shifts"
          title="Shifts posted and filled"
          figure={`${count(o.posted.total)} posted · ${count(o.filled.total)} filled`}
          summary={`Per day posted: ${count(o.posted.total)} dated shifts posted and ${count(o.filled.total)} of them filled in ${days} days; busiest day ${busiest(o.posted.series)}.`}
          labels={dayLabels}
          series={[
            { name: "Posted", values: o.posted.series.map((p) => p.value), color: "#2563eb" },
            { name: "Filled", values: o.filled.series.map((p) => p.value), color: "#059669" },
          ]}
        />
        <Chart
          testId="chart-staffed"
          title="Staffed at start"
          figure={`${share} (${count(o.staffedAtStart.staffed)} of ${count(o.staffedAtStart.started)})`}
          summary={`Per day started: ${count(o.staffedAtStart.staffed)} of ${count(o.staffedAtStart.started)} shifts that started in ${days} days were staffed at their start (${share}).`}
          labels={dayLabels}
          series={[
            { name: "Started", values: o.staffedAtStart.startedSeries.map((p) => p.value), color: "#94a3b8" },
            { name: "Staffed at start", values: o.staffedAtStart.staffedSeries.map((p) => p.value), color: "#059669" },
          ]}
        />
        <Chart
          testId="chart-time-to-fill"
          title="Time to fill (median)"
          figure={`${ttf} over ${count(o.timeToFillHours.filled)} filled`}
          summary={`Median hours from posting to hire, per day posted; ${ttf} over the ${days} days.`}
          labels={dayLabels}
          format={(v) => `${v} h`}
          series={[
            {
              name: "Hours",
              kind: "line",
              values: o.timeToFillHours.series.map((p) => (p.value === null ? null : Math.round(p.value * 10) / 10)),
              color: "#0f766e",
            },
          ]}
        />
        <Chart
          testId="chart-money"
          title="Gross volume and fees"
          figure={`${formatCents(o.grossCents.total)} · fees ${formatCents(o.feeCents.total)}`}
          summary={`Per day: ${formatCents(o.grossCents.total)} paid for contracts and ${formatCents(o.feeCents.total)} in fees in ${days} days.`}
          labels={dayLabels}
          format={dollars}
          series={[
            { name: "Gross volume", values: o.grossCents.series.map((p) => p.value / 100), color: "#7c3aed" },
            { name: "Fees", values: o.feeCents.series.map((p) => p.value / 100), color: "#b45309" },
          ]}
        />
        <Chart
          testId="chart-active"
          title="Active workers and employers"
          figure={`${count(o.active.workers + o.active.employers)} accounts`}
          summary={`${count(o.active.workers)} workers and ${count(o.active.employers)} employers used Gigline in ${days} days.`}
          labels={["Workers", "Employers"]}
          horizontal
          series={[{ name: "Active", values: [o.active.workers, o.active.employers], color: "#2563eb" }]}
        />
        <Chart
          testId="chart-queues"
          title="Open queue sizes"
          figure={`${count(queueTotal)} open items`}
          summary={`Open items now: ${QUEUES.map((q) => `${q.title} ${count(o.queues.items[q.kind])}`).join(", ")}; four-eyes requests waiting ${count(o.queues.approvals)}.`}
          labels={[...QUEUES.map((q) => q.title), "Four-eyes requests"]}
          horizontal
          series={[{ name: "Open", values: [...QUEUES.map((q) => o.queues.items[q.kind]), o.queues.approvals], color: "#b45309" }]}
        />
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
