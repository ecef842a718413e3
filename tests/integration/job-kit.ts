// Shared set-up of the job integration tests: employers, employees, categories and jobs made through the
// real route handlers (real PostgreSQL behind them).
import { expect } from "vitest";
import { call } from "../helpers/api";
import { createCategory, createUser } from "../helpers/factories";
import { POST as createJob } from "@/app/api/job/create/route";
import { POST as apply } from "@/app/api/job/apply/route";
import { POST as hire } from "@/app/api/job/hire/route";

export async function jobCategories() {
  const { parent, subs } = await createCategory("Home Services", ["Plumbing", "Electrical"]);
  return { parent: parent.name, plumbing: subs[0].name, electrical: subs[1].name };
}

/** An employer who can hire (one credit at the free level unless told otherwise). */
export function employer(data: { credit?: number; level?: number; lat?: number; lng?: number } = {}) {
  return createUser({ type: "customer", firstName: "Erin", lastName: "Employer", data: { credit: 1, ...data } });
}

export function employee(opts: Parameters<typeof createUser>[0] = {}) {
  return createUser({ type: "provider", firstName: "Pat", lastName: "Provider", ...opts });
}

export function jobBody(category: string, overrides: Record<string, unknown> = {}) {
  return {
    title: "Fix a leaking kitchen sink",
    description: "The kitchen sink drips under the cabinet. Replace the trap and check the supply lines.",
    categories: category,
    skills: "Plumbing,Pipe repair",
    payType: "Hourly",
    price: "45.50",
    duration: "4",
    type: "One-time job",
    location: "Austin, TX, USA",
    city: "Austin",
    state: "TX",
    country: "US",
    lat: 30.2672,
    lng: -97.7431,
    screenQuestions: JSON.stringify([{ question: "Do you have your own tools?", generatedByAI: false }]),
    ...overrides,
  };
}

export async function postJob(token: string, category: string, overrides: Record<string, unknown> = {}) {
  const { status, json } = await call(createJob, { token, body: jobBody(category, overrides) });
  expect(status, JSON.stringify(json)).toBe(200);
  return json.job;
}

export const COVER = "I have fixed dozens of sinks like this one and can come tomorrow morning.";

export async function applyTo(token: string, jobId: string, overrides: Record<string, unknown> = {}) {
  const { status, json } = await call(apply, {
    token,
    body: { id: jobId, coverText: COVER, price: 40, duration: 4, screenAnswers: ["Yes, a full plumbing kit."], ...overrides },
  });
  expect(status, JSON.stringify(json)).toBe(200);
  return json.job;
}

/** Hires at the person's proposal's terms (the contract always takes them; price/duration, when given, must match). */
export async function hireOn(token: string, jobId: string, userId: string, overrides: Record<string, unknown> = {}) {
  const { status, json } = await call(hire, { token, body: { id: jobId, userId, ...overrides } });
  expect(status, JSON.stringify(json)).toBe(200);
  return json.job;
}
