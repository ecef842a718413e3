import fs from "node:fs";
const f = process.argv[2];
const p = JSON.parse(fs.readFileSync(f, "utf8"));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children || []) parent.set(c, n.id);
const self = new Map();
const dt = p.timeDeltas; let total = 0;
for (let i = 0; i < p.samples.length; i++) { const d = dt[i] || 0; self.set(p.samples[i], (self.get(p.samples[i]) || 0) + d); total += d; }
const key = (n) => `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.replace(/.*\/(node_modules|\.next)\//, "$1/").slice(-70)}:${n.callFrame.lineNumber}`;
const selfAgg = new Map(); const incl = new Map(); const fileAgg = new Map();
for (const [id, t] of self) {
  const n = byId.get(id);
  selfAgg.set(key(n), (selfAgg.get(key(n)) || 0) + t);
  const u = n.callFrame.url; const fk = u.includes("node_modules") ? u.replace(/.*node_modules\//, "").split("/").slice(0, u.includes("@") ? 2 : 1).join("/") : u.includes(".next") ? ".next/" + u.replace(/.*\.next\//, "").slice(0, 60) : (u || n.callFrame.functionName);
  fileAgg.set(fk, (fileAgg.get(fk) || 0) + t);
  const seen = new Set(); let cur = id;
  while (cur !== undefined) { const k = key(byId.get(cur)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) || 0) + t); } cur = parent.get(cur); }
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(7)} ms ${(100 * v / total).toFixed(1).padStart(5)}%  ${k}`).join("\n");
console.log("total", (total / 1000).toFixed(0), "ms");
console.log("--- by package/file (self)\n" + top(fileAgg, 25));
console.log("--- self\n" + top(selfAgg, 30));
const pat = new RegExp(process.argv[3] || "withIdempotency|payContract|submitWithdrawal|postJournal|notifyAll|enqueue|currentUser|apiHandler|getAuth|\\$transaction|parse");
console.log("--- inclusive (matching)\n" + top(new Map([...incl].filter(([k]) => pat.test(k))), 40));
