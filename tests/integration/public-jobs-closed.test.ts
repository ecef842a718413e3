// The public page of a job that has ended: proxy.ts answers /jobs/{id} of a completed or cancelled job with
// 410 Gone and the closed page (the job, its employer and similar open jobs); open jobs go on to the cached
// page (200), unknown ones stay 404, and the sitemap lists no job that has ended.
import { beforeAll, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { NextRequest } from "next/server";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as cancelJob } from "@/app/api/job/cancel_job/route";
import { POST as completeContract } from "@/app/api/job/complete_contract/route";
import { getClosedPublicJob, getPublicJob, jobPath, listSimilarOpenJobs } from "@/lib/public-jobs/queries";
import { isClosedPublicJob } from "@/lib/public-jobs/closed-state";
import { forgetClosedState } from "@/lib/public-pages/closed-state-memo";
import { applyTo, employee, hireOn, jobCategories, postJob } from "./job-kit";

type ProxyFn = (req: NextRequest) => Promise<Response>;
let proxy: ProxyFn;
let cats: Awaited<ReturnType<typeof jobCategories>>;
beforeAll(async () => {
  proxy = (await import("@/proxy")).proxy as ProxyFn;
  cats = await jobCategories();
});

const get = (path: string, method = "GET") => proxy(new NextRequest(new URL(path, "http://localhost:3000"), { method }));

function company(name: string) {
  return createUser({ type: "customer", firstName: "Rosa", lastName: "Owner", data: { accountType: "company", company: name, credit: 5 } });
}

/** An employer with an open, an active, a completed and a cancelled job, plus open jobs like them elsewhere. */
async function jobsInEveryState() {
  const boss = await company(`Riverside Plumbing ${Math.random().toString(36).slice(2, 7)}`);
  const worker = await employee({ profile: { categories: [cats.plumbing] } });
  const open = await postJob(boss.token, cats.plumbing, { title: "Unclog a shower drain" });
  const active = await postJob(boss.token, cats.plumbing, { title: "Move a washing machine hookup" });
  const completed = await postJob(boss.token, cats.plumbing, { title: "Replace a bathroom faucet" });
  const canceled = await postJob(boss.token, cats.plumbing, { title: "Fix a running toilet" });
  for (const j of [active, completed]) {
    await applyTo(worker.token, j._id);
    await hireOn(boss.token, j._id, worker.user.id);
  }
  expect((await call(completeContract, { token: boss.token, body: { id: completed._id } })).status).toBe(200);
  expect((await call(cancelJob, { token: boss.token, body: { id: canceled._id } })).status).toBe(200);
  return { boss, open, active, completed, canceled };
}

describe("public pages of jobs that have ended", () => {
  it("answer 410 for completed and cancelled jobs, and let open, active and unknown ones through to the page", async () => {
    const { open, active, completed, canceled } = await jobsInEveryState();

    for (const j of [completed, canceled]) {
      for (const path of [`/jobs/${j._id}`, jobPath(j._id, j.title)]) {
        const res = await get(path);
        expect(res.status, path).toBe(410);
        // rendered by the closed page, for this request (its own nonce policy)
        expect(new URL(res.headers.get("x-middleware-rewrite")!).pathname).toBe(`/jobs/${j._id}/closed`);
        expect(res.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
      }
      expect((await get(`/jobs/${j._id}`, "HEAD")).status).toBe(410);
      // the closed page's own path answers the same
      expect((await get(`/jobs/${j._id}/closed`)).status).toBe(410);
    }

    // open: on to the cached page (200); active and unknown: on to the page, which finds no public job (404)
    for (const j of [open, active]) {
      const res = await get(jobPath(j._id, j.title));
      expect(res.status).toBe(200);
      expect(res.headers.get("x-middleware-next")).toBe("1");
      expect(res.headers.get("x-middleware-rewrite")).toBeNull();
    }
    expect(await getPublicJob(open._id)).not.toBeNull();
    expect(await getPublicJob(active._id)).toBeNull();
    const unknown = await get("/jobs/nosuchjob0000-some-words");
    expect(unknown.headers.get("x-middleware-rewrite")).toBeNull();
    expect(await getPublicJob("nosuchjob0000")).toBeNull();
    expect(await getClosedPublicJob("nosuchjob0000")).toBeNull();

    // the closed page is reached only through the proxy: asked for directly for any other job, a 404
    for (const id of [open._id, active._id, "nosuchjob0000"]) expect((await get(`/jobs/${id}/closed`)).status).toBe(404);
  });

  it("takes a job's end into account at once, and a deleted employer's jobs back to 404", async () => {
    const boss = await company("Quick Change Co");
    const job = await postJob(boss.token, cats.plumbing, { title: "Seal a leaking tub" });
    expect(await isClosedPublicJob(job._id)).toBe(false);
    // the answer is remembered, and forgotten by the cancellation's revalidation
    expect((await call(cancelJob, { token: boss.token, body: { id: job._id } })).status).toBe(200);
    expect(await isClosedPublicJob(job._id)).toBe(true);
    expect((await get(`/jobs/${job._id}`)).status).toBe(410);

    const { db } = await import("@/lib/db");
    await db.user.update({ where: { id: boss.user.id }, data: { deletedAt: new Date() } });
    forgetClosedState();
    expect(await isClosedPublicJob(job._id)).toBe(false);
    expect(await getClosedPublicJob(job._id)).toBeNull();
  });

  it("render 'This job is no longer open' with the job, its employer and up to six similar open jobs", async () => {
    const { boss, completed, canceled } = await jobsInEveryState();
    // more open plumbing jobs than the page lists, one in another state, and one of another category
    const others = await company("Elsewhere Pipes");
    for (let i = 0; i < 6; i++) await postJob(others.token, cats.plumbing, { title: `Plumbing job ${i}` });
    const far = await postJob(others.token, cats.plumbing, {
      title: "Plumbing in Denver",
      city: "Denver",
      state: "CO",
      location: "Denver, CO",
    });
    const unrelated = await postJob(others.token, cats.electrical, {
      title: "Rewire a garage",
      city: "Boise",
      state: "ID",
      location: "Boise, ID",
    });

    const similar = await listSimilarOpenJobs({ id: completed._id, categories: [cats.plumbing], state: "TX" });
    expect(similar).toHaveLength(6);
    const ids = similar.map((j) => j.id);
    expect(ids).not.toContain(completed._id);
    expect(ids).not.toContain(far._id);
    expect(ids).not.toContain(unrelated._id);
    expect(ids).not.toContain(canceled._id);
    // same category in another state comes after the nearby ones, when there is room
    const wide = await listSimilarOpenJobs({ id: completed._id, categories: [cats.plumbing], state: "CO" });
    expect(wide[0].id).toBe(far._id);
    expect(wide.map((j) => j.id)).not.toContain(unrelated._id);

    const { default: ClosedJobPage, generateMetadata } = await import("@/app/(public)/jobs/[id]/closed/page");
    const param = jobPath(completed._id, completed.title).split("/").pop()!;
    const html = renderToStaticMarkup(await ClosedJobPage({ params: Promise.resolve({ id: param }) }));
    expect(html).toContain("This job is no longer open");
    expect(html).toContain("Replace a bathroom faucet");
    expect(html).toContain(boss.user.company);
    expect(html).toContain("has been completed");
    expect(html).toContain("Similar open jobs");
    for (const j of similar) expect(html).toContain(`href="${jobPath(j.id, j.title)}"`);
    expect(html).not.toContain(far.title);
    expect(await generateMetadata({ params: Promise.resolve({ id: param }) })).toMatchObject({ robots: { index: false } });

    const cancelledHtml = renderToStaticMarkup(await ClosedJobPage({ params: Promise.resolve({ id: canceled._id }) }));
    expect(cancelledHtml).toContain("This job is no longer open");
    expect(cancelledHtml).toContain("was cancelled by the employer");
  });

  it("keep jobs that have ended out of the sitemap", async () => {
    const { open, active, completed, canceled } = await jobsInEveryState();
    const { default: sitemap } = await import("@/app/sitemap");
    const urls = (await sitemap()).map((e) => e.url);
    expect(urls.some((u) => u.includes(`/jobs/${open._id}-`))).toBe(true);
    for (const j of [active, completed, canceled]) expect(urls.some((u) => u.includes(`/jobs/${j._id}`))).toBe(false);
  });
});
