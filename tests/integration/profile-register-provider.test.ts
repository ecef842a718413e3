// user/register_provider: an employee's multi-step sign-up arrives as one multipart request.
import { describe, expect, it } from "vitest";
import { promises as fs } from "node:fs";
import path from "node:path";
import { call, uniqueEmail, uniqueIp } from "../helpers/api";
import { createCategory, createUser, fakeFile, pdfFile, pngFile } from "../helpers/factories";
import { POST as registerProvider } from "@/app/api/user/register_provider/route";
import { POST as getUser } from "@/app/api/user/get_user/route";
import { GET as getFile } from "@/app/api/files/[...key]/route";
import { GET as getResume } from "@/app/api/user/resume/[userId]/route";
import { db } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { signSocialToken } from "@/lib/auth/social-token";
import { MSG } from "@/lib/accounts/messages";
import { UPLOAD_MSG } from "@/lib/uploads/check-upload";
import { SOCIAL_EXPIRED, SOCIAL_TAKEN } from "@/lib/profiles/register-provider";

const education = { name: "State University", degree: "BSc", fieldOfStudy: "Biology", description: "", from: 2010, to: 2014 };
const employment = { company: "Acme", role: "Cook", description: "Line cook", from: 2015, to: "" };

async function form(overrides: Record<string, string | File | null> = {}) {
  const { parent, subs } = await createCategory("Hospitality", ["Cooking"]);
  const fields: Record<string, string | File | null> = {
    firstName: "Maria",
    lastName: "Lopez",
    email: uniqueEmail("provider"),
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
    skills: "Grill, Prep ,Grill",
    hourlyRate: "45.50",
    educations: JSON.stringify([education]),
    employments: JSON.stringify([employment]),
    resume: pdfFile("Maria Lopez CV.pdf"),
    avatar: pngFile(),
    os: "web",
    ...overrides,
  };
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== null) fd.append(k, v);
  return { fd, fields, categories: [parent.name, subs[0].name] };
}

const register = (fd: FormData) => call(registerProvider, { body: fd, headers: { "x-forwarded-for": uniqueIp() } });

describe("user/register_provider", () => {
  it("creates the employee with profile, history, resume and photo, and signs them in", async () => {
    const { fd, fields, categories } = await form();
    const { status, json } = await register(fd);
    expect(status).toBe(200);
    expect(json.result).toBe(true);
    const u = json.user;
    expect(u).toMatchObject({
      type: "provider",
      firstName: "Maria",
      lastName: "Lopez",
      email: String(fields.email).toLowerCase(),
      phone: "+1 (512) 555-0142",
      location: "Austin, TX, USA",
      city: "Austin",
      lat: 30.2672,
      title: "Line cook",
      overview: "Ten years in busy kitchens.",
      skills: ["Grill", "Prep"],
      hourlyRate: 45.5,
      categories,
      hasPassword: true,
      statistics: { jobsPosted: 0, hires: 0, totalPaid: 0, totalEarned: 0, openJobs: 0, activeContracts: 0, jobsHired: 0 },
    });
    expect(u.educations).toEqual([{ _id: expect.any(String), ...education }]);
    expect(u.employments).toEqual([{ _id: expect.any(String), ...employment, to: null }]);
    expect(u.resume).toMatchObject({ url: `/api/user/resume/${u._id}`, name: "Maria Lopez CV.pdf" });
    expect(u.avatar).toMatch(/^\/api\/files\/avatars\/[0-9a-f]{32}\.png$/);
    expect(JSON.stringify(json)).not.toMatch(/passwordHash|scrypt/);

    // money in cents, password hashed
    const row = await db.user.findUniqueOrThrow({ where: { id: u._id }, include: { profile: true } });
    expect(row.profile?.hourlyRate).toBe(4550);
    expect(await verifyPassword("Secret-pass-1", row.passwordHash)).toBe(true);

    // the token works
    const me = await call(getUser, { token: json.token, body: { user_id: u._id } });
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe(u.email);

    // the photo is served publicly, the resume to a signed-in user
    const photo = await call(getFile, { method: "GET", params: { key: u.avatar.replace("/api/files/", "") } });
    expect(photo.status).toBe(200);
    expect(photo.res.headers.get("content-type")).toBe("image/png");
    const viewer = await createUser({ type: "customer" });
    const cv = await call(getResume, { method: "GET", token: viewer.token, params: { userId: u._id } });
    expect(cv.status).toBe(200);
    expect(cv.res.headers.get("content-disposition")).toContain('filename="Maria Lopez CV.pdf"');
    expect(
      Buffer.from(await cv.res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("accepts skills and categories as JSON text too, and no photo", async () => {
    const { parent } = await createCategory("Cleaning");
    const { fd } = await form({
      skills: JSON.stringify(["Mopping", "Windows"]),
      categories: JSON.stringify([parent.name.toUpperCase()]),
      avatar: null,
    });
    const { status, json } = await register(fd);
    expect(status).toBe(200);
    expect(json.user.skills).toEqual(["Mopping", "Windows"]);
    // categories are stored with their canonical spelling
    expect(json.user.categories).toEqual([parent.name]);
    expect(json.user.avatar).toBe("");
  });

  it("refuses an unknown category and creates nothing", async () => {
    const { fd, fields } = await form({ categories: "Underwater Basket Weaving" });
    const { status, json } = await register(fd);
    expect(status).toBe(400);
    expect(json).toEqual({
      result: false,
      error: '"Underwater Basket Weaving" is not one of our categories. Please choose categories from the list.',
    });
    expect(await db.user.count({ where: { email: String(fields.email) } })).toBe(0);
  });

  it("refuses a resume that is not a PDF, whatever its name says", async () => {
    const { fd } = await form({ resume: fakeFile("<html>not a pdf</html>", "cv.pdf", "application/pdf") });
    const { status, json } = await register(fd);
    expect(status).toBe(400);
    expect(json.error).toBe(UPLOAD_MSG.ResumeType);
    expect(json.error).toBe("Resume must be a PDF file.");
  });

  it("refuses a resume over 10 MB and an avatar over 5 MB, stating the limits", async () => {
    const bigPdf = new Uint8Array(10 * 1024 * 1024 + 1);
    bigPdf.set(Buffer.from("%PDF-1.4"));
    let r = await register((await form({ resume: fakeFile(bigPdf, "big.pdf") })).fd);
    expect(r.status).toBe(400);
    expect(r.json.error).toBe("Resume must be 10 MB or smaller.");

    const bigPng = new Uint8Array(5 * 1024 * 1024 + 1);
    bigPng.set(Buffer.from("89504e470d0a1a0a", "hex"));
    r = await register((await form({ avatar: fakeFile(bigPng, "me.png", "image/png") })).fd);
    expect(r.status).toBe(400);
    expect(r.json.error).toBe("Profile photo must be 5 MB or smaller.");
  });

  it("refuses an avatar that is not JPEG, PNG or WebP (an SVG named .png)", async () => {
    const { fd } = await form({
      avatar: fakeFile("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>", "me.png", "image/png"),
    });
    const { status, json } = await register(fd);
    expect(status).toBe(400);
    expect(json.error).toBe("Profile photo must be a JPEG, PNG or WebP image.");
  });

  it("refuses bad year ranges with the spec's messages", async () => {
    let r = await register((await form({ educations: JSON.stringify([{ ...education, from: 2015, to: 2012 }]) })).fd);
    expect(r.status).toBe(400);
    expect(r.json.error).toBe("End year must be greater than start year");

    r = await register((await form({ employments: JSON.stringify([{ ...employment, from: 2018, to: 2016 }]) })).fd);
    expect(r.status).toBe(400);
    expect(r.json.error).toBe("End year must be greater than or equal to start year");

    r = await register((await form({ educations: JSON.stringify([{ ...education, from: 1949, to: 1960 }]) })).fd);
    expect(r.status).toBe(400);
    expect(r.json.error).toBe(MSG.InvalidFromYear);

    // an equal end year is fine for work experience
    r = await register((await form({ employments: JSON.stringify([{ ...employment, from: 2018, to: 2018 }]) })).fd);
    expect(r.status).toBe(200);
  });

  it("refuses a draft with missing steps", async () => {
    const cases: [Record<string, string | File | null>, string][] = [
      [{ resume: null }, MSG.UploadResume],
      [{ educations: "[]" }, MSG.AddEducation],
      [{ employments: null }, MSG.AddWorkExperience],
      [{ password: null }, MSG.EmptyPassword],
      [{ password: "short" }, MSG.ShortPasswordError],
      [{ terms: "false" }, MSG.InvalidTerms],
      [{ skills: "" }, MSG.InvalidSkills],
      [{ hourlyRate: "0" }, MSG.InvalidHourlyRate],
      [{ location: "" }, MSG.InvalidLocation],
    ];
    for (const [overrides, message] of cases) {
      const { status, json } = await register((await form(overrides)).fd);
      expect({ status, error: json.error }).toEqual({ status: 400, error: message });
    }
  });

  it("refuses an e-mail that is already registered (409)", async () => {
    const existing = await createUser({ type: "customer" });
    const { fd } = await form({ email: existing.user.email.toUpperCase() });
    const { status, json } = await register(fd);
    expect(status).toBe(409);
    expect(json.error).toBe(MSG.EmailTaken);
  });

  it("signs up with a social token instead of a password", async () => {
    const socialId = `g-${Date.now()}-${Math.random()}`;
    const socialToken = await signSocialToken({
      socialType: "google",
      socialId,
      email: "x@example.test",
      firstName: "Maria",
      lastName: "Lopez",
      avatar: "https://example.test/p.jpg",
    });
    const { fd } = await form({ password: null, socialToken, socialType: "google", avatar: null });
    const { status, json } = await register(fd);
    expect(status).toBe(200);
    expect(json.user).toMatchObject({ socialType: "google", socialId, hasPassword: false, avatar: "https://example.test/p.jpg" });
  });

  it("refuses a forged social token, and a social account used twice (removing the stored files)", async () => {
    let r = await register((await form({ password: null, socialToken: "not-a-token" })).fd);
    expect(r.status).toBe(400);
    expect(r.json.error).toBe(SOCIAL_EXPIRED);

    const socialId = `fb-${Date.now()}-${Math.random()}`;
    const socialToken = await signSocialToken({ socialType: "facebook", socialId, email: "", firstName: "", lastName: "", avatar: "" });
    expect((await register((await form({ password: null, socialToken })).fd)).status).toBe(200);

    // the second attempt passes every check and stores its files, then the transaction fails on the
    // unique social identity: its files must be gone again
    const marker = `marker-${Math.random().toString(36).slice(2)}`;
    r = await register((await form({ password: null, socialToken, resume: pdfFile("cv.pdf", marker) })).fd);
    expect(r.status).toBe(409);
    expect(r.json.error).toBe(SOCIAL_TAKEN);
    expect(await filesContaining(path.resolve(process.env.STORAGE_DIR!, "resumes"), marker)).toEqual([]);
  });
});

async function filesContaining(dir: string, marker: string): Promise<string[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const hits: string[] = [];
  for (const n of names) {
    const text = await fs.readFile(path.join(dir, n), "utf8").catch(() => "");
    if (text.includes(marker)) hits.push(n);
  }
  return hits;
}
