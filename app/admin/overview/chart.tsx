// The overview's charts (SVG from ./chart-svg.ts). Each chart is drawn twice, at a phone's width and at a
// card's width on a wide screen, and CSS shows the one that fits, so the labels keep their size instead of
// shrinking with the box. The words a reader needs (title, figure) are text in the caption; the drawing is
// one image with a summary for screen readers.
import { renderChartSvg, type ChartProps } from "./chart-svg";

const SIZES = [
  { width: 320, height: 200, className: "block sm:hidden" },
  { width: 560, height: 220, className: "hidden sm:block" },
] as const;

export function Chart(props: ChartProps) {
  return (
    <figure className="min-w-0 rounded-xl border border-slate-200 bg-white p-4" data-testid={props.testId}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold text-slate-900">{props.title}</span>
        <span className="text-slate-700">{props.figure}</span>
      </figcaption>
      <div role="img" aria-label={props.summary} className="mt-3">
        {SIZES.map((s) => (
          <div
            key={s.width}
            className={`${s.className} [&>svg]:h-auto [&>svg]:w-full`}
            // ECharts' own SVG from the server's data: numbers and our labels, escaped by ECharts
            dangerouslySetInnerHTML={{ __html: renderChartSvg(props, s.width, s.height) }}
          />
        ))}
      </div>
    </figure>
  );
}
