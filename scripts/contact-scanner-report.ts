// Measures the contact-details scanner on its labelled corpus: precision, recall, F1 and every
// misclassified message.   npm run report:scanner
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { scanContactDetails } from "../lib/moderation/contact-scanner";

type Case = { text: string; flagged: boolean; kind: string; set?: string };

export function evaluate(cases: Case[]) {
  let tp = 0, fp = 0, fn = 0, tn = 0;
  const missed: (Case & { matches: string[] })[] = [];
  const wrongly: (Case & { matches: string[] })[] = [];
  for (const c of cases) {
    const r = scanContactDetails(c.text);
    const m = r.matches.map((x) => `${x.kind}: ${x.text}`);
    if (c.flagged && r.flagged) tp++;
    else if (c.flagged) { fn++; missed.push({ ...c, matches: m }); }
    else if (r.flagged) { fp++; wrongly.push({ ...c, matches: m }); }
    else tn++;
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { tp, fp, fn, tn, precision, recall, f1, missed, wrongly };
}

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "tests", "fixtures", "contact-scanner-corpus.json");

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { cases } = JSON.parse(fs.readFileSync(file, "utf8")) as { cases: Case[] };
  const r = evaluate(cases);
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(`Contact-details scanner on ${cases.length} labelled messages (${cases.filter((c) => c.flagged).length} with contact details, ${cases.filter((c) => !c.flagged).length} clean)`);
  console.log(`  true positives ${r.tp}, false positives ${r.fp}, false negatives ${r.fn}, true negatives ${r.tn}`);
  console.log(`  precision ${pct(r.precision)}   recall ${pct(r.recall)}   F1 ${pct(r.f1)}`);
  for (const set of [...new Set(cases.map((c) => c.set ?? "all"))]) {
    const part = evaluate(cases.filter((c) => (c.set ?? "all") === set));
    console.log(`  ${set}: precision ${pct(part.precision)}, recall ${pct(part.recall)} (${part.tp + part.fn} with contact details, ${part.tn + part.fp} clean)`);
  }
  console.log(`\nMissed (contact details not flagged): ${r.missed.length}`);
  for (const c of r.missed) console.log(`  [${c.kind}] ${JSON.stringify(c.text)}`);
  console.log(`\nWrongly flagged (clean messages): ${r.wrongly.length}`);
  for (const c of r.wrongly) console.log(`  ${JSON.stringify(c.text)}  ←  ${c.matches.join(" | ")}`);
}
