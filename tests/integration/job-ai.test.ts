// job/get_ai_response: the local draft, and an OpenAI-compatible API (a fake one on localhost that checks
// the Bearer key), with the fallback to the local draft when the API fails.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { call } from "../helpers/api";
import { DRAFT_LABEL, NEED_CONTEXT } from "@/lib/assistant/schemas";
import { POST as getAiResponse } from "@/app/api/job/get_ai_response/route";
import { employee, employer } from "./job-kit";

const form = {
  title: "Fix a leaking kitchen sink",
  categories: "Plumbing",
  skills: "Pipe repair,Drain cleaning",
  payType: "Hourly",
  price: "45",
  duration: "4",
  type: "One-time job",
  location: "Austin, TX",
};

describe("job/get_ai_response, local draft", () => {
  it("answers the spec's message.message.content and a structured draft with 7 suggested (not AI) questions", async () => {
    const { token } = await employer();
    const { status, json } = await call(getAiResponse, { token, body: form });
    expect(status).toBe(200);
    expect(json.source).toBe("local");
    expect(json.label).toBe("Draft from Gigline's templates");
    const content: string = json.message.message.content;
    expect(content).toContain("Fix a leaking kitchen sink");
    expect(content).toContain("Screening questions:\n1. ");
    expect(content).toContain("\n7. ");
    expect(json.draft.questions).toHaveLength(7);
    expect(json.draft.screenQuestions).toHaveLength(7);
    // the templates wrote them: "Suggested", never "AI"; each starts as required
    for (const q of json.draft.screenQuestions) expect(q).toMatchObject({ generatedByAI: false, suggested: true, required: true });
    expect(json.draft.description).toContain("$45.00/hr");
    // the same job, the same draft
    expect((await call(getAiResponse, { token, body: form })).json.draft).toEqual(json.draft);
  });

  it("reads the job context from `message` alone: JSON text, an object, or 'Key: value' lines", async () => {
    const { token } = await employer();
    const viaJson = await call(getAiResponse, {
      token,
      body: { message: JSON.stringify({ title: "Paint a fence", skills: ["Painting"], payType: "Fixed", price: 300, duration: 2 }) },
    });
    expect(viaJson.json.draft.description).toContain("Paint a fence");
    expect(viaJson.json.draft.description).toContain("fixed price of $300.00");
    const viaObject = await call(getAiResponse, { token, body: { message: { title: "Move a piano", skills: "Moving" } } });
    expect(viaObject.json.draft.questions.join(" ")).toMatch(/stairs|fragile/);
    const viaLines = await call(getAiResponse, {
      token,
      body: { message: "Title: Tutor algebra\nSkills: Math tutoring\nLocation: Denver, CO" },
    });
    expect(viaLines.json.draft.description).toContain("Tutor algebra");
    expect(viaLines.json.draft.description).toContain("Denver, CO");
    const viaText = await call(getAiResponse, { token, body: { message: "Clean a two-bedroom apartment" } });
    expect(viaText.json.draft.description).toContain("Clean a two-bedroom apartment");
  });

  it("writes a bartender's draft for a bartender job titled 'Rooftop party', and merges several categories without repeats", async () => {
    const { token } = await employer();
    const rooftop = await call(getAiResponse, {
      token,
      body: {
        message: JSON.stringify({ title: "Rooftop party", categories: ["Bartender"] }),
        title: "Rooftop party",
        categories: "Bartender",
        skills: "Mixology",
        payType: "Hourly",
        price: "35",
        duration: "6",
      },
    });
    expect(rooftop.status).toBe(200);
    expect(rooftop.json.label).toBe(DRAFT_LABEL.local);
    const questions: string[] = rooftop.json.draft.questions;
    expect(questions.join(" ")).not.toMatch(/roof|hidden damage/i);
    expect(questions.join(" ")).toMatch(/TABC/);
    expect(rooftop.json.draft.description).toContain("an experienced bartender");
    expect(rooftop.json.draft.description).not.toMatch(/Proven experience with|skilled/);

    const merged = await call(getAiResponse, { token, body: { title: "Wedding", categories: "Bartender,Barback,Server" } });
    const mq: string[] = merged.json.draft.questions;
    expect(mq).toHaveLength(7);
    expect(new Set(mq.map((q) => q.toLowerCase())).size).toBe(7);
    expect(mq.filter((q) => /TABC/.test(q))).toHaveLength(1);
    expect(mq.join(" ")).toMatch(/kegs/);
  });

  it("needs some context and an employer", async () => {
    const { token } = await employer();
    const empty = await call(getAiResponse, { token, body: { message: "  " } });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe(NEED_CONTEXT);
    expect((await call(getAiResponse, { token: (await employee()).token, body: form })).status).toBe(403);
    expect((await call(getAiResponse, { body: form })).status).toBe(401);
  });
});

describe("job/get_ai_response, OpenAI-compatible API", () => {
  let server: http.Server;
  let seen: { auth?: string; body?: { model: string; messages: { role: string; content: string }[] } }[] = [];
  let answer: (res: http.ServerResponse) => void;
  const questions = Array.from({ length: 7 }, (_, i) => `How would you handle plumbing case ${i + 1}?`);
  const ok = (content: string) => (res: http.ServerResponse) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ id: "chatcmpl-1", choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] }));
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        seen.push({ auth: req.headers.authorization, body: raw ? JSON.parse(raw) : undefined });
        if (req.url !== "/v1/chat/completions" || req.headers.authorization !== "Bearer sk-test-123") {
          res.writeHead(401, { "content-type": "application/json" });
          res.end(JSON.stringify({ error: { message: "bad key" } }));
          return;
        }
        answer(res);
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    process.env.AI_API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
    process.env.AI_API_KEY = "sk-test-123";
    process.env.AI_MODEL = "fake-model-1";
  });
  afterEach(() => {
    seen = [];
  });
  afterAll(async () => {
    delete process.env.AI_API_BASE;
    delete process.env.AI_API_KEY;
    delete process.env.AI_MODEL;
    await new Promise((r) => server.close(r));
  });

  it("uses the API with the Bearer key and model, and answers its draft", async () => {
    answer = ok("Here you go:\n```json\n" + JSON.stringify({ description: "We need a plumber for a sink.", questions }) + "\n```");
    const { token } = await employer();
    const { status, json } = await call(getAiResponse, { token, body: form });
    expect(status).toBe(200);
    expect(json.source).toBe("ai");
    expect(json.label).toBe(DRAFT_LABEL.ai);
    expect(json.label).not.toBe("Draft from Gigline's templates");
    expect(json.draft.description).toBe("We need a plumber for a sink.");
    expect(json.draft.questions).toEqual(questions);
    // a model wrote these: the "AI" mark
    for (const q of json.draft.screenQuestions) expect(q).toMatchObject({ generatedByAI: true, suggested: false, required: true });
    expect(json.message.message.content).toContain("7. How would you handle plumbing case 7?");
    expect(seen).toHaveLength(1);
    expect(seen[0].auth).toBe("Bearer sk-test-123");
    expect(seen[0].body!.model).toBe("fake-model-1");
    expect(seen[0].body!.messages.at(-1)!.content).toContain("Fix a leaking kitchen sink");
    expect(seen[0].body!.messages.at(-1)!.content).toContain("Drain cleaning");
  });

  it("falls back to the local draft when the API fails, refuses the key, or slips in contact details", async () => {
    const { token } = await employer();
    answer = (res) => {
      res.writeHead(500);
      res.end("boom");
    };
    const failed = await call(getAiResponse, { token, body: form });
    expect(failed.status).toBe(200);
    expect(failed.json.source).toBe("local");
    expect(failed.json.label).toBe("Draft from Gigline's templates");
    expect(failed.json.draft.questions).toHaveLength(7);

    answer = ok(JSON.stringify({ description: "Call me at 512-555-0101 to discuss.", questions }));
    expect((await call(getAiResponse, { token, body: form })).json.source).toBe("local");

    process.env.AI_API_KEY = "sk-wrong";
    try {
      answer = ok(JSON.stringify({ description: "Never used", questions }));
      const refused = await call(getAiResponse, { token, body: form });
      expect(refused.json.source).toBe("local");
      expect(seen.at(-1)!.auth).toBe("Bearer sk-wrong");
    } finally {
      process.env.AI_API_KEY = "sk-test-123";
    }
  });
});
