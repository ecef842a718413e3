// job/create, job/update, job/cancel_job and job/get_job against real PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { JOB_MSG } from "@/lib/jobs/messages";
import { POST as createJob } from "@/app/api/job/create/route";
import { POST as updateJob } from "@/app/api/job/update/route";
import { POST as cancelJob } from "@/app/api/job/cancel_job/route";
import { POST as getJob } from "@/app/api/job/get_job/route";
import { applyTo, COVER, employee, employer, hireOn, jobBody, jobCategories, postJob } from "./job-kit";

let cats: Awaited<ReturnType<typeof jobCategories>>;
beforeAll(async () => {
  cats = await jobCategories();
});

describe("job/create", () => {
  it("posts a job from the form's fields (comma-joined lists, questions as JSON text) and answers the spec's Job", async () => {
    const { user, token } = await employer();
    const { status, json } = await call(createJob, {
      token,
      body: jobBody(`${cats.plumbing},${cats.parent.toUpperCase()}`, {
        screenQuestions: JSON.stringify([
          { question: "  Do you have your own tools?  ", generatedByAI: false },
          { question: "   ", generatedByAI: false },
          { question: "How many sinks have you fixed?", generatedByAI: true },
        ]),
        isCheckCubic: "true",
        infoCubicPackage: "basic",
      }),
    });
    expect(status).toBe(200);
    expect(json.result).toBe(true);
    const job = json.job;
    expect(job).toMatchObject({
      title: "Fix a leaking kitchen sink",
      status: 0,
      statusLabel: "Open",
      payType: "Hourly",
      price: 45.5,
      initialPrice: 45.5,
      duration: 4,
      type: "One-time job",
      skills: ["Plumbing", "Pipe repair"],
      categories: [cats.plumbing, cats.parent],
      location: "Austin, TX, USA",
      geolocation: [-97.7431, 30.2672],
      city: "Austin",
      state: "TX",
      proposals: [],
      proposalsCount: 0,
      proposalsLabel: "0",
      invites: [],
      invitesSent: 0,
      unansweredInvites: 0,
      favorites: [],
      review: null,
      hire: null,
      completedAt: null,
      isOwner: true,
      isCheckCubic: true,
      infoCubicPackage: "basic",
      postedAgo: expect.stringMatching(/seconds? ago$/),
    });
    // questions trimmed, empty ones dropped, the AI mark kept; required unless marked optional
    expect(job.screenQuestions).toEqual([
      { question: "Do you have your own tools?", generatedByAI: false, required: true, suggested: false },
      { question: "How many sinks have you fixed?", generatedByAI: true, required: true, suggested: false },
    ]);
    expect(job.creator).toMatchObject({
      _id: user.id,
      name: "Erin Employer",
      statistics: { jobsPosted: 1, openJobs: 1, hires: 0 },
      hireRate: 0,
    });
    expect(job.creator).not.toHaveProperty("email");
    const row = await db.job.findUniqueOrThrow({ where: { id: job._id } });
    expect(row.price).toBe(4550);
    expect(row.initialPrice).toBe(4550);
    expect(row.creatorId).toBe(user.id);
  });

  it("accepts arrays and keeps only digits, dot and minus of the price", async () => {
    const { token } = await employer();
    const job = await postJob(token, cats.plumbing, {
      categories: [cats.plumbing],
      skills: ["Tiling"],
      price: "$1,250.00",
      payType: "Fixed",
      duration: 3,
      screenQuestions: ["Ready?"],
    });
    expect(job).toMatchObject({
      price: 1250,
      payType: "Fixed",
      duration: 3,
      skills: ["Tiling"],
      screenQuestions: [{ question: "Ready?", generatedByAI: false }],
    });
  });

  it("geocodes the address when no coordinates are sent", async () => {
    const { token } = await employer();
    const job = await postJob(token, cats.plumbing, { lat: undefined, lng: undefined, location: "Denver, CO", city: "", state: "" });
    // the gazetteer's centre of Denver (the mean of its ZIP codes), a few hundred metres from downtown
    expect(job.geolocation[0]).toBeCloseTo(-104.99, 1);
    expect(job.geolocation[1]).toBeCloseTo(39.74, 1);
    expect(job).toMatchObject({ city: "Denver", state: "CO" });
    const byZip = await postJob(token, cats.plumbing, {
      lat: undefined,
      lng: undefined,
      location: "Somewhere",
      city: "",
      state: "",
      zipcode: "60614",
    });
    expect(byZip).toMatchObject({ city: "Chicago", state: "IL", zipcode: "60614" });
  });

  it("refuses an address it cannot place with the invalid-location message", async () => {
    const { token } = await employer();
    const { status, json } = await call(createJob, {
      token,
      body: jobBody(cats.plumbing, { lat: undefined, lng: undefined, location: "Atlantis", city: "", state: "" }),
    });
    expect(status).toBe(400);
    expect(json).toEqual({ result: false, error: "Please input a valid location." });
    expect(await db.job.count({ where: { title: "Fix a leaking kitchen sink", location: "Atlantis" } })).toBe(0);
  });

  it.each([
    ["title", { title: "  " }, JOB_MSG.InvalidTitle],
    ["category", { categories: "" }, "Please select at least one category."],
    ["description", { description: "" }, JOB_MSG.InvalidDescription],
    ["location", { location: "" }, "Please input a valid location."],
    ["type", { type: "Forever" }, JOB_MSG.InvalidType],
    ["skills", { skills: "" }, JOB_MSG.InvalidSkills],
    ["pay type", { payType: "Weekly" }, JOB_MSG.InvalidPayType],
    ["hourly rate", { price: "" }, JOB_MSG.InvalidHourlyRate],
    ["negative hourly rate", { price: "-5" }, JOB_MSG.InvalidHourlyRate],
    ["fixed price", { payType: "Fixed", price: "-1" }, JOB_MSG.InvalidFixedPrice],
    ["hourly duration", { duration: "0" }, JOB_MSG.InvalidHourlyDuration],
    ["fixed duration", { payType: "Fixed", duration: "abc" }, JOB_MSG.InvalidFixedDuration],
  ])("refuses an invalid %s", async (_label, overrides, message) => {
    const { token } = await employer();
    const { status, json } = await call(createJob, { token, body: jobBody(cats.plumbing, overrides) });
    expect(status).toBe(400);
    expect(json).toEqual({ result: false, error: message });
  });

  it("refuses a category that is not ours", async () => {
    const { token } = await employer();
    const { status, json } = await call(createJob, { token, body: jobBody("Underwater Basket Weaving") });
    expect(status).toBe(400);
    expect(json.error).toMatch(/not one of our categories/);
  });

  it.each([
    ["title", { title: "Sink repair, call 512-555-0188" }],
    ["description", { description: "Email me at erin.employer@gmail.com for the details of the sink." }],
    ["description (disguised)", { description: "Text me on five one two five five five zero one eight eight" }],
  ])("refuses contact details in the %s with the spec's warning", async (_label, overrides) => {
    const { token } = await employer();
    const { status, json } = await call(createJob, { token, body: jobBody(cats.plumbing, overrides) });
    expect(status).toBe(400);
    expect(json.error).toBe(
      "It is a violation of our terms and conditions to use phone numbers, emails, or alternative means for communication other than our in-app messaging feature.",
    );
  });

  it("is for employers only, signed in", async () => {
    const { token } = await employee();
    const asProvider = await call(createJob, { token, body: jobBody(cats.plumbing) });
    expect(asProvider.status).toBe(403);
    expect(asProvider.json).toEqual({ result: false, error: "Only employers can do that." });
    const anonymous = await call(createJob, { body: jobBody(cats.plumbing) });
    expect(anonymous.status).toBe(401);
  });
});

describe("job/update", () => {
  it("lets the owner edit an open job; the new price is both initial and current", async () => {
    const { token } = await employer();
    const job = await postJob(token, cats.plumbing);
    const { status, json } = await call(updateJob, {
      token,
      body: jobBody(cats.electrical, {
        id: job._id,
        title: "Replace two outlets",
        price: "60",
        payType: "Fixed",
        duration: "2",
        screenQuestions: "[]",
      }),
    });
    expect(status).toBe(200);
    expect(json.job).toMatchObject({
      _id: job._id,
      title: "Replace two outlets",
      price: 60,
      initialPrice: 60,
      payType: "Fixed",
      categories: [cats.electrical],
      screenQuestions: [],
    });
  });

  it("refuses someone else's job (403), a missing job (404) and a non-open job (409)", async () => {
    const owner = await employer();
    const other = await employer();
    const job = await postJob(owner.token, cats.plumbing);
    const foreign = await call(updateJob, { token: other.token, body: jobBody(cats.plumbing, { id: job._id, title: "Mine now" }) });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error).toBe(JOB_MSG.NotYourJob);
    const missing = await call(updateJob, { token: owner.token, body: jobBody(cats.plumbing, { id: "no-such-job" }) });
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe(JOB_MSG.JobNotFound);

    const worker = await employee();
    await applyTo(worker.token, job._id);
    await hireOn(owner.token, job._id, worker.user.id);
    const closed = await call(updateJob, { token: owner.token, body: jobBody(cats.plumbing, { id: job._id, title: "Too late" }) });
    expect(closed.status).toBe(409);
    expect(closed.json.error).toBe(JOB_MSG.JobNotOpen);
    expect((await db.job.findUniqueOrThrow({ where: { id: job._id } })).title).toBe("Fix a leaking kitchen sink");
  });

  it("refuses contact details on edit too", async () => {
    const { token } = await employer();
    const job = await postJob(token, cats.plumbing);
    const { status, json } = await call(updateJob, {
      token,
      body: jobBody(cats.plumbing, { id: job._id, description: "whatsapp me for the address" }),
    });
    expect(status).toBe(400);
    expect(json.error).toBe(JOB_MSG.ViolationWarning);
  });
});

describe("job/cancel_job", () => {
  it("cancels an open job of the owner, once", async () => {
    const { token } = await employer();
    const job = await postJob(token, cats.plumbing);
    const { status, json } = await call(cancelJob, { token, body: { id: job._id } });
    expect(status).toBe(200);
    expect(json.job).toMatchObject({ status: 3, statusLabel: "Cancelled", canceledAt: expect.any(String), completedAt: null });
    const again = await call(cancelJob, { token, body: { id: job._id } });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(JOB_MSG.JobNotOpen);
  });

  it("refuses someone else's job and employees", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cats.plumbing);
    const other = await employer();
    expect((await call(cancelJob, { token: other.token, body: { id: job._id } })).status).toBe(403);
    const worker = await employee();
    expect((await call(cancelJob, { token: worker.token, body: { id: job._id } })).status).toBe(403);
    expect((await db.job.findUniqueOrThrow({ where: { id: job._id } })).status).toBe(0);
  });
});

describe("job/get_job", () => {
  it("answers by id or job_id; 404 for an unknown job", async () => {
    const { token } = await employer();
    const job = await postJob(token, cats.plumbing);
    const a = await call(getJob, { token, body: { id: job._id } });
    const b = await call(getJob, { token, body: { job_id: job._id } });
    expect(a.json.job._id).toBe(job._id);
    expect(b.json.job._id).toBe(job._id);
    const missing = await call(getJob, { token, body: { id: "nope" } });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ result: false, error: JOB_MSG.JobNotFound });
    expect((await call(getJob, { body: { id: job._id } })).status).toBe(401);
  });

  it("shows the owner every proposal, an applicant only their own, others a count", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cats.plumbing);
    const first = await employee({ firstName: "Ann" });
    const second = await employee({ firstName: "Bob" });
    const onlooker = await employee();
    await applyTo(first.token, job._id, { coverText: `${COVER} (Ann)` });
    await applyTo(second.token, job._id, { coverText: `${COVER} (Bob)` });

    const asOwner = (await call(getJob, { token: owner.token, body: { id: job._id } })).json.job;
    expect(asOwner.proposals).toHaveLength(2);
    expect(asOwner.proposals.map((p: { creator: { firstName: string } }) => p.creator.firstName).sort()).toEqual(["Ann", "Bob"]);
    expect(asOwner.proposalsCount).toBe(2);
    expect(asOwner.proposalsLabel).toBe("2");

    const asAnn = (await call(getJob, { token: first.token, body: { id: job._id } })).json.job;
    expect(asAnn.proposals).toBe(2);
    expect(asAnn.myProposal).toMatchObject({
      coverText: `${COVER} (Ann)`,
      price: 40,
      duration: 4,
      screenAnswers: ["Yes, a full plumbing kit."],
    });
    expect(JSON.stringify(asAnn)).not.toContain("(Bob)");
    expect(asAnn.isOwner).toBe(false);

    const asOnlooker = (await call(getJob, { token: onlooker.token, body: { id: job._id } })).json.job;
    expect(asOnlooker.proposals).toBe(2);
    expect(asOnlooker.myProposal).toBeNull();
    expect(JSON.stringify(asOnlooker)).not.toContain(COVER);
  });

  it("serves an anonymous reader (the public job page) counts only", async () => {
    const { getJobDto } = await import("@/lib/jobs/queries");
    const owner = await employer();
    const job = await postJob(owner.token, cats.plumbing);
    const worker = await employee();
    await applyTo(worker.token, job._id);
    const pub = await getJobDto(job._id, null);
    expect(pub).toMatchObject({
      _id: job._id,
      proposals: 1,
      myProposal: null,
      invites: [],
      favorites: [],
      isFavorite: false,
      isOwner: false,
      hire: null,
    });
    expect(JSON.stringify(pub)).not.toContain(COVER);
  });

  it("shows the final price once hired, and the hire only to its two parties", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cats.plumbing, { price: "50" });
    const worker = await employee();
    const onlooker = await employee();
    await applyTo(worker.token, job._id, { price: 42, duration: 5 });
    await hireOn(owner.token, job._id, worker.user.id);
    const asOwner = (await call(getJob, { token: owner.token, body: { id: job._id } })).json.job;
    expect(asOwner).toMatchObject({ status: 1, statusLabel: "Active", price: 42, initialPrice: 50, hired: true });
    expect(asOwner.hire).toMatchObject({
      price: 42,
      duration: 5,
      extraPay: 0,
      total: 210,
      totalLabel: "$210.00",
      coverText: COVER,
      user: { _id: worker.user.id },
    });
    const asWorker = (await call(getJob, { token: worker.token, body: { id: job._id } })).json.job;
    expect(asWorker.hire._id).toBe(asOwner.hire._id);
    const asOnlooker = (await call(getJob, { token: onlooker.token, body: { id: job._id } })).json.job;
    expect(asOnlooker).toMatchObject({ hire: null, hired: true, price: 42 });
  });
});
