// New passwords are refused when only spaces or made of the site's name or the person's own words, at every
// call that sets one (register_customer, register_provider, change_password, reset_newpassword, check_password).
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call, uniqueEmail, uniqueIp } from "../helpers/api";
import { createUser, DEFAULT_TEST_PASSWORD, pdfFile } from "../helpers/factories";
import { MSG } from "@/lib/accounts/messages";
import { POST as registerCustomer } from "@/app/api/user/register_customer/route";
import { POST as registerProvider } from "@/app/api/user/register_provider/route";
import { POST as changePassword } from "@/app/api/user/change_password/route";
import { POST as checkPassword } from "@/app/api/user/check_password/route";
import { POST as forgotPassword } from "@/app/api/user/forgot_password/route";
import { POST as verifyResetcode } from "@/app/api/user/verify_resetcode/route";
import { POST as resetNewpassword } from "@/app/api/user/reset_newpassword/route";

const ip = () => ({ "x-forwarded-for": uniqueIp() });

function customerBody(overrides: Record<string, unknown> = {}) {
  return {
    accountType: "personal",
    firstName: "Marisol",
    lastName: "Quintero",
    email: uniqueEmail("mquintero"),
    phone: "+1 555 010 0200",
    location: "Austin, TX, USA",
    city: "Austin",
    state: "TX",
    password: "Harbor-Lantern-42",
    terms: true,
    ...overrides,
  };
}

function providerForm(password: string) {
  const fd = new FormData();
  const fields: Record<string, string> = {
    firstName: "Riley",
    lastName: "Okonkwo",
    email: uniqueEmail("rokonkwo"),
    phone: "(303) 555-0199",
    location: "Denver, CO 80202",
    city: "Denver",
    state: "CO",
    password,
    terms: "true",
    categories: "[]",
    title: "Reliable warehouse associate",
    overview: "Five years of picking, packing and forklift work in busy distribution centers.",
    skills: JSON.stringify(["Forklift"]),
    hourlyRate: "24",
    educations: JSON.stringify([{ name: "Denver Tech College", degree: "Certificate", fieldOfStudy: "Logistics", from: 2015, to: 2016 }]),
    employments: JSON.stringify([{ company: "Front Range Supply", role: "Picker", from: 2017, to: null }]),
  };
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  fd.set("resume", pdfFile());
  return { fd, email: fields.email };
}

describe("register_customer", () => {
  it("refuses the site's name, the person's names, company and e-mail, and blank passwords", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ password: "Gigline123!" }, MSG.ContextPassword],
      [{ password: "gigline2024" }, MSG.ContextPassword],
      [{ password: "123gigline" }, MSG.ContextPassword],
      [{ password: "Marisol1987!" }, MSG.ContextPassword],
      [{ password: "QUINTERO-2024" }, MSG.ContextPassword],
      [{ email: uniqueEmail("harborlight"), password: "harborlight99!" }, MSG.ContextPassword],
      [
        { accountType: "company", company: "Lone Star Events", firstName: "", lastName: "", password: "LoneStar!2024" },
        MSG.ContextPassword,
      ],
      [{ password: "            " }, MSG.BlankPassword],
    ];
    for (const [over, error] of cases) {
      const body = customerBody(over);
      const r = await call(registerCustomer, { body, headers: ip() });
      expect(r.status, String(over.password)).toBe(400);
      expect(r.json).toEqual({ result: false, error });
      expect(await db.user.count({ where: { email: body.email as string } })).toBe(0);
    }
    expect((await call(registerCustomer, { body: customerBody(), headers: ip() })).status).toBe(200);
  });
});

describe("register_provider", () => {
  it("refuses the person's own name and the site's name", async () => {
    for (const password of ["Okonkwo2024!", "Gigline123!"]) {
      const { fd, email } = providerForm(password);
      const r = await call(registerProvider, { body: fd, headers: ip() });
      expect(r.status, password).toBe(400);
      expect(r.json.error).toBe(MSG.ContextPassword);
      expect(await db.user.count({ where: { email } })).toBe(0);
    }
    const blank = providerForm("          ");
    const r = await call(registerProvider, { body: blank.fd, headers: ip() });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe(MSG.BlankPassword);
  });
});

describe("change_password", () => {
  it("refuses the site's name, the account's own names and blank passwords, and keeps the old one", async () => {
    const { user, token } = await createUser({ firstName: "Thaddeus", lastName: "Varga" });
    for (const [new_password, error] of [
      ["Gigline2025!", MSG.ContextPassword],
      ["Thaddeus#1990", MSG.ContextPassword],
      ["varga-varga-7", MSG.ContextPassword],
      ["           ", MSG.BlankPassword],
    ]) {
      const r = await call(changePassword, { token, body: { old_password: DEFAULT_TEST_PASSWORD, new_password } });
      expect(r.status, new_password).toBe(400);
      expect(r.json.error).toBe(error);
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(user.passwordHash);
    const ok = await call(changePassword, { token, body: { old_password: DEFAULT_TEST_PASSWORD, new_password: "Harbor-Lantern-42" } });
    expect(ok.status).toBe(200);
  });
});

describe("reset_newpassword", () => {
  it("refuses the account's own e-mail name", async () => {
    const { user } = await createUser({ email: uniqueEmail("quillfeather") });
    expect((await call(forgotPassword, { body: { email: user.email }, headers: ip() })).status).toBe(200);
    const mail = await db.mailOutbox.findFirstOrThrow({ where: { to: user.email }, orderBy: { createdAt: "desc" } });
    const code = /code is (\d{6})/.exec(mail.text)![1];
    const { token } = (await call(verifyResetcode, { body: { email: user.email, code }, headers: ip() })).json;
    const r = await call(resetNewpassword, { body: { email: user.email, token, password: "Quillfeather!1" }, headers: ip() });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe(MSG.ContextPassword);
  });
});

describe("check_password", () => {
  it("refuses the site's name and blank passwords before an employee sign-up", async () => {
    const site = await call(checkPassword, { body: { password: "Gigline123!" }, headers: ip() });
    expect(site.status).toBe(400);
    expect(site.json).toEqual({ result: false, error: MSG.ContextPassword });
    const blank = await call(checkPassword, { body: { password: "          " }, headers: ip() });
    expect(blank.json).toEqual({ result: false, error: MSG.BlankPassword });
  });
});
