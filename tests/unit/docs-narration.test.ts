// The repository describes the product, not how it was built: no numbered work rounds, issue numbers,
// branch names or notes addressed to whoever merges. History lives in git.
// Migrations are checked too: a reworded comment of an applied migration is listed in
// prisma/migrations/comment-edits.json, which the migrator accepts (scripts/lib/migrate.mjs).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { trackedFiles } from "../helpers/tracked-files";

const ROOT = new URL("../../", import.meta.url);

/** Each pattern names one kind of narration; the test prints the file, line and kind of every hit. */
export const NARRATION: { kind: string; re: RegExp }[] = [
  { kind: "issue number", re: /\bissues? #?\d+\b|\bissue \d+'s\b/i },
  { kind: "work session", re: /\bsessions? \d+\b|\bsession-\d+\b/i },
  { kind: "work round", re: /(?<![-\w])rounds? \d+\b|\b(?:this|next|last|work) rounds?\b(?! trip)/i },
  { kind: "branch name", re: /\bi\d{1,2}-[a-z]+\d*\b/ },
  { kind: "note to the merger", re: /\bthe lead\b|\bfor the lead\b|\bnotes? for the README\b/i },
  { kind: "scratch notes", re: /\bnotes-i\d+/i },
  { kind: "branch talk", re: /\b(?:on|of) this branch\b|\bbranch (?:i\d|h-)|\bthe [a-z]+ branch (?:owns|writes|brings)\b/i },
  { kind: "issue reference", re: /\b(?:the|that|this|later) (?:[a-z-]+ )?issue\b(?!s)/i },
  { kind: "item of an issue", re: /\b(?:hardening|walk-through)\b[^.]*\bitems? \d+|"hardening" issue/i },
  { kind: "who did the work", re: /\bthe [a-z]+ engineer\b|\bother engineers\b|\bafter (?:the )?merg(?:e|es|ing)\b/i },
];

// Tests of the check itself quote the patterns; vendored specs are quoted as they are.
const SKIP = [/^tests\/unit\/docs-narration\.test\.ts$/, /^docs\/spec\//, /^package-lock\.json$/];
const TEXT = /\.(?:ts|tsx|mts|mjs|js|cjs|json|md|mdx|prisma|sql|css|yml|yaml|toml|txt|html|sh)$|^\.env\.example$|Dockerfile$/;

function trackedTextFiles(): string[] {
  return trackedFiles(fileURLToPath(ROOT)).filter((f) => TEXT.test(f) && !SKIP.some((re) => re.test(f)));
}

export function narrationHits(path: string, text: string): string[] {
  const hits: string[] = [];
  text.split("\n").forEach((line, i) => {
    for (const { kind, re } of NARRATION) if (re.test(line)) hits.push(`${path}:${i + 1} (${kind}): ${line.trim().slice(0, 120)}`);
  });
  return hits;
}

describe("narration of the work", () => {
  it("recognises the kinds it looks for", () => {
    // the samples are put together here, so this file does not itself carry the phrases it looks for
    const n = (word: string, num: number) => `${word} ${num}`;
    expect(narrationHits("x", `see ${n("issue", 10)} and ${n("session", 8)}`)).toHaveLength(2);
    expect(narrationHits("x", `runs on branch ${["i10", "fix"].join("-")}`)).toHaveLength(2);
    expect(narrationHits("x", "a note for the lead")).toHaveLength(1);
    expect(narrationHits("x", "the fifth round 3 of work")).toHaveLength(1);
    expect(narrationHits("x", "whoever stores totals later (the money issue)")).toHaveLength(1);
    expect(narrationHits("x", "for the booking engineer; runs after the merges")).toHaveLength(1);
    expect(narrationHits("x", "// Hardening items 3 and 8: bodies are capped")).toHaveLength(1);
    // Product words that look alike are fine.
    expect(narrationHits("x", "a round trip less; sessions and API tokens; `--rounds 5`; i18n-ready")).toEqual([]);
  });

  it("appears in no tracked file", () => {
    const hits = trackedTextFiles().flatMap((f) => {
      let text: string;
      try {
        text = readFileSync(new URL(f, ROOT), "utf8");
      } catch {
        return []; // deleted in the work tree, not yet in the index
      }
      return narrationHits(f, text);
    });
    expect(hits).toEqual([]);
  });
});
