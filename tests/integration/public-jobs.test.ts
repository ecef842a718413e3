// The queries behind the public job pages (/jobs, /jobs/{id}, the sitemap) and their JobPosting data:
// only open jobs of existing accounts, and nothing that would let a visitor contact the employer outside
// the app (no e-mail, phone, person's name, street address or coordinates).
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as cancelJob } from "@/app/api/job/cancel_job/route";
import { POST as completeContract } from "@/app/api/job/complete_contract/route";
import {
  getPublicJob,
  jobPath,
  listPublicJobs,
  listPublicJobSitemapEntries,
  publicEmployerName,
  UNNAMED_EMPLOYER,
} from "@/lib/public-jobs/queries";
import { jobPostingJsonLd } from "@/lib/public-jobs/json-ld";
import { idFromParam } from "@/lib/public-profiles/format";
import { applyTo, employee, hireOn, jobCategories, postJob } from "./job-kit";

let cats: Awaited<ReturnType<typeof jobCategories>>;
beforeAll(async () => {
  cats = await jobCategories();
});

function company(name = "Hill Country Staffing LLC") {
  return createUser({
    type: "customer",
    firstName: "Priscilla",
    lastName: "Secretname",
    phone: "(512) 555-0177",
    data: { accountType: "company", company: name, credit: 5, streetNumber: "4821", route: "Hidden Creek Rd" },
  });
}

const PRIVATE_BITS = (u: { email: string }) => [u.email, "555-0177", "Secretname", "Priscilla", "4821", "Hidden Creek", "30.26", "-97.74"];

describe("public job pages' queries", () => {
  it("show an open job with its public facts and no contact details", async () => {
    const boss = await company();
    const job = await postJob(boss.token, cats.plumbing, {
      title: "Replace a water heater",
      description: "Swap a 40-gallon gas water heater in a garage.\n\nHaul the old one away.",
      street_number: "4821",
      route: "Hidden Creek Rd",
      zipcode: "78701",
      lat: 30.2611,
      lng: -97.7402,
    });
    const p = await getPublicJob(job._id);
    expect(p).toMatchObject({
      id: job._id,
      title: "Replace a water heater",
      payType: "Hourly",
      price: 45.5,
      duration: 4,
      type: "One-time job",
      city: "Austin",
      state: "TX",
      zipcode: "78701",
      questionCount: 1,
      proposalsLabel: "0",
      employer: { name: "Hill Country Staffing LLC" },
    });
    const text = JSON.stringify(p);
    for (const bit of PRIVATE_BITS(boss.user)) expect(text).not.toContain(bit);
    expect(p).not.toHaveProperty("lat");
    expect(p).not.toHaveProperty("location");
    expect(p).not.toHaveProperty("route");
    expect(p!.employer).not.toHaveProperty("email");
    expect(p!.employer).not.toHaveProperty("phone");

    // the JobPosting carries the same public facts only
    const ld = jobPostingJsonLd(p!);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Replace a water heater",
      datePosted: job.createdAt,
      employmentType: "TEMPORARY",
      hiringOrganization: { "@type": "Organization", name: "Hill Country Staffing LLC" },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Austin", addressRegion: "TX", postalCode: "78701", addressCountry: "US" },
      },
      baseSalary: { "@type": "MonetaryAmount", currency: "USD", value: { "@type": "QuantitativeValue", value: 45.5, unitText: "HOUR" } },
    });
    expect(ld.description).toBe("<p>Swap a 40-gallon gas water heater in a garage.</p><p>Haul the old one away.</p>");
    const ldText = JSON.stringify(ld);
    for (const bit of PRIVATE_BITS(boss.user)) expect(ldText).not.toContain(bit);
  });

  it("name a personal employer by first name and last initial (never the full last name) and map fixed, ongoing and unsure jobs", async () => {
    const person = await createUser({ type: "customer", firstName: "Dana", lastName: "Private", data: { accountType: "personal" } });
    const fixed = await postJob(person.token, cats.electrical, {
      title: "Rewire a <shed>",
      payType: "Fixed",
      price: "800",
      duration: "2",
      type: "Ongoing job",
    });
    const p = (await getPublicJob(fixed._id))!;
    expect(p.employer.name).toBe("Dana P.");
    expect(JSON.stringify(p)).not.toContain("Private");
    expect(JSON.stringify(p)).not.toContain(UNNAMED_EMPLOYER);
    const ld = jobPostingJsonLd(p);
    expect(ld.employmentType).toBe("CONTRACTOR");
    expect(ld.baseSalary.value).toEqual({ "@type": "QuantitativeValue", value: 800 });
    expect(ld.hiringOrganization.name).toBe("Dana P.");
    expect((await listPublicJobs({ pageSize: 500 })).items.find((i) => i.id === fixed._id)?.employer.name).toBe("Dana P.");
    // the spec's fallback name is left for an account with no name at all
    expect(publicEmployerName({ accountType: "personal", company: "", firstName: " ", lastName: "" })).toBe(UNNAMED_EMPLOYER);
    const unsure = await postJob(person.token, cats.electrical, { title: "Maybe more work", type: "I am not sure" });
    expect(jobPostingJsonLd((await getPublicJob(unsure._id))!).employmentType).toBe("OTHER");
  });

  it("only ever return open jobs of existing accounts", async () => {
    const boss = await company("Closed Shop Inc.");
    const worker = await employee({ profile: { categories: [cats.plumbing] } });
    const open = await postJob(boss.token, cats.plumbing, { title: "Still open" });
    const canceled = await postJob(boss.token, cats.plumbing, { title: "Canceled" });
    const progressing = await postJob(boss.token, cats.plumbing, { title: "Hired" });
    const completed = await postJob(boss.token, cats.plumbing, { title: "Done" });
    expect((await call(cancelJob, { token: boss.token, body: { id: canceled._id } })).status).toBe(200);
    for (const j of [progressing, completed]) {
      await applyTo(worker.token, j._id);
      await hireOn(boss.token, j._id, worker.user.id);
    }
    expect((await call(completeContract, { token: boss.token, body: { id: completed._id } })).status).toBe(200);

    expect(await getPublicJob(open._id)).not.toBeNull();
    for (const j of [canceled, progressing, completed]) expect(await getPublicJob(j._id)).toBeNull();
    expect(await getPublicJob("nosuchjob")).toBeNull();

    const listed = new Set<string>();
    for (let page = 1; ; page++) {
      const { items, pageCount } = await listPublicJobs({ page, pageSize: 200 });
      items.forEach((i) => listed.add(i.id));
      if (page >= pageCount) break;
    }
    expect(listed.has(open._id)).toBe(true);
    for (const j of [canceled, progressing, completed]) expect(listed.has(j._id)).toBe(false);

    const sitemap = await listPublicJobSitemapEntries();
    const inSitemap = new Set(sitemap.map((e) => e.id));
    expect(inSitemap.has(open._id)).toBe(true);
    for (const j of [canceled, progressing, completed]) expect(inSitemap.has(j._id)).toBe(false);

    // an account that is gone takes its jobs off the public web
    const { db } = await import("@/lib/db");
    await db.user.update({ where: { id: boss.user.id }, data: { deletedAt: new Date() } });
    expect(await getPublicJob(open._id)).toBeNull();
    expect((await listPublicJobSitemapEntries()).some((e) => e.id === open._id)).toBe(false);
  });

  it("build readable job paths whose id survives the title words", () => {
    expect(jobPath("cm123abc", "Bartender for a 150-guest wedding!")).toBe("/jobs/cm123abc-bartender-for-a-150-guest-wedding");
    expect(jobPath("cm123abc", "Café & crème")).toBe("/jobs/cm123abc-cafe-creme");
    expect(jobPath("cm123abc", "")).toBe("/jobs/cm123abc");
    expect(idFromParam("cm123abc-bartender-for-a-150-guest-wedding")).toBe("cm123abc");
  });
});
