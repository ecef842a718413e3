// Lifecycle statuses are compared in one place per lifecycle: the states modules (lib/**/states.ts,
// lib/**/*-states.ts) name every status and answer canX(state). Everywhere else in app/, components/ and
// lib/ a status is compared to those constants or asked through those predicates, never to a string
// literal (`x.status === "sent"`, `where: { status: "declined" }`, `["a", "b"].includes(x.status)`,
// SQL `status = 'declined'`) nor, for jobs, to a bare number (`job.status === 1`).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { describe, expect, it } from "vitest";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (p === join("lib", "generated")) return [];
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(p) ? [p] : [];
  });
}

/** The states modules: the one place each lifecycle's statuses are spelled and compared. */
const isStatesModule = (f: string) => /(^|[-/\\])states\.ts$/.test(f);

/**
 * Files that read another system's own vocabulary, not one of our lifecycles: a provider's answer
 * (Google's "OK", PayPal's "SUCCESS", a Stripe payout's "paid") or a client-only state (a chat message
 * being sent, the realtime connection). Matched by the end of the path.
 */
const OTHER_VOCABULARY: Record<string, string> = {
  [join("geo", "google-maps.ts")]: "Google's geocoding answer status",
  [join("providers", "paypal-client.ts")]: "PayPal's webhook verification status",
  [join("payouts", "paypal-payouts.ts")]: "PayPal's payout item statuses",
  [join("payouts", "stripe-payouts.ts")]: "Stripe's payout statuses",
  [join("components", "chat", "chat-thread.tsx")]: "a chat message's delivery state on this screen",
  [join("components", "chat", "chat-room.tsx")]: "a chat message's delivery state on this screen",
  [join("components", "chat", "use-chat-room.ts")]: "a chat message's delivery state on this screen",
  [join("components", "realtime", "realtime-provider.tsx")]: "the realtime connection's state",
};
const isOtherVocabulary = (f: string) => Object.keys(OTHER_VOCABULARY).some((end) => f.endsWith(end));

const STATUS = String.raw`(?:\bstatus|[a-z]Status)\b`;
const STR = String.raw`(["'\`])[A-Za-z_][\w-]*\1`;
const STRS = String.raw`["'\`][A-Za-z_][\w-]*["'\`]`;
const PATH = String.raw`[\w.?!\])]*`;

/** Each rule: what it catches, and the regex (checked against samples below). */
const RULES: { name: string; re: RegExp }[] = [
  { name: "status compared to a string", re: new RegExp(String.raw`${STATUS}\s*[!=]==?\s*${STR}`) },
  { name: "string compared to a status", re: new RegExp(String.raw`${STR}\s*[!=]==?\s*${PATH}${STATUS}`) },
  { name: 'status: "literal" (a where clause, data or a type)', re: new RegExp(String.raw`${STATUS}\s*:\s*${STR}`) },
  { name: "status filter with a literal", re: new RegExp(String.raw`${STATUS}\s*:\s*\{\s*(?:in|notIn|not|equals)\s*:\s*\[?\s*${STRS}`) },
  {
    name: "list of literals that includes a status",
    re: new RegExp(String.raw`\[\s*${STRS}(?:\s*,\s*${STRS})*\s*,?\s*\]\s*\.includes\(\s*${PATH}${STATUS}\s*\)`),
  },
  { name: "SQL status compared to a literal", re: /\bstatus"?\s*(?:=|<>|!=)\s*'[\w-]+'|\bstatus"?\s+(?:not\s+)?in\s*\(\s*'/i },
  {
    name: "job status compared to a bare number",
    re: new RegExp(String.raw`${STATUS}\s*[!=]==?\s*[0-3](?![\w.])|(?<![\w.])[0-3]\s*[!=]==?\s*${PATH}${STATUS}`),
  },
  {
    name: "job status: bare number",
    re: new RegExp(String.raw`${STATUS}\s*:\s*(?:\{\s*(?:in|notIn|not|equals)\s*:\s*\[?\s*)?[0-3](?![\w.])`),
  },
  {
    name: "list of numbers that includes a status",
    re: new RegExp(String.raw`\[\s*[0-3](?:\s*,\s*[0-3])*\s*\]\s*\.includes\(\s*${PATH}${STATUS}\s*\)`),
  },
];

/** Comment lines are prose, not comparisons. */
const isComment = (line: string) => /^\s*(\/\/|\*|\/\*)/.test(line);

const SWITCH = new RegExp(String.raw`\bswitch\s*\(\s*${PATH}${STATUS}\s*\)`);
const CASE_LITERAL = /^\s*case\s+(?:["'`][\w-]+["'`]|[0-3])\s*:/;

function findings(text: string): { line: number; rule: string; text: string }[] {
  const lines = text.split("\n");
  const hits = lines.flatMap((line, i) =>
    isComment(line) ? [] : RULES.filter((r) => r.re.test(line)).map((r) => ({ line: i + 1, rule: r.name, text: line.trim() })),
  );
  // `switch (x.status) { case "sent": … }`: the cases up to the switch's closing brace (same indent)
  lines.forEach((line, i) => {
    if (isComment(line) || !SWITCH.test(line)) return;
    const indent = line.match(/^\s*/)![0];
    for (let j = i + 1; j < lines.length && !lines[j].startsWith(`${indent}}`); j++) {
      if (CASE_LITERAL.test(lines[j])) hits.push({ line: j + 1, rule: "switch on a status with a literal case", text: lines[j].trim() });
    }
  });
  return hits.sort((a, b) => a.line - b.line);
}

describe("status literals", () => {
  it("catches the comparisons it is meant to catch", () => {
    const caught = [
      `if (x.status === "sent") {}`,
      `if (status !== 'open') {}`,
      `if ("sent" === invite?.status) {}`,
      `await db.invite.findMany({ where: { status: "declined" } });`,
      `await db.proposal.count({ where: { status: { not: "declined" } } });`,
      `await db.row.updateMany({ where: { status: { in: ["active", "waiting"] } } });`,
      `if (["a", "b"].includes(x.status)) {}`,
      `if (['a','b'].includes(status)) {}`,
      "select 1 from \"Invite\" i where i.status = 'declined'",
      `WHERE "status" IN ('sent', 'accepted')`,
      `if (job.status === 1) {}`,
      `if (0 !== job.status) {}`,
      `await db.job.findMany({ where: { status: 2 } });`,
      `await db.job.findMany({ where: { status: { in: [2, 3] } } });`,
      `if ([2, 3].includes(job.status)) {}`,
      `if (r.myInviteStatus === "sent") {}`,
    ];
    expect(findings(["switch (b.status) {", '  case "sent":', "    return 1;", "}"].join("\n")).map((h) => h.line)).toEqual([2]);
    expect(findings(["switch (job.status) {", "  case 2:", "    return 1;", "}"].join("\n")).map((h) => h.line)).toEqual([2]);
    expect(caught.filter((l) => findings(l).length === 0)).toEqual([]);
  });

  it("leaves constants, predicates, HTTP codes and other fields alone", () => {
    const fine = [
      `if (x.status === INVITE.sent) {}`,
      `await db.invite.findMany({ where: { status: BOOKING.accepted } });`,
      `if (isProposalDeclined(p.status)) {}`,
      `if (err.status === 404) {}`,
      `if (res.status === 200 || res.status === 400) {}`,
      `if (s.payment_status !== "paid") {}`,
      `if (job.status === JOB_STATUS.open) {}`,
      `// a comment that says status === "sent"`,
      `status: 429,`,
    ];
    expect(findings(["switch (job.status) {", "  case JOB_STATUS.open:", "    return 1;", "}"].join("\n"))).toEqual([]);
    expect(fine.filter((l) => findings(l).length > 0)).toEqual([]);
  });

  it("compares no status to a string literal or a bare job number outside the states modules", () => {
    const hits = ["app", "components", "lib"]
      .flatMap(files)
      .filter((f) => !isStatesModule(f) && !isOtherVocabulary(f))
      .flatMap((f) =>
        findings(readFileSync(f, "utf8")).map((h) => `${f.split(sep).join("/")}:${h.line} ${h.rule}: ${h.text.slice(0, 140)}`),
      );
    expect(hits).toEqual([]);
  });
});
