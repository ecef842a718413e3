// user/update_customer and user/update_provider: only one's own profile; what is sent is changed.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createCategory, createUser, fakeFile, pdfFile, pngFile } from "../helpers/factories";
import { POST as updateProvider } from "@/app/api/user/update_provider/route";
import { POST as updateCustomer } from "@/app/api/user/update_customer/route";
import { GET as getFile } from "@/app/api/files/[...key]/route";
import { db } from "@/lib/db";
import { getStorage } from "@/lib/integrations/storage/storage";
import { MSG } from "@/lib/accounts/messages";
import { profileFileKeys } from "@/lib/profiles/remove-profile-files";
import { removeFiles } from "@/lib/profiles/profile-files";

const multipart = (fields: Record<string, string | File>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
};

const fileKey = (url: string) => url.replace("/api/files/", "");

describe("user/update_provider", () => {
  it("changes only what is sent (JSON)", async () => {
    const { user, token } = await createUser({ type: "provider", profile: { title: "Old title", skills: ["A"], hourlyRate: 20 } });
    const { status, json } = await call(updateProvider, {
      token,
      body: { id: user.id, firstName: "Ana", hourlyRate: "32.25", city: "Denver" },
    });
    expect(status).toBe(200);
    expect(json.user).toMatchObject({
      _id: user.id,
      firstName: "Ana",
      lastName: user.lastName,
      city: "Denver",
      hourlyRate: 32.25,
      title: "Old title",
      skills: ["A"],
      email: user.email,
    });
    const profile = await db.providerProfile.findUniqueOrThrow({ where: { userId: user.id } });
    expect(profile.hourlyRate).toBe(3225);
  });

  it("parses multipart: skills comma-joined, categories, social links and lists as JSON text", async () => {
    const { parent, subs } = await createCategory("Events", ["Bartending"]);
    const { user, token } = await createUser({ type: "provider" });
    const { status, json } = await call(updateProvider, {
      token,
      body: multipart({
        id: user.id,
        title: "Bartender",
        overview: "Weddings and corporate events.",
        skills: "Cocktails, Wine,Cocktails",
        categories: `${parent.name},${subs[0].name}`,
        socialLinks: JSON.stringify({ linkedin: "https://linkedin.example/ana" }),
        educations: JSON.stringify([{ name: "School", degree: "Cert", fieldOfStudy: "Mixology", from: "2019", to: "2020" }]),
        employments: JSON.stringify([{ company: "Bar", role: "Bartender", from: 2020, to: "" }]),
      }),
    });
    expect(status).toBe(200);
    expect(json.user).toMatchObject({
      title: "Bartender",
      skills: ["Cocktails", "Wine"],
      categories: [parent.name, subs[0].name],
      socialLinks: { linkedin: "https://linkedin.example/ana" },
      educations: [{ name: "School", degree: "Cert", fieldOfStudy: "Mixology", from: 2019, to: 2020 }],
      employments: [{ company: "Bar", role: "Bartender", from: 2020, to: null }],
    });
    // links not sent keep their value
    const again = await call(updateProvider, { token, body: { id: user.id, socialLinks: { github: "https://github.example/ana" } } });
    expect(again.json.user.socialLinks).toEqual({ linkedin: "https://linkedin.example/ana", github: "https://github.example/ana" });
  });

  it("replaces the education and employment lists: updates own rows, creates new ones, deletes missing ones", async () => {
    const { user, token } = await createUser({ type: "provider" });
    const other = await createUser({ type: "provider" });
    const [keep, drop] = await Promise.all([
      db.education.create({ data: { userId: user.id, name: "Keep U", degree: "BA", fieldOfStudy: "Art", from: 2000, to: 2004 } }),
      db.education.create({ data: { userId: user.id, name: "Drop U", degree: "MA", fieldOfStudy: "Art", from: 2005, to: 2006 } }),
    ]);
    const foreign = await db.education.create({
      data: { userId: other.user.id, name: "Not yours", degree: "PhD", fieldOfStudy: "X", from: 2001, to: 2002 },
    });
    const job = await db.employment.create({ data: { userId: user.id, company: "Old Co", role: "Clerk", from: 2010 } });

    const { status, json } = await call(updateProvider, {
      token,
      body: {
        id: user.id,
        educations: [
          { _id: keep.id, name: "Keep University", degree: "BA", fieldOfStudy: "Art History", from: 2000, to: 2004 },
          { name: "New College", degree: "Cert", fieldOfStudy: "Design", from: 2008, to: null },
          // someone else's row id: treated as a new row, their row is untouched
          { _id: foreign.id, name: "Mine now?", degree: "PhD", fieldOfStudy: "X", from: 2001, to: 2002 },
        ],
        employments: [],
      },
    });
    expect(status).toBe(200);
    const names = json.user.educations.map((e: { name: string }) => e.name).sort();
    expect(names).toEqual(["Keep University", "Mine now?", "New College"]);
    expect(json.user.educations.find((e: { name: string }) => e.name === "Keep University")._id).toBe(keep.id);
    expect(json.user.employments).toEqual([]);
    expect(await db.education.findUnique({ where: { id: drop.id } })).toBeNull();
    expect(await db.employment.findUnique({ where: { id: job.id } })).toBeNull();
    expect(await db.education.findUniqueOrThrow({ where: { id: foreign.id } })).toMatchObject({ userId: other.user.id, name: "Not yours" });
  });

  it("leaves the lists alone when they are not sent", async () => {
    const { user, token } = await createUser({ type: "provider" });
    await db.education.create({ data: { userId: user.id, name: "U", degree: "BA", fieldOfStudy: "Art", from: 2000 } });
    const { json } = await call(updateProvider, { token, body: { id: user.id, title: "New" } });
    expect(json.user.educations).toHaveLength(1);
  });

  it("refuses bad year ranges with the spec's messages", async () => {
    const { user, token } = await createUser({ type: "provider" });
    let r = await call(updateProvider, {
      token,
      body: { id: user.id, educations: [{ name: "U", degree: "BA", fieldOfStudy: "Art", from: 2004, to: 2000 }] },
    });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe("End year must be greater than start year");
    r = await call(updateProvider, { token, body: { id: user.id, employments: [{ company: "C", role: "R", from: 2004, to: 2003 }] } });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe("End year must be greater than or equal to start year");
    r = await call(updateProvider, { token, body: { id: user.id, employments: [{ company: "", role: "R", from: 2004 }] } });
    expect(r.json.error).toBe(MSG.InvalidCompany);
  });

  it("replaces the photo and removes the old file", async () => {
    const { user, token } = await createUser({ type: "provider" });
    const first = await call(updateProvider, { token, body: multipart({ id: user.id, avatar: pngFile() }) });
    expect(first.status).toBe(200);
    const oldKey = fileKey(first.json.user.avatar);
    expect(await getStorage().get(oldKey)).not.toBeNull();

    const second = await call(updateProvider, { token, body: multipart({ id: user.id, avatar: pngFile("new.png") }) });
    expect(second.status).toBe(200);
    expect(second.json.user.avatar).not.toBe(first.json.user.avatar);
    expect(await getStorage().get(oldKey)).toBeNull();
    expect((await call(getFile, { method: "GET", params: { key: oldKey } })).status).toBe(404);
    expect((await call(getFile, { method: "GET", params: { key: fileKey(second.json.user.avatar) } })).status).toBe(200);
  });

  it("replaces the resume, removes the old file, and removeResume deletes it", async () => {
    const { user, token } = await createUser({ type: "provider" });
    const first = await call(updateProvider, { token, body: multipart({ id: user.id, resume: pdfFile("one.pdf") }) });
    expect(first.status).toBe(200);
    expect(first.json.user.resume).toMatchObject({ name: "one.pdf", url: `/api/user/resume/${user.id}` });
    const firstKey = (await db.resume.findUniqueOrThrow({ where: { userId: user.id } })).storageKey;

    const second = await call(updateProvider, { token, body: multipart({ id: user.id, resume: pdfFile("two.pdf") }) });
    expect(second.json.user.resume.name).toBe("two.pdf");
    const secondKey = (await db.resume.findUniqueOrThrow({ where: { userId: user.id } })).storageKey;
    expect(secondKey).not.toBe(firstKey);
    expect(await getStorage().get(firstKey)).toBeNull();

    const removed = await call(updateProvider, { token, body: multipart({ id: user.id, removeResume: "true" }) });
    expect(removed.status).toBe(200);
    expect(removed.json.user.resume).toBeNull();
    expect(await getStorage().get(secondKey)).toBeNull();
  });

  it("lists a user's stored files for account deletion, which removes them", async () => {
    const { user, token } = await createUser({ type: "provider" });
    await call(updateProvider, { token, body: multipart({ id: user.id, avatar: pngFile(), resume: pdfFile() }) });
    const keys = await profileFileKeys(user.id);
    expect(keys).toHaveLength(2);
    expect(keys.some((k) => k.startsWith("avatars/")) && keys.some((k) => k.startsWith("resumes/"))).toBe(true);
    await removeFiles(keys);
    for (const k of keys) expect(await getStorage().get(k)).toBeNull();
  });

  it("refuses a non-PDF resume and an oversized photo without changing anything", async () => {
    const { user, token } = await createUser({ type: "provider", profile: { title: "Kept" } });
    let r = await call(updateProvider, {
      token,
      body: multipart({ id: user.id, title: "Changed", resume: fakeFile("PK\u0003\u0004zip", "cv.pdf", "application/pdf") }),
    });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe("Resume must be a PDF file.");
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff]);
    r = await call(updateProvider, {
      token,
      body: multipart({ id: user.id, title: "Changed", avatar: fakeFile(big, "me.jpg", "image/jpeg") }),
    });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe("Profile photo must be 5 MB or smaller.");
    expect((await db.providerProfile.findUniqueOrThrow({ where: { userId: user.id } })).title).toBe("Kept");
  });

  it("refuses an announced oversized body before reading it (413)", async () => {
    const { user, token } = await createUser({ type: "provider" });
    const r = await call(updateProvider, {
      token,
      body: { id: user.id, title: "x" },
      headers: { "content-length": String(50 * 1024 * 1024) },
    });
    expect(r.status).toBe(413);
    expect(r.json.error).toBe("The upload is too large. A resume can be up to 10 MB and a profile photo up to 5 MB.");
  });

  it("refuses an unknown category", async () => {
    const { user, token } = await createUser({ type: "provider" });
    const r = await call(updateProvider, { token, body: { id: user.id, categories: ["Nope Category"] } });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe('"Nope Category" is not one of our categories. Please choose categories from the list.');
    const empty = await call(updateProvider, { token, body: { id: user.id, categories: [] } });
    expect(empty.json.error).toBe(MSG.SelectCategory);
  });

  it("refuses someone else's id (403), the wrong role (403) and no sign-in (401)", async () => {
    const me = await createUser({ type: "provider" });
    const victim = await createUser({ type: "provider", firstName: "Victim" });
    let r = await call(updateProvider, { token: me.token, body: { id: victim.user.id, firstName: "Hacked" } });
    expect(r.status).toBe(403);
    expect(r.json).toEqual({ result: false, error: "You can only edit your own profile." });
    expect((await db.user.findUniqueOrThrow({ where: { id: victim.user.id } })).firstName).toBe("Victim");

    const customer = await createUser({ type: "customer" });
    r = await call(updateProvider, { token: customer.token, body: { id: customer.user.id, firstName: "X" } });
    expect(r.status).toBe(403);
    r = await call(updateCustomer, { token: me.token, body: { id: me.user.id, firstName: "X" } });
    expect(r.status).toBe(403);

    r = await call(updateProvider, { body: { id: me.user.id, firstName: "X" } });
    expect(r.status).toBe(401);
  });

  it("refuses a deleted account's token", async () => {
    const { user, token } = await createUser({ type: "provider" });
    await db.user.update({ where: { id: user.id }, data: { deletedAt: new Date() } });
    const r = await call(updateProvider, { token, body: { id: user.id, firstName: "Ghost" } });
    expect(r.status).toBe(401);
  });
});

describe("user/update_customer", () => {
  it("changes an employer's personal info and photo (multipart)", async () => {
    const { user, token } = await createUser({ type: "customer" });
    const { status, json } = await call(updateCustomer, {
      token,
      body: multipart({
        id: user.id,
        firstName: "Jo",
        lastName: "Park",
        phone: "+1 212 555 0100",
        location: "New York, NY",
        street_number: "5",
        route: "Main St",
        avatar: pngFile(),
      }),
    });
    expect(status).toBe(200);
    expect(json.user).toMatchObject({
      firstName: "Jo",
      lastName: "Park",
      phone: "+1 212 555 0100",
      location: "New York, NY",
      street_number: "5",
      route: "Main St",
      type: "customer",
    });
    expect(json.user.avatar).toMatch(/^\/api\/files\/avatars\//);
    expect(await db.providerProfile.findUnique({ where: { userId: user.id } })).toBeNull();
  });

  it("changes a company account's name", async () => {
    const { user, token } = await createUser({
      type: "customer",
      firstName: "",
      lastName: "",
      data: { accountType: "company", company: "Old LLC" },
    });
    const { json } = await call(updateCustomer, { token, body: { id: user.id, company: "New LLC" } });
    expect(json.user).toMatchObject({ company: "New LLC", accountType: "company" });
  });

  it("refuses employee-only fields, bad phone, someone else's id", async () => {
    const { user, token } = await createUser({ type: "customer" });
    let r = await call(updateCustomer, { token, body: { id: user.id, title: "Boss" } });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe("title belongs to employee profiles; employers cannot set it.");
    r = await call(updateCustomer, { token, body: { id: user.id, phone: "call me" } });
    expect(r.json.error).toBe(MSG.InvalidPhone);
    const other = await createUser({ type: "customer" });
    r = await call(updateCustomer, { token, body: { id: other.user.id, firstName: "X" } });
    expect(r.status).toBe(403);
  });
});

describe("user/delete_account and profile files", () => {
  it("removes the photo and the resume with the account", async () => {
    const { POST: deleteAccount } = await import("@/app/api/user/delete_account/route");
    const { user, token, password } = await createUser({ type: "provider" });
    await call(updateProvider, { token, body: multipart({ id: user.id, avatar: pngFile(), resume: pdfFile() }) });
    const keys = await profileFileKeys(user.id);
    expect(keys).toHaveLength(2);
    const res = await call(deleteAccount, { token, body: { pw: password } });
    expect(res.status).toBe(200);
    for (const key of keys) expect(await getStorage().get(key)).toBeNull();
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { avatar: true, resume: true } });
    expect(row).toEqual({ avatar: "", resume: null });
  });
});

describe("coordinates of a person's place", () => {
  it("geocodes a typed location without coordinates, keeps picked ones, and drops a point it cannot place", async () => {
    const { user, token } = await createUser({ type: "customer" });
    const typed = await call(updateCustomer, { token, body: { id: user.id, location: "Austin, TX" } });
    expect(typed.status).toBe(200);
    expect(typed.json.user).toMatchObject({ city: "Austin", state: "TX" });
    expect(typed.json.user.lat).toBeCloseTo(30.3, 0);
    expect(typed.json.user.lng).toBeCloseTo(-97.7, 0);

    const picked = await call(updateCustomer, { token, body: { id: user.id, location: "Somewhere nice", lat: 47.6, lng: -122.3 } });
    expect(picked.json.user).toMatchObject({ lat: 47.6, lng: -122.3 });

    const unknown = await call(updateCustomer, { token, body: { id: user.id, location: "Atlantis" } });
    expect(unknown.status).toBe(200);
    expect(unknown.json.user).toMatchObject({ location: "Atlantis", lat: null, lng: null });
  });
});
