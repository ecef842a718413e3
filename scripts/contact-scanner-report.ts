// Measures the contact-details scanner on its labelled corpora: precision and recall per category and per
// set, every misclassified message, and how many messages a second it scans.   npm run report:scanner
//
// tests/fixtures/contact-scanner-corpus.json is the set the rules are tuned on; contact-scanner-holdout.json
// is held out (never used to shape a rule), so its figures estimate how the scanner does on new messages.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { scanContactDetails } from "../lib/moderation/contact-scanner";

export type Case = { text: string; flagged: boolean; category: string; kind?: string; set?: string };
export const CATEGORIES = ["phone", "email", "link", "handle", "spelled", "intent"] as const;

export function evaluate(cases: Case[]) {
  let tp = 0,
    fp = 0,
    fn = 0,
    tn = 0;
  const missed: (Case & { matches: string[] })[] = [];
  const wrongly: (Case & { matches: string[] })[] = [];
  for (const c of cases) {
    const r = scanContactDetails(c.text);
    const m = r.matches.map((x) => `${x.kind}: ${x.text}`);
    if (c.flagged && r.flagged) tp++;
    else if (c.flagged) {
      fn++;
      missed.push({ ...c, matches: m });
    } else if (r.flagged) {
      fp++;
      wrongly.push({ ...c, matches: m });
    } else tn++;
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { tp, fp, fn, tn, precision, recall, f1, missed, wrongly };
}

/** Precision and recall for each category: a clean message counts against the category it resembles. */
export function evaluateByCategory(cases: Case[]) {
  const present = [...CATEGORIES, ...new Set(cases.map((c) => c.category))].filter((c, i, a) => a.indexOf(c) === i);
  return present
    .map((category) => ({ category, ...evaluate(cases.filter((c) => c.category === category)) }))
    .filter((r) => r.tp + r.fp + r.fn + r.tn > 0);
}

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "tests", "fixtures");
export function loadCorpus(name: "corpus" | "holdout"): Case[] {
  return (JSON.parse(fs.readFileSync(path.join(dir, `contact-scanner-${name}.json`), "utf8")) as { cases: Case[] }).cases;
}

function benchmark(texts: string[]) {
  for (const t of texts) scanContactDetails(t); // warm up (regex compilation, JIT, character cache)
  const rounds = 20;
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) for (const t of texts) scanContactDetails(t);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { perSecond: (rounds * texts.length) / seconds, microsEach: (seconds * 1e6) / (rounds * texts.length) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6);
  const line = (label: string, r: ReturnType<typeof evaluate>) =>
    `  ${label.padEnd(18)} precision ${pct(r.precision)}   recall ${pct(r.recall)}   (${r.tp + r.fn} with contact details, ${r.tn + r.fp} clean; ${r.fp} wrongly flagged, ${r.fn} missed)`;
  const corpus = loadCorpus("corpus");
  const holdout = loadCorpus("holdout");
  for (const [name, cases] of [
    ["Tuning corpus (contact-scanner-corpus.json)", corpus],
    ["Held-out corpus (contact-scanner-holdout.json)", holdout],
  ] as const) {
    const r = evaluate(cases);
    console.log(`${name}: ${cases.length} messages`);
    console.log(line("overall", r));
    for (const c of evaluateByCategory(cases)) console.log(line(c.category, c));
    const sets = [...new Set(cases.map((c) => c.set).filter(Boolean))] as string[];
    if (sets.length > 1) {
      console.log("  by set:");
      for (const set of sets) console.log(line(set, evaluate(cases.filter((c) => c.set === set))));
    }
    if (r.missed.length) console.log(`  missed:`);
    for (const c of r.missed) console.log(`    [${c.category}] ${JSON.stringify(c.text)}`);
    if (r.wrongly.length) console.log(`  wrongly flagged:`);
    for (const c of r.wrongly) console.log(`    [${c.category}] ${JSON.stringify(c.text)}  ←  ${c.matches.join(" | ")}`);
    console.log("");
  }
  const all = [...corpus, ...holdout].map((c) => c.text);
  const b = benchmark(all);
  console.log(
    `Speed: ${Math.round(b.perSecond).toLocaleString("en-US")} messages a second (${b.microsEach.toFixed(1)} µs each, ${all.length} messages × 20 rounds, one core)`,
  );
}
