// job/write_employer_review (the worker reviews the employer of a finished contract within 14 days) and its
// blind publishing: hidden from the employer until they review the worker (job/write_review) or the window
// ends (the employer_review_publish task); the employer's rating counts published reviews only.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db, pool } from "@/lib/db";
import { call } from "../helpers/api";
import { freezeClock } from "../helpers/clock";
import { POST as completeContract } from "@/app/api/job/complete_contract/route";
import { POST as cancelContract } from "@/app/api/job/cancel_contract/route";
import { POST as writeReview } from "@/app/api/job/write_review/route";
import { POST as writeEmployerReview } from "@/app/api/job/write_employer_review/route";
import { POST as getJob } from "@/app/api/job/get_job/route";
import { EMPLOYER_REVIEW_MSG } from "@/lib/reviews/constants";
import { EMPLOYER_REVIEW_WINDOW_MS } from "@/lib/jobs/review-window";
import { publishJobKey, publishTask } from "@/lib/reviews/employer-rating";
import { listEmployerReviews } from "@/lib/reviews/employer-reviews";
import { JOB_MSG } from "@/lib/jobs/messages";
import { getJobDto } from "@/lib/jobs/queries";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";

let cat: string;
beforeAll(async () => {
  cat = (await jobCategories()).plumbing;
});
afterEach(() => {
  vi.useRealTimers();
});

async function hiredJob(owner?: Awaited<ReturnType<typeof employer>>) {
  const boss = owner ?? (await employer());
  const job = await postJob(boss.token, cat, { price: "50" });
  const worker = await employee({ firstName: "Wes", lastName: "Worker" });
  await applyTo(worker.token, job._id);
  await hireOn(boss.token, job._id, worker.user.id);
  return { owner: boss, job, worker };
}

async function endedJob(how: "complete" | "cancel" = "complete", owner?: Awaited<ReturnType<typeof employer>>) {
  const s = await hiredJob(owner);
  const res = await call(how === "complete" ? completeContract : cancelContract, { token: s.owner.token, body: { id: s.job._id } });
  expect(res.status).toBe(200);
  return s;
}

const REVIEW = { score: 4, text: "Clear instructions and paid on time." };
const rating = async (id: string) => {
  const u = await db.user.findUniqueOrThrow({ where: { id }, select: { employerRating: true, employerRatingCount: true } });
  return [u.employerRating, u.employerRatingCount];
};
const pendingJobs = async (key: string) =>
  (await pool().query<{ run_at: Date }>("select run_at from graphile_worker.jobs where key = $1", [key])).rows;

describe("job/write_employer_review: who and when", () => {
  it("refuses the employer, another worker, a contract in progress, a second review and bad input, with messages", async () => {
    const { owner, job, worker } = await hiredJob();
    const other = await employee();

    // still in progress
    let res = await call(writeEmployerReview, { token: worker.token, body: { id: job._id, ...REVIEW } });
    expect([res.status, res.json.error]).toEqual([409, EMPLOYER_REVIEW_MSG.NotEnded]);

    await call(completeContract, { token: owner.token, body: { id: job._id } });
    // the employer is not a worker: the call is for workers only
    res = await call(writeEmployerReview, { token: owner.token, body: { id: job._id, ...REVIEW } });
    expect(res.status).toBe(403);
    // a worker who was not hired on it
    res = await call(writeEmployerReview, { token: other.token, body: { id: job._id, ...REVIEW } });
    expect([res.status, res.json.error]).toEqual([403, EMPLOYER_REVIEW_MSG.NotHired]);
    // no such job
    res = await call(writeEmployerReview, { token: worker.token, body: { id: "c".padEnd(25, "x"), ...REVIEW } });
    expect([res.status, res.json.error]).toEqual([404, JOB_MSG.JobNotFound]);
    // the employer's review's rules and messages
    res = await call(writeEmployerReview, { token: worker.token, body: { id: job._id, text: "Fine." } });
    expect([res.status, res.json.error]).toEqual([400, JOB_MSG.SelectRating]);
    res = await call(writeEmployerReview, { token: worker.token, body: { id: job._id, score: 6, text: "Fine." } });
    expect([res.status, res.json.error]).toEqual([400, JOB_MSG.SelectRating]);
    res = await call(writeEmployerReview, { token: worker.token, body: { id: job._id, score: 3, text: "   " } });
    expect([res.status, res.json.error]).toEqual([400, JOB_MSG.WriteReview]);
    res = await call(writeEmployerReview, { token: worker.token, body: { id: job._id, score: 3, text: "x".repeat(5001) } });
    expect([res.status, res.json.error]).toEqual([400, "A review can be at most 5000 characters."]);
    expect(await db.employerReview.count({ where: { jobId: job._id } })).toBe(0);

    // the hired worker, after the end: once
    res = await call(writeEmployerReview, { token: worker.token, body: { id: job._id, ...REVIEW } });
    expect(res.status).toBe(200);
    expect(res.json.job.employerReview).toMatchObject({ score: 4, text: REVIEW.text, mine: true, published: false });
    res = await call(writeEmployerReview, { token: worker.token, body: { id: job._id, score: 1, text: "Changed my mind." } });
    expect([res.status, res.json.error]).toEqual([409, EMPLOYER_REVIEW_MSG.AlreadyReviewed]);
    const row = await db.employerReview.findUniqueOrThrow({ where: { jobId: job._id } });
    expect(row).toMatchObject({ writerId: worker.user.id, targetId: owner.user.id, score: 4 });
  });

  it("takes a cancelled contract; two tries at once write one review", async () => {
    const { job, worker } = await endedJob("cancel");
    const both = await Promise.all(
      [1, 2].map((score) => call(writeEmployerReview, { token: worker.token, body: { id: job._id, score, text: "Cancelled early." } })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.json.error).toBe(EMPLOYER_REVIEW_MSG.AlreadyReviewed);
    expect(await db.employerReview.count({ where: { jobId: job._id } })).toBe(1);
  });

  it("closes 14 days after the end", async () => {
    const { job, worker } = await endedJob();
    const contract = await db.contract.findUniqueOrThrow({ where: { jobId: job._id } });
    // the contract ended 14 days and a minute ago: too late
    const at = (msAgo: number) => db.contract.update({ where: { id: contract.id }, data: { completedAt: new Date(Date.now() - msAgo) } });
    await at(EMPLOYER_REVIEW_WINDOW_MS + 60_000);
    const late = await call(writeEmployerReview, { token: worker.token, body: { id: job._id, ...REVIEW } });
    expect([late.status, late.json.error]).toEqual([409, EMPLOYER_REVIEW_MSG.WindowClosed]);
    // 14 days less a minute ago: still in time
    const ended = (await at(EMPLOYER_REVIEW_WINDOW_MS - 60_000)).completedAt!;
    const inTime = await call(writeEmployerReview, { token: worker.token, body: { id: job._id, ...REVIEW } });
    expect(inTime.status).toBe(200);
    expect(inTime.json.job.hire.employerReviewDeadline).toBe(new Date(ended.getTime() + EMPLOYER_REVIEW_WINDOW_MS).toISOString());
  });
});

describe("blind publishing and the employer's rating", () => {
  it("hides the review from the employer until they review the worker; then it counts", async () => {
    const { owner, job, worker } = await endedJob();
    const contract = await db.contract.findUniqueOrThrow({ where: { jobId: job._id } });
    const windowEnd = new Date(contract.completedAt!.getTime() + EMPLOYER_REVIEW_WINDOW_MS);

    expect(
      (await call(writeEmployerReview, { token: worker.token, body: { id: job._id, score: 2, text: "Paid late, vague brief." } })).status,
    ).toBe(200);
    const row = await db.employerReview.findUniqueOrThrow({ where: { jobId: job._id } });
    expect(row.publishedAt).toEqual(windowEnd);
    // the task that counts it when the window ends is queued for that moment
    const jobs = await pendingJobs(publishJobKey(contract.id));
    expect(jobs.map((j) => j.run_at.getTime())).toEqual([windowEnd.getTime()]);

    // hidden: the employer sees that it exists and when it appears, not what it says; it does not count
    const seen = await call(getJob, { token: owner.token, body: { id: job._id } });
    expect(seen.json.job.employerReview).toEqual({
      _id: row.id,
      published: false,
      publishedAt: windowEnd.toISOString(),
      createdAt: row.createdAt.toISOString(),
      score: null,
      text: null,
      hidden: false,
      mine: false,
    });
    expect(JSON.stringify(seen.json)).not.toContain("Paid late");
    expect(await rating(owner.user.id)).toEqual([0, 0]);
    expect((await listEmployerReviews(owner.user.id)).reviews).toEqual([]);
    // nobody else sees it at all
    const stranger = await employee();
    expect((await call(getJob, { token: stranger.token, body: { id: job._id } })).json.job.employerReview).toBeNull();
    // the employer's notification says a review waits, not its score
    const note = await db.notification.findFirstOrThrow({ where: { userId: owner.user.id, type: "review" } });
    expect(note.message).toBe(
      'Wes Worker reviewed you for "Fix a leaking kitchen sink". The review appears when you review them, or when the 14 days to write reviews end.',
    );

    // the employer reviews the worker: published in that step, counted, its task gone
    expect((await call(writeReview, { token: owner.token, body: { id: job._id, score: 5, text: "Great work." } })).status).toBe(200);
    const after = await db.employerReview.findUniqueOrThrow({ where: { jobId: job._id } });
    expect(after.publishedAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await rating(owner.user.id)).toEqual([2, 1]);
    expect(await pendingJobs(publishJobKey(contract.id))).toEqual([]);
    const shown = await call(getJob, { token: owner.token, body: { id: job._id } });
    expect(shown.json.job.employerReview).toMatchObject({ published: true, score: 2, text: "Paid late, vague brief.", mine: false });
    const list = await listEmployerReviews(owner.user.id);
    expect(list).toMatchObject({
      rating: 2,
      count: 1,
      reviews: [{ score: 2, text: "Paid late, vague brief.", writer: { name: "Wes Worker" }, jobTitle: "Fix a leaking kitchen sink" }],
    });
  });

  it("publishes at once when the employer has reviewed first", async () => {
    const { owner, job, worker } = await endedJob();
    expect((await call(writeReview, { token: owner.token, body: { id: job._id, score: 5, text: "Great work." } })).status).toBe(200);
    const res = await call(writeEmployerReview, { token: worker.token, body: { id: job._id, score: 5, text: "Kind and well organised." } });
    expect(res.json.job.employerReview).toMatchObject({ published: true, score: 5 });
    expect(await rating(owner.user.id)).toEqual([5, 1]);
    const contract = await db.contract.findUniqueOrThrow({ where: { jobId: job._id } });
    expect(await pendingJobs(publishJobKey(contract.id))).toEqual([]);
    const note = await db.notification.findFirstOrThrow({ where: { userId: owner.user.id, type: "review" } });
    expect(note.message).toBe('Wes Worker left you a 5-star review for "Fix a leaking kitchen sink".');
  });

  it("publishes when the 14 days end without the employer's review; the rating counts published reviews only", async () => {
    const owner = await employer({ credit: 5 });
    const a = await endedJob("complete", owner);
    const b = await endedJob("cancel", owner);
    // a: answered by the employer, published now (5 stars); b: unanswered, hidden (1 star)
    await call(writeReview, { token: owner.token, body: { id: a.job._id, score: 4, text: "Good." } });
    await call(writeEmployerReview, { token: a.worker.token, body: { id: a.job._id, score: 5, text: "Great employer." } });
    await call(writeEmployerReview, { token: b.worker.token, body: { id: b.job._id, score: 1, text: "Cancelled without a word." } });
    expect(await rating(owner.user.id)).toEqual([5, 1]);
    const hidden = await db.employerReview.findUniqueOrThrow({ where: { jobId: b.job._id } });

    // the task, run before its time, refuses (graphile-worker tries it again later) and counts nothing
    await expect(publishTask({ contractId: hidden.contractId })).rejects.toThrow(/not due/);
    expect(await rating(owner.user.id)).toEqual([5, 1]);

    // the window ends: the employer now sees it, and the task counts it (twice changes nothing)
    freezeClock();
    vi.setSystemTime(new Date(hidden.publishedAt!.getTime() + 1000));
    const seen = await getJobDto(b.job._id, { id: owner.user.id, type: "customer" });
    expect(seen.employerReview).toMatchObject({ published: true, score: 1, text: "Cancelled without a word." });
    await publishTask({ contractId: hidden.contractId });
    await publishTask({ contractId: hidden.contractId });
    expect(await rating(owner.user.id)).toEqual([3, 2]);
    expect((await listEmployerReviews(owner.user.id)).reviews.map((r) => r.score)).toEqual([1, 5]);
  });
});
