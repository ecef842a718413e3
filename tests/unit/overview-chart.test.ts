// The overview's charts come from the server as finished SVG (Apache ECharts' server-side rendering): the
// reader sees the days, the series' names and the axis in the figure's own units, at the size asked for.
import { describe, expect, it } from "vitest";
import { renderChartSvg } from "@/app/admin/overview/chart-svg";

const days = ["2026-11-26", "2026-11-27", "2026-11-28"];

describe("an overview chart", () => {
  it("draws the days, a legend for two series and the axis at the requested size", () => {
    const svg = renderChartSvg(
      {
        title: "Shifts posted and filled",
        figure: "6 posted",
        summary: "",
        labels: days,
        series: [
          { name: "Posted", values: [1, 0, 5], color: "#2563eb" },
          { name: "Filled", values: [1, 0, 2], color: "#059669" },
        ],
      },
      560,
      220,
    );
    expect(svg).toMatch(/^<svg[^>]* width="560" height="220"[^>]*viewBox="0 0 560 220"/);
    for (const text of ["Nov 26", "Nov 28", "Posted", "Filled"]) expect(svg).toContain(`>${text}<`);
    expect(svg).toContain('fill="#2563eb"');
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it("labels money in dollars, leaves a day without a value empty, and names categories across", () => {
    const money = renderChartSvg(
      {
        title: "Gross",
        figure: "",
        summary: "",
        labels: days,
        series: [{ name: "Gross", values: [0, 1250, 300], color: "#7c3aed" }],
        format: (v) => `$${v.toLocaleString("en-US")}`,
      },
      320,
      200,
    );
    expect(money).toMatch(/>\$1,[0-9]{3}</);
    const gaps = renderChartSvg(
      {
        title: "Time to fill",
        figure: "",
        summary: "",
        labels: days,
        series: [{ name: "Hours", kind: "line", values: [null, 7, null], color: "#0f766e" }],
      },
      320,
      200,
    );
    expect(gaps).not.toMatch(/NaN/);
    const queues = renderChartSvg(
      {
        title: "Queues",
        figure: "",
        summary: "",
        labels: ["Chat reports", "Disputes"],
        horizontal: true,
        series: [{ name: "Open", values: [3, 1], color: "#b45309" }],
      },
      320,
      200,
    );
    expect(queues).toContain(">Chat reports<");
    expect(queues).toContain(">Disputes<");
  });
});
