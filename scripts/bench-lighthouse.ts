// npm run bench:lighthouse [-- --port 3200 --skip-build --runs 1]
// Lighthouse (mobile preset: Moto G Power, slow 4G, 4× CPU slowdown, simulated) performance of `/`,
// `/jobs/{id}`, `/pros/{id}` and the signed-in home `/dashboard/home`, on the production build served by
// scripts/server.ts with the demo data (scripts/lib/bench-app.ts). Chromium: CHROME_PATH, else
// /usr/bin/chromium. Prints each page's score (the median of --runs), FCP, LCP, TBT and CLS next to the
// target. Figures, not a pass/fail test: run it on a quiet machine.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { startBenchApp } from "./lib/bench-app";

const argv = process.argv.slice(2);
const opt = (name: string, dflt: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : dflt;
};
const port = opt("port", process.env.BENCH_PORT || "3200");
const runs = Math.max(1, Number(opt("runs", "1")));

async function main() {
  const app = await startBenchApp(port, { skipBuild: argv.includes("--skip-build"), name: "lighthouse" });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const cookie = await app.webSession(await app.login("worker@gigline.test"));
    const base = `http://localhost:${port}`;
    const pages = [
      { name: "/", url: `${base}/`, target: 98 },
      { name: "/jobs/{id}", url: `${base}/jobs/${app.ids.openJob}`, target: 98 },
      { name: "/pros/{id}", url: `${base}/pros/${app.ids.provider}`, target: 98 },
      { name: "/dashboard/home (signed in)", url: `${base}/dashboard/home`, target: 95, headers: { cookie } },
    ];
    console.log("\n| page | performance | FCP ms | LCP ms | TBT ms | CLS | target |\n|---|---:|---:|---:|---:|---:|---:|");
    for (const p of pages) {
      await fetch(p.url, { headers: p.headers }); // warm: the first render of a cached page
      const results = [];
      for (let i = 0; i < runs; i++) {
        const r = await lighthouse(p.url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          extraHeaders: p.headers,
        });
        if (!r) throw new Error(`lighthouse gave no result for ${p.url}`);
        const a = r.lhr.audits;
        results.push({
          score: Math.round((r.lhr.categories.performance.score ?? 0) * 100),
          fcp: a["first-contentful-paint"].numericValue ?? 0,
          lcp: a["largest-contentful-paint"].numericValue ?? 0,
          tbt: a["total-blocking-time"].numericValue ?? 0,
          cls: a["cumulative-layout-shift"].numericValue ?? 0,
          finalUrl: r.lhr.finalDisplayedUrl,
        });
        // --explain: what the largest contentful paint was and what delayed it, and where the main thread's time
        // went (per script, and by kind of work)
        if (process.argv.includes("--explain")) {
          const el = a["largest-contentful-paint-element"]?.details as { items?: { items?: unknown[] }[] } | undefined;
          console.log(`  ${p.name} LCP element and phases: ${JSON.stringify(el?.items?.map((x) => x.items) ?? null).slice(0, 1500)}`);
          type Row = Record<string, string | number>;
          const rows = (id: string) => (a[id]?.details as { items?: Row[] } | undefined)?.items ?? [];
          const ms = (v: unknown) => Math.round(Number(v) || 0);
          console.log(
            `  ${p.name} main thread: ${rows("mainthread-work-breakdown")
              .map((x) => `${x.groupLabel ?? x.group} ${ms(x.duration)}`)
              .join(", ")}`,
          );
          for (const x of rows("bootup-time").slice(0, 8)) {
            console.log(
              `  ${p.name} script ${String(x.url).replace(/^https?:\/\/[^/]+/, "")}: total ${ms(x.total)}, evaluation ${ms(x.scripting)}, parse+compile ${ms(x.scriptParseCompile)}`,
            );
          }
          for (const x of rows("long-tasks").slice(0, 8))
            console.log(
              `  ${p.name} long task ${String(x.url).replace(/^https?:\/\/[^/]+/, "")} at ${ms(x.startTime)} for ${ms(x.duration)}`,
            );
        }
      }
      results.sort((x, y) => x.score - y.score);
      const m = results[Math.floor(results.length / 2)];
      if (!m.finalUrl.startsWith(p.url)) console.warn(`  note: ${p.url} ended at ${m.finalUrl}`);
      console.log(
        `| ${p.name} | ${m.score} | ${Math.round(m.fcp)} | ${Math.round(m.lcp)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} | ≥ ${p.target} |`,
      );
    }
  } finally {
    await chrome.kill();
    await app.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
