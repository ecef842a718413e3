// An employer's company profile: user/update_customer takes the description (plain text, up to 2,000
// characters, no NUL), the website (http/https only, normalised) and the logo (an image, the profile photo's
// limits); the employer's profile, the job detail's employer and the public job page show them.
import { beforeAll, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { call } from "../helpers/api";
import { createUser, fakeFile, pdfFile, pngFile } from "../helpers/factories";
import { POST as updateCustomer } from "@/app/api/user/update_customer/route";
import { POST as updateProvider } from "@/app/api/user/update_provider/route";
import { POST as getJob } from "@/app/api/job/get_job/route";
import { POST as getUserDetail } from "@/app/api/user/get_user_detail/route";
import { GET as getFile } from "@/app/api/files/[...key]/route";
import { db } from "@/lib/db";
import { getStorage } from "@/lib/integrations/storage/storage";
import { COMPANY_MSG, companyProfileSchema } from "@/lib/profiles/schemas";
import { UPLOAD_MSG } from "@/lib/uploads/check-upload";
import { profileFileKeys } from "@/lib/profiles/remove-profile-files";
import { getPublicJob } from "@/lib/public-jobs/queries";
import { jobPostingJsonLd } from "@/lib/public-jobs/json-ld";
import { AboutEmployer } from "@/components/jobs/about-employer";
import { employee, jobCategories, postJob } from "./job-kit";

const multipart = (fields: Record<string, string | File>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
};
const fileKey = (url: string) => url.replace("/api/files/", "");

let cats: Awaited<ReturnType<typeof jobCategories>>;
beforeAll(async () => {
  cats = await jobCategories();
});

const boss = () => createUser({ type: "customer", data: { accountType: "company", company: "Lakeside Catering", credit: 5 } });

describe("user/update_customer: the company profile", () => {
  it("saves the description as plain text and the website normalised", async () => {
    const { user, token } = await boss();
    const description = "  We cater weddings and corporate lunches around Austin.\r\n\r\n<b>Not bold</b> & proud.  ";
    const { status, json } = await call(updateCustomer, {
      token,
      body: { id: user.id, companyDescription: description, website: "Lakeside-Catering.example.com/About" },
    });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.user.companyDescription).toBe("We cater weddings and corporate lunches around Austin.\n\n<b>Not bold</b> & proud.");
    expect(json.user.website).toBe("https://lakeside-catering.example.com/About");
    // what is not sent is kept; "" clears
    const again = await call(updateCustomer, { token, body: { id: user.id, website: "http://www.example.org" } });
    expect(again.json.user).toMatchObject({ website: "http://www.example.org/", companyDescription: json.user.companyDescription });
    const cleared = await call(updateCustomer, { token, body: multipart({ id: user.id, website: "", companyDescription: "" }) });
    expect(cleared.json.user).toMatchObject({ website: "", companyDescription: "" });
  });

  it("refuses a website that is not http(s), a description over 2,000 characters and one with a NUL byte", async () => {
    const { user, token } = await boss();
    for (const website of [
      "javascript:alert(1)",
      "ftp://files.example.com",
      "mailto:me@example.com",
      "https://user:pw@example.com",
      "localhost:3000",
      "not a url",
      "https://192.168.1.1/",
    ]) {
      const r = await call(updateCustomer, { token, body: { id: user.id, website } });
      expect(r.status, website).toBe(400);
      expect(r.json.error).toBe(COMPANY_MSG.InvalidWebsite);
    }
    let r = await call(updateCustomer, { token, body: { id: user.id, companyDescription: "x".repeat(2001) } });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe(COMPANY_MSG.DescriptionTooLong);
    expect((await call(updateCustomer, { token, body: { id: user.id, companyDescription: "x".repeat(2000) } })).status).toBe(200);
    r = await call(updateCustomer, { token, body: multipart({ id: user.id, companyDescription: "Good\u0000bad" }) });
    expect(r.status).toBe(400);
    // the route wrapper refuses a NUL in any field before the schema's own check
    expect(r.json.error).toMatch(/NUL character/);
    // and the schema (the form's too) refuses it on its own
    const parsed = companyProfileSchema.safeParse({ companyDescription: "Good\u0000bad", website: "" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(COMPANY_MSG.DescriptionBadCharacter);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { website: true, companyDescription: true } });
    expect(row).toEqual({ website: "", companyDescription: "x".repeat(2000) });
  });

  it("takes an image as the logo (replacing and removing the old file) and refuses anything else", async () => {
    const { user, token } = await boss();
    const first = await call(updateCustomer, { token, body: multipart({ id: user.id, companyLogo: pngFile("logo.png") }) });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.user.companyLogo).toMatch(/^\/api\/files\/logos\/[0-9a-f]{32}\.png$/);
    expect(first.json.user.avatar).toBe("");
    expect((await call(getFile, { method: "GET", params: { key: fileKey(first.json.user.companyLogo) } })).status).toBe(200);

    const second = await call(updateCustomer, { token, body: multipart({ id: user.id, companyLogo: pngFile("new.png") }) });
    expect(second.json.user.companyLogo).not.toBe(first.json.user.companyLogo);
    expect(await getStorage().get(fileKey(first.json.user.companyLogo))).toBeNull();

    for (const bad of [pdfFile("logo.png"), fakeFile("<svg xmlns='http://www.w3.org/2000/svg'/>", "logo.svg", "image/svg+xml")]) {
      const r = await call(updateCustomer, { token, body: multipart({ id: user.id, companyLogo: bad }) });
      expect(r.status).toBe(400);
      expect(r.json.error).toBe(UPLOAD_MSG.LogoType);
    }
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const r = await call(updateCustomer, { token, body: multipart({ id: user.id, companyLogo: fakeFile(big, "huge.png", "image/png") }) });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe(UPLOAD_MSG.LogoSize);

    const removed = await call(updateCustomer, { token, body: { id: user.id, removeCompanyLogo: true } });
    expect(removed.json.user.companyLogo).toBe("");
    expect(await getStorage().get(fileKey(second.json.user.companyLogo))).toBeNull();
  });

  it("is the employer's: an employee cannot set these fields, and the logo goes with a deleted account", async () => {
    const worker = await employee();
    for (const body of [{ website: "https://example.com" }, { companyDescription: "About us" }]) {
      const r = await call(updateProvider, { token: worker.token, body: { id: worker.user.id, ...body } });
      expect(r.status).toBe(400);
      expect(r.json.error).toMatch(/belongs to employer profiles/);
    }
    const { user, token, password } = await boss();
    await call(updateCustomer, {
      token,
      body: multipart({ id: user.id, companyLogo: pngFile(), website: "example.com", companyDescription: "About us" }),
    });
    const keys = await profileFileKeys(user.id);
    expect(keys.some((k) => k.startsWith("logos/"))).toBe(true);
    const { POST: deleteAccount } = await import("@/app/api/user/delete_account/route");
    expect((await call(deleteAccount, { token, body: { pw: password } })).status).toBe(200);
    for (const key of keys) expect(await getStorage().get(key)).toBeNull();
    const row = await db.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { companyLogo: true, website: true, companyDescription: true },
    });
    expect(row).toEqual({ companyLogo: "", website: "", companyDescription: "" });
  });
});

describe("where the company profile shows", () => {
  it("the employer's profile, the job detail's employer box and the public job page carry it", async () => {
    const { user, token } = await boss();
    const description = "Family-run caterer since 1998.\nWe feed 40 to 400 guests.";
    await call(updateCustomer, {
      token,
      body: multipart({ id: user.id, companyLogo: pngFile(), website: "lakeside.example.com", companyDescription: description }),
    });
    const job = await postJob(token, cats.plumbing, { title: "Fix the walk-in cooler drain" });
    const worker = await employee();

    const detail = await call(getUserDetail, { token: worker.token, body: { userId: user.id } });
    expect(detail.json.user).toMatchObject({ companyDescription: description, website: "https://lakeside.example.com/" });
    expect(detail.json.user.companyLogo).toMatch(/^\/api\/files\/logos\//);

    const seen = await call(getJob, { token: worker.token, body: { id: job._id } });
    expect(seen.json.job.creator).toMatchObject({ companyDescription: description, website: "https://lakeside.example.com/" });
    const box = renderToStaticMarkup(AboutEmployer({ creator: seen.json.job.creator }));
    expect(box).toContain("Family-run caterer since 1998.");
    expect(box).toContain('href="https://lakeside.example.com/"');
    expect(box).toContain('rel="nofollow ugc noopener"');
    expect(box).toContain('target="_blank"');
    expect(box).toContain(`src="${seen.json.job.creator.companyLogo}"`);

    const pub = await getPublicJob(job._id);
    expect(pub!.employer).toMatchObject({
      name: "Lakeside Catering",
      description,
      website: "https://lakeside.example.com/",
      logo: seen.json.job.creator.companyLogo,
    });
    expect(jobPostingJsonLd(pub!).hiringOrganization).toMatchObject({ sameAs: "https://lakeside.example.com/" });
    const { default: PublicJobPage } = await import("@/app/(public)/jobs/[id]/page");
    const page = renderToStaticMarkup(await PublicJobPage({ params: Promise.resolve({ id: job._id }) }));
    expect(page).toContain("Family-run caterer since 1998.");
    expect(page).toMatch(
      /<a href="https:\/\/lakeside.example.com\/" target="_blank" rel="nofollow ugc noopener"[^>]*>lakeside.example.com/,
    );
    expect(page).toContain(`src="${pub!.employer.logo}"`);

    // no logo: the box shows the initials
    await call(updateCustomer, { token, body: { id: user.id, removeCompanyLogo: true } });
    const plain = await call(getJob, { token: worker.token, body: { id: job._id } });
    const initials = renderToStaticMarkup(AboutEmployer({ creator: plain.json.job.creator }));
    expect(initials).toContain(">LC<");
  });
});
