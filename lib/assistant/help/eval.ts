// The assistant's evaluation: labelled questions (tests/fixtures/assistant-eval*.json) asked through the
// real answer function, each scored by whether the answer shows the expected fact. Shared by
// `npm run eval:assistant` (scripts/eval-assistant.ts) and tests/integration/help-eval.test.ts.
import fs from "node:fs";
import type { User } from "@/lib/generated/prisma/client";
import { answerHelpQuestion } from "@/lib/assistant/help/answer";

export type Asker = "employer" | "employee" | null;
export type EvalQuestion = { topic: string; as: Asker; q: string; expect: string[] };
export type EvalResult = EvalQuestion & { ok: boolean; answer: string; ms: number };
export type EvalScore = {
  total: number;
  passed: number;
  percent: number;
  byTopic: Record<string, { total: number; passed: number }>;
  failures: EvalResult[];
};

export function loadEvalQuestions(path: string): EvalQuestion[] {
  return (JSON.parse(fs.readFileSync(path, "utf8")) as { questions: EvalQuestion[] }).questions;
}

/** "/re/flags" is a regular expression; anything else a case-insensitive substring. */
export function expectationMet(answer: string, expected: string): boolean {
  const re = /^\/(.+)\/([imsu]*)$/s.exec(expected);
  if (re) return new RegExp(re[1], re[2]).test(answer);
  return answer.toLowerCase().includes(expected.toLowerCase());
}

export async function runEval(questions: EvalQuestion[], askers: { employer: User; employee: User }): Promise<EvalResult[]> {
  const out: EvalResult[] = [];
  for (const q of questions) {
    const t = performance.now();
    const user = q.as ? askers[q.as] : null;
    const { answer } = await answerHelpQuestion(user, q.q);
    out.push({ ...q, answer, ok: q.expect.every((e) => expectationMet(answer, e)), ms: performance.now() - t });
  }
  return out;
}

export function score(results: EvalResult[]): EvalScore {
  const byTopic: EvalScore["byTopic"] = {};
  for (const r of results) {
    const t = (byTopic[r.topic] ??= { total: 0, passed: 0 });
    t.total++;
    if (r.ok) t.passed++;
  }
  const passed = results.filter((r) => r.ok).length;
  return {
    total: results.length,
    passed,
    percent: results.length ? (100 * passed) / results.length : 0,
    byTopic,
    failures: results.filter((r) => !r.ok),
  };
}
