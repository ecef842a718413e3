// The hourly rate keeps its decimals and is never rewritten (not "-5" to 5, "1e309" to 1309, nor
// 28.50 to 2850 in the sign-up field) — user/register_provider and user/update_provider.
import { describe, expect, it } from "vitest";
import { call, uniqueEmail, uniqueIp } from "../helpers/api";
import { createCategory, createUser, pdfFile } from "../helpers/factories";
import { POST as registerProvider } from "@/app/api/user/register_provider/route";
import { POST as updateProvider } from "@/app/api/user/update_provider/route";
import { db } from "@/lib/db";
import { MSG } from "@/lib/accounts/messages";
import { NUMBER_MSG } from "@/lib/money/amounts/parse";

async function signUp(hourlyRate: string) {
  const { parent, subs } = await createCategory("Hospitality", ["Cooking"]);
  const email = uniqueEmail("rate");
  const fields: Record<string, string | File> = {
    firstName: "Maria",
    lastName: "Lopez",
    email,
    phone: "+1 (512) 555-0142",
    location: "Austin, TX, USA",
    city: "Austin",
    state: "TX",
    country: "US",
    zipcode: "78701",
    lat: "30.2672",
    lng: "-97.7431",
    password: "Secret-pass-1",
    terms: "true",
    categories: `${parent.name},${subs[0].name}`,
    title: "Line cook",
    overview: "Ten years in busy kitchens.",
    skills: "Grill,Prep",
    hourlyRate,
    educations: JSON.stringify([
      { name: "State University", degree: "BSc", fieldOfStudy: "Biology", description: "", from: 2010, to: 2014 },
    ]),
    employments: JSON.stringify([{ company: "Acme", role: "Cook", description: "Line cook", from: 2015, to: "" }]),
    resume: pdfFile("cv.pdf"),
    os: "web",
  };
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const res = await call(registerProvider, { body: fd, headers: { "x-forwarded-for": uniqueIp() } });
  return { ...res, email };
}

describe("user/register_provider hourly rate", () => {
  it("keeps 28.50 as $28.50/hr (2850 cents)", async () => {
    const { status, json, email } = await signUp("28.50");
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.user.hourlyRate).toBe(28.5);
    const user = await db.user.findUniqueOrThrow({ where: { email }, include: { profile: true } });
    expect(user.profile?.hourlyRate).toBe(2850);
  });

  it.each([
    ["-5", MSG.InvalidHourlyRate],
    ["1e309", MSG.InvalidHourlyRate],
    ["$2-8", MSG.InvalidHourlyRate],
    ["28.505", NUMBER_MSG.TooManyDecimals],
  ])("refuses %j (400) instead of rewriting it", async (rate, message) => {
    const { status, json, email } = await signUp(rate);
    expect(status).toBe(400);
    expect(json).toEqual({ result: false, error: message });
    expect(await db.user.count({ where: { email } })).toBe(0);
  });
});

describe("user/update_provider hourly rate", () => {
  it.each([["-5"], ["1e309"], ["0.001"], ["12/hr"]])("refuses %j and keeps the old rate", async (rate) => {
    const { user, token } = await createUser({ type: "provider", profile: { hourlyRate: 20 } });
    const before = (await db.providerProfile.findUniqueOrThrow({ where: { userId: user.id } })).hourlyRate;
    const { status, json } = await call(updateProvider, { token, body: { id: user.id, hourlyRate: rate } });
    expect(status).toBe(400);
    expect(json.result).toBe(false);
    expect(typeof json.error).toBe("string");
    expect((await db.providerProfile.findUniqueOrThrow({ where: { userId: user.id } })).hourlyRate).toBe(before);
  });

  it("stores 32.5 as 3250 cents", async () => {
    const { user, token } = await createUser({ type: "provider" });
    const { status } = await call(updateProvider, { token, body: { id: user.id, hourlyRate: "32.5" } });
    expect(status).toBe(200);
    expect((await db.providerProfile.findUniqueOrThrow({ where: { userId: user.id } })).hourlyRate).toBe(3250);
  });
});
