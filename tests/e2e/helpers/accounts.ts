// Shared e2e helpers: unique people, accounts made through the API, and signing in through the UI.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { makePdf } from "./pdf";

export const PASSWORD = "Sup3r-secret-pass";

let n = 0;
/** A unique e-mail address for this run (every test makes its own people). */
export function uniqueEmail(prefix = "e2e") {
  n += 1;
  return `${prefix}.${Date.now().toString(36)}.${n}.${Math.floor(Math.random() * 1e6)}@example.test`;
}

/**
 * A random client IP for `test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } })`, so the
 * per-IP rate limits of one spec file never touch another.
 */
export function randomIp() {
  const b = () => 1 + Math.floor(Math.random() * 253);
  return `10.${b()}.${b()}.${b()}`;
}

export type Account = { email: string; password: string; token: string; user: Record<string, unknown> & { _id: string } };

/** An employer made through user/register_customer (company account unless names are given). */
export async function registerEmployerViaApi(request: APIRequestContext, over: Record<string, unknown> = {}): Promise<Account> {
  const email = (over.email as string) ?? uniqueEmail("employer");
  const body = {
    accountType: "company",
    company: "Lone Star Events LLC",
    email,
    phone: "(512) 555-0142",
    location: "Austin, TX 78701",
    city: "Austin",
    state: "TX",
    zipcode: "78701",
    password: PASSWORD,
    terms: true,
    ...over,
  };
  const res = await request.post("/api/user/register_customer", { data: body });
  const json = await res.json();
  expect(json.result, JSON.stringify(json)).toBe(true);
  return { email, password: String(body.password), token: json.token, user: json.user };
}

/** An employee made through user/register_provider (multipart, with a generated PDF resume). */
export async function registerProviderViaApi(request: APIRequestContext, over: Record<string, string> = {}): Promise<Account> {
  const email = over.email ?? uniqueEmail("worker");
  const fields: Record<string, string> = {
    firstName: "Riley",
    lastName: "Chen",
    email,
    phone: "(303) 555-0199",
    location: "Denver, CO 80202",
    city: "Denver",
    state: "CO",
    zipcode: "80202",
    password: PASSWORD,
    terms: "true",
    categories: "[]",
    title: "Reliable warehouse associate",
    overview: "Five years of picking, packing and forklift work in busy distribution centers.",
    skills: JSON.stringify(["Forklift", "Inventory"]),
    hourlyRate: "24",
    educations: JSON.stringify([{ name: "Denver Tech College", degree: "Certificate", fieldOfStudy: "Logistics", from: 2015, to: 2016 }]),
    employments: JSON.stringify([{ company: "Front Range Supply", role: "Picker", from: 2017, to: null }]),
    ...over,
  };
  const res = await request.post("/api/user/register_provider", {
    multipart: { ...fields, resume: { name: "resume.pdf", mimeType: "application/pdf", buffer: makePdf("Riley Chen resume") } },
  });
  const json = await res.json();
  expect(json.result, JSON.stringify(json)).toBe(true);
  return { email, password: fields.password, token: json.token, user: json.user };
}

/** Signs in on the login page and waits for the dashboard. */
export async function signInViaUi(page: Page, email: string, password: string) {
  await page.goto("/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(/\/dashboard\//);
}
