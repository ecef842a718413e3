// user/get_user, user/get_user_detail and the resume download: others never see e-mail or phone.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createUser, pdfFile } from "../helpers/factories";
import { POST as getUser } from "@/app/api/user/get_user/route";
import { POST as getUserDetail } from "@/app/api/user/get_user_detail/route";
import { POST as updateProvider } from "@/app/api/user/update_provider/route";
import { GET as getResume } from "@/app/api/user/resume/[userId]/route";
import { db } from "@/lib/db";
import { MSG } from "@/lib/accounts/messages";

describe("user/get_user", () => {
  it("gives the caller their own full user", async () => {
    const { user, token } = await createUser({ type: "customer", phone: "+1 303 555 0111" });
    const { status, json } = await call(getUser, { token, body: { user_id: user.id } });
    expect(status).toBe(200);
    expect(json.result).toBe(true);
    expect(json.user).toMatchObject({ _id: user.id, email: user.email, phone: "+1 303 555 0111", type: "customer", hasPassword: true });
    expect(json.user.statistics).toEqual({
      jobsPosted: 0,
      hires: 0,
      totalPaid: 0,
      totalEarned: 0,
      openJobs: 0,
      activeContracts: 0,
      jobsHired: 0,
    });
  });

  it("shows others a person's city and state and a rounded point, never the street address", async () => {
    const viewer = await createUser({ type: "customer" });
    const other = await createUser({
      type: "provider",
      data: { location: "742 Evergreen Terrace, Austin, TX 78701", city: "Austin", state: "TX", lat: 30.267153, lng: -97.743057 },
    });
    const theirs = await call(getUser, { token: viewer.token, body: { user_id: other.user.id } });
    expect(theirs.json.user).toMatchObject({ location: "Austin, TX", lat: 30.27, lng: -97.74 });
    expect(JSON.stringify(theirs.json)).not.toContain("Evergreen");
    const own = await call(getUser, { token: other.token, body: { user_id: other.user.id } });
    expect(own.json.user).toMatchObject({ location: "742 Evergreen Terrace, Austin, TX 78701", lat: 30.267153, lng: -97.743057 });
  });

  it("never shows another person's e-mail, phone or account data", async () => {
    const viewer = await createUser({ type: "customer" });
    const other = await createUser({
      type: "provider",
      phone: "+1 303 555 0199",
      profile: { title: "Welder", hourlyRate: 30 },
      data: { infoCubicAccountNumber: "IC-SECRET", streetNumber: "42" },
    });
    const { status, json } = await call(getUser, { token: viewer.token, body: { user_id: other.user.id } });
    expect(status).toBe(200);
    expect(json.user).toMatchObject({ _id: other.user.id, title: "Welder", hourlyRate: 30 });
    const text = JSON.stringify(json);
    expect(text).not.toContain(other.user.email);
    expect(text).not.toContain("555 0199");
    expect(text).not.toContain("IC-SECRET");
    for (const key of ["email", "phone", "street_number", "infoCubicAccountNumber", "credit", "device_token", "socialId", "hasPassword"]) {
      expect(json.user).not.toHaveProperty(key);
    }
  });

  it("answers 404 for an unknown or deleted user, 401 without sign-in, 400 without user_id", async () => {
    const viewer = await createUser();
    const gone = await createUser({ deleted: true });
    let r = await call(getUser, { token: viewer.token, body: { user_id: gone.user.id } });
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ result: false, error: MSG.AccountDoesNotExist });
    r = await call(getUser, { token: viewer.token, body: { user_id: "nope" } });
    expect(r.status).toBe(404);
    r = await call(getUser, { body: { user_id: viewer.user.id } });
    expect(r.status).toBe(401);
    r = await call(getUser, { token: viewer.token, body: {} });
    expect(r.status).toBe(400);
  });
});

describe("user/get_user_detail", () => {
  it("answers the public user with the (still empty) job history, availability and requests", async () => {
    const viewer = await createUser({ type: "customer" });
    const other = await createUser({ type: "provider", profile: { overview: "Hello" } });
    const { status, json } = await call(getUserDetail, { token: viewer.token, body: { userId: other.user.id } });
    expect(status).toBe(200);
    // no hours published yet: the availability is there, empty, in the default zone
    expect(json).toMatchObject({
      result: true,
      total: 0,
      projects: [],
      requests: [],
      availability: { userId: other.user.id, repeat: { sheetData: [] }, special: { sheetData: [] }, upcoming: [] },
    });
    expect(json.user).toMatchObject({ _id: other.user.id, overview: "Hello" });
    expect(json.user).not.toHaveProperty("email");
    expect(json.user).not.toHaveProperty("phone");
  });

  it("answers 404 for a deleted user", async () => {
    const viewer = await createUser();
    const gone = await createUser({ type: "provider", deleted: true });
    const r = await call(getUserDetail, { token: viewer.token, body: { userId: gone.user.id } });
    expect(r.status).toBe(404);
  });
});

describe("GET /api/user/resume/{userId}", () => {
  it("downloads the PDF with its original name for any signed-in user", async () => {
    const provider = await createUser({ type: "provider" });
    const fd = new FormData();
    fd.append("id", provider.user.id);
    fd.append("resume", pdfFile("Résumé José.pdf"));
    expect((await call(updateProvider, { token: provider.token, body: fd })).status).toBe(200);

    const viewer = await createUser({ type: "customer" });
    const r = await call(getResume, { method: "GET", token: viewer.token, params: { userId: provider.user.id } });
    expect(r.status).toBe(200);
    expect(r.res.headers.get("content-type")).toBe("application/pdf");
    const cd = r.res.headers.get("content-disposition")!;
    expect(cd).toMatch(/^attachment; /);
    expect(cd).toContain(`filename*=UTF-8''${encodeURIComponent("Résumé José.pdf")}`);
    expect(r.res.headers.get("cache-control")).toContain("no-store");
    expect(Buffer.from(await r.res.arrayBuffer()).toString("latin1")).toMatch(/^%PDF-1\.4/);
  });

  it("answers 401 without a session and 404 when there is no resume", async () => {
    const provider = await createUser({ type: "provider" });
    let r = await call(getResume, { method: "GET", params: { userId: provider.user.id } });
    expect(r.status).toBe(401);
    r = await call(getResume, { method: "GET", token: provider.token, params: { userId: provider.user.id } });
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ result: false, error: "This person has not uploaded a resume." });
  });

  it("answers 404 once the owner's account is deleted", async () => {
    const provider = await createUser({ type: "provider" });
    const fd = new FormData();
    fd.append("id", provider.user.id);
    fd.append("resume", pdfFile());
    await call(updateProvider, { token: provider.token, body: fd });
    await db.user.update({ where: { id: provider.user.id }, data: { deletedAt: new Date() } });
    const viewer = await createUser();
    const r = await call(getResume, { method: "GET", token: viewer.token, params: { userId: provider.user.id } });
    expect(r.status).toBe(404);
  });
});
