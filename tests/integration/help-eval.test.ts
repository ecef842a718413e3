// The help assistant's evaluation (npm run eval:assistant) as a test: the main set of questions in users'
// words (tests/fixtures/assistant-eval.json) and the second and fourth tuning sets (assistant-eval-tuning-2.json, -4.json), asked
// through the real answer function, must each show the expected fact in at least 95 % of the answers. The
// database has the service-fee Setting row the demo seed writes; a rendered answer shows that value, and a
// changed setting changes the answer.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { answerHelpQuestion } from "@/lib/assistant/help/answer";
import { loadEvalQuestions, runEval, score } from "@/lib/assistant/help/eval";
import { DEFAULT_FEE } from "@/prisma/seed/settings";
import { employee, employer } from "./job-kit";

async function setFee(value: number) {
  await db.setting.upsert({ where: { key: "fee" }, create: { key: "fee", value }, update: { value } });
}

describe("help assistant evaluation", () => {
  afterAll(() => setFee(DEFAULT_FEE));

  it("answers at least 95 % of the main set with the expected fact", { timeout: 60_000 }, async () => {
    await setFee(DEFAULT_FEE);
    const [a, b] = await Promise.all([employer(), employee()]);
    const questions = loadEvalQuestions("tests/fixtures/assistant-eval.json");
    expect(questions.length).toBeGreaterThanOrEqual(120);
    const s = score(await runEval(questions, { employer: a.user, employee: b.user }));
    const report = s.failures.map((f) => `${f.q} → want ${f.expect.join(" & ")}; got ${f.answer.slice(0, 160)}`);
    expect(s.percent, report.join("\n")).toBeGreaterThanOrEqual(95);
  });

  it("answers at least 95 % of the second tuning set, written from the articles", { timeout: 60_000 }, async () => {
    await setFee(DEFAULT_FEE);
    const [a, b] = await Promise.all([employer(), employee()]);
    const questions = loadEvalQuestions("tests/fixtures/assistant-eval-tuning-2.json");
    expect(questions.length).toBeGreaterThanOrEqual(80);
    const s = score(await runEval(questions, { employer: a.user, employee: b.user }));
    const report = s.failures.map((f) => `${f.q} → want ${f.expect.join(" & ")}; got ${f.answer.slice(0, 160)}`);
    expect(s.percent, report.join("\n")).toBeGreaterThanOrEqual(95);
  });

  it("answers at least 95 % of the fourth tuning set, typos and casual wording included", { timeout: 60_000 }, async () => {
    await setFee(DEFAULT_FEE);
    const [a, b] = await Promise.all([employer(), employee()]);
    const questions = loadEvalQuestions("tests/fixtures/assistant-eval-tuning-4.json");
    expect(questions.length).toBeGreaterThanOrEqual(80);
    const s = score(await runEval(questions, { employer: a.user, employee: b.user }));
    const report = s.failures.map((f) => `${f.q} → want ${f.expect.join(" & ")}; got ${f.answer.slice(0, 160)}`);
    expect(s.percent, report.join("\n")).toBeGreaterThanOrEqual(95);
  });

  it("shows the service fee of the Setting row, the value the pay screen uses", async () => {
    await setFee(DEFAULT_FEE);
    const fees = await answerHelpQuestion(null, "What are the fees");
    expect(fees.answer).toContain(`${DEFAULT_FEE}%`);
    expect(fees.answer).not.toContain("{{");
    expect(fees.links[0].href).toBe("/help/service-fee");
    await setFee(7.5);
    expect((await answerHelpQuestion(null, "how much commission do you take?")).answer).toContain("7.5%");
  });

  it("answers how-to questions from the articles, never with the asker's figures", async () => {
    const { user } = await employer({ level: 3 });
    const cancel = await answerHelpQuestion(user, "I want to cancel my subscription");
    expect(cancel.source).toBe("help");
    expect(cancel.answer).toContain("Cancel plan");
    expect(cancel.answer).not.toMatch(/You are on the/);
    const payout = await answerHelpQuestion(user, "my payout failed");
    expect(payout.answer).toContain("/dashboard/withdraw");
    expect(payout.answer).not.toMatch(/Success page|Your wallet balance is/);
    const report = await answerHelpQuestion(user, "How do I report someone");
    expect(report.answer).toMatch(/Conversation options.*Report/);
    // a question about the asker's own figure still gets it
    expect((await answerHelpQuestion(user, "what is my current plan?")).answer).toContain("You are on the Premium plan");
  });
});
