// The local AI helper: a useful, deterministic draft with 7 questions specific to the job's skills.
import { describe, expect, it } from "vitest";
import { localJobDraft } from "@/lib/assistant/local-job-draft";
import { parseDraft } from "@/lib/assistant/openai-job-draft";
import { hasContactDetails } from "@/lib/moderation/contact-scanner";

const sink = {
  title: "Fix a leaking kitchen sink",
  categories: ["Plumbing"],
  skills: ["Pipe repair", "Drain cleaning"],
  payType: "Hourly" as const,
  price: 45,
  duration: 4,
  type: "One-time job",
  location: "Austin, TX",
};

describe("localJobDraft", () => {
  it("writes a description from the title, category, skills, pay and location", () => {
    const d = localJobDraft(sink);
    expect(d.description).toContain("Fix a leaking kitchen sink");
    expect(d.description).toContain("plumbing professional in Austin, TX");
    expect(d.description).toContain("Pay: hourly, $45.00/hr, about 4 hours of work");
    expect(d.description).toContain("Proven experience with pipe repair and drain cleaning");
    expect(hasContactDetails(d.description)).toBe(false);
  });

  it("asks exactly 7 distinct questions, tailored to the skills first", () => {
    const d = localJobDraft(sink);
    expect(d.questions).toHaveLength(7);
    expect(new Set(d.questions).size).toBe(7);
    expect(d.questions[0]).toMatch(/leak/);
    expect(d.questions.some((q) => q.includes("used pipe repair"))).toBe(true);
    expect(d.questions.some((q) => q.includes("used drain cleaning"))).toBe(true);
    expect(d.questions.some((q) => q.includes("4 hours"))).toBe(true);
    expect(hasContactDetails(...d.questions)).toBe(false);
  });

  it("gives different questions to different trades, and the same draft twice", () => {
    const web = localJobDraft({ title: "Build a booking page", categories: ["Web Development"], skills: ["React", "TypeScript"], payType: "Fixed", price: 800, duration: 5 });
    expect(web.questions).toHaveLength(7);
    expect(web.questions[0]).toContain("React");
    expect(web.questions.some((q) => q.includes("fixed price of $800.00 for about 5 days"))).toBe(true);
    expect(web.questions.join(" ")).not.toMatch(/leak/);
    expect(localJobDraft(sink)).toEqual(localJobDraft(sink));
  });

  it("still asks 7 questions with only a title", () => {
    const d = localJobDraft({ title: "Help at a garage sale", categories: [], skills: [] });
    expect(d.questions).toHaveLength(7);
    expect(d.description).toContain("Help at a garage sale");
  });
});

describe("inSentence", () => {
  it("lower-cases plain skills and keeps names", async () => {
    const { inSentence } = await import("@/lib/assistant/local-job-draft");
    expect(["Pipe repair", "Cleaning", "React", "TypeScript", "Node.js", "CPR"].map(inSentence)).toEqual(["pipe repair", "cleaning", "React", "TypeScript", "Node.js", "CPR"]);
  });
});

describe("parseDraft (an OpenAI-compatible answer)", () => {
  const seven = Array.from({ length: 7 }, (_, i) => `Question ${i + 1}?`);
  it("reads the JSON object, even inside a code fence", () => {
    expect(parseDraft("```json\n" + JSON.stringify({ description: "Desc", questions: seven }) + "\n```")).toEqual({ description: "Desc", questions: seven });
  });
  it("refuses fewer than 7 questions or no description", () => {
    expect(parseDraft(JSON.stringify({ description: "Desc", questions: seven.slice(0, 6) }))).toBeNull();
    expect(parseDraft(JSON.stringify({ questions: seven }))).toBeNull();
    expect(parseDraft("Sorry, I cannot help.")).toBeNull();
  });
});
