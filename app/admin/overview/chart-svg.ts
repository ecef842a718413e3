// Apache ECharts rendered to SVG on the server (its server-side rendering mode): the overview's charts reach
// the browser as finished SVG, with no chart JavaScript (./chart.tsx lays them out).
import "server-only";
import * as echarts from "echarts";

export type ChartSeries = {
  name: string;
  values: (number | null)[];
  kind?: "bar" | "line";
  color: string;
};

export type ChartProps = {
  title: string;
  /** the figure beside the title: a total, a median, a share */
  figure: string;
  /** what a screen reader hears for the drawing */
  summary: string;
  /** the category labels: days (YYYY-MM-DD) or names */
  labels: string[];
  series: ChartSeries[];
  /** how a value reads on the axis */
  format?: (v: number) => string;
  /** bars across (names on the left), for a few named categories */
  horizontal?: boolean;
  testId?: string;
};

const AXIS_TEXT = "#475569"; // slate-600: 7.6:1 on white
const GRID_LINE = "#e2e8f0";

/** "2026-11-28" → "Nov 28" */
function dayLabel(day: string) {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : d.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

export function renderChartSvg(props: ChartProps, width: number, height: number): string {
  const { labels, series, format = (v: number) => v.toLocaleString("en-US"), horizontal = false } = props;
  const days = labels.every((l) => /^\d{4}-\d{2}-\d{2}$/.test(l));
  const shown = days ? labels.map(dayLabel) : labels;
  // names across: a column of their own on the left, cut with an ellipsis when longer (the column is wider than
  // the cut: the server measures text without a browser, a little narrower than it is drawn)
  const labelWidth = width < 400 ? 104 : 160;
  const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width, height });
  try {
    const category = {
      type: "category" as const,
      data: shown,
      axisTick: { show: false },
      axisLine: { lineStyle: { color: "#cbd5e1" } },
      axisLabel: {
        color: AXIS_TEXT,
        fontSize: 11,
        hideOverlap: true,
        ...(days ? {} : { width: labelWidth, overflow: "truncate" as const }),
      },
    };
    const value = {
      type: "value" as const,
      minInterval: 1,
      splitNumber: 3,
      splitLine: { lineStyle: { color: GRID_LINE } },
      axisLabel: { color: AXIS_TEXT, fontSize: 11, formatter: (v: number) => format(v) },
    };
    chart.setOption({
      animation: false,
      textStyle: { fontFamily: "Inter, system-ui, sans-serif" },
      grid: horizontal
        ? { left: labelWidth + 26, right: 16, top: 10, bottom: 24 }
        : { left: 8, right: 12, top: series.length > 1 ? 28 : 10, bottom: 4, containLabel: true },
      // the server measures text without a browser: a wide gap keeps the legend's names apart
      legend:
        series.length > 1
          ? { top: 0, left: 0, itemWidth: 12, itemHeight: 8, itemGap: 24, textStyle: { color: AXIS_TEXT, fontSize: 11 } }
          : undefined,
      xAxis: horizontal ? value : category,
      yAxis: horizontal ? { ...category, inverse: true } : value,
      series: series.map((s) => ({
        name: s.name,
        type: s.kind ?? "bar",
        data: s.values,
        color: s.color,
        barMaxWidth: 28,
        connectNulls: false,
        symbolSize: 5,
        ...(s.kind === "line" ? { lineStyle: { width: 2 } } : {}),
      })),
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
