// A per-day bar chart drawn as plain SVG on the server: no chart library and no JavaScript in the browser.
// It scales to its box (one column on a phone); the figure's words (title, total, peak) are text beside it,
// so a screen reader reads them instead of the bars.
import type { DayPoint } from "@/lib/admin/ops/overview";

type Props = { title: string; series: DayPoint[]; total: string; peak: (v: number) => string; color?: string };

const H = 100;

export function BarChart({ title, series, total, peak, color = "#2563eb" }: Props) {
  const max = Math.max(1, ...series.map((p) => p.value));
  const w = Math.max(1, series.length);
  const gap = series.length > 40 ? 0.15 : 0.25;
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-slate-700">
          {total} <span className="text-slate-600">(busiest day {peak(max === 1 && series.every((p) => p.value === 0) ? 0 : max)})</span>
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${w} ${H}`} preserveAspectRatio="none" className="mt-3 h-24 w-full" aria-hidden="true" focusable="false">
        <line x1="0" y1={H - 0.5} x2={w} y2={H - 0.5} stroke="#cbd5e1" strokeWidth="1" vectorEffect="non-scaling-stroke" />
        {series.map((p, i) =>
          p.value > 0 ? (
            <rect key={p.day} x={i + gap / 2} width={1 - gap} y={H - (p.value / max) * H} height={(p.value / max) * H} fill={color}>
              <title>{`${p.day}: ${peak(p.value)}`}</title>
            </rect>
          ) : null,
        )}
      </svg>
      <p className="mt-1 flex justify-between text-xs text-slate-600">
        <span>{series[0]?.day}</span>
        <span>{series[series.length - 1]?.day}</span>
      </p>
    </figure>
  );
}
