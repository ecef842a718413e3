// job/get_job's hand-written JSON statement (lib/jobs/job-json-sql.ts) must give exactly what Prisma's joined
// read gives (jobInclude in lib/jobs/queries.ts), for every kind of viewer, so the DTO stays the same one.
import { afterEach, describe, expect, it, vi } from "vitest";
import { sqlStatements } from "../helpers/sql-statements";
import { freezeClock } from "../helpers/clock";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";
import { db, pool } from "@/lib/db";
import { getJobDto, jobInclude } from "@/lib/jobs/queries";
import { JOB_JSON_SQL, JOB_SCALARS_SQL, reviveJobRow } from "@/lib/jobs/job-json-sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { toJobDto, type Viewer } from "@/lib/jobs/dto";
import { jobStatisticsOf } from "@/lib/jobs/statistics";
import { call } from "../helpers/api";
import { route } from "@/lib/http/route";
import { AppError } from "@/lib/http/errors";
import { POST as getJob } from "@/app/api/job/get_job/route";
import { revokeAllSessions } from "@/lib/session/sessions";

afterEach(() => {
  vi.useRealTimers();
});

async function bothReads(jobId: string, viewer: Viewer | null) {
  const prismaRow = await db.job.findUnique({
    where: { id: jobId },
    include: jobInclude(viewer?.id ?? null),
    relationLoadStrategy: "join",
  });
  const { rows } = await pool().query({ text: JOB_JSON_SQL, values: [jobId, viewer?.id ?? "anonymous:nobody"] });
  return { prismaRow, sqlRow: reviveJobRow(rows[0].job) };
}

describe("job/get_job's JSON statement", () => {
  it("reads every field of the Job model, from the schema's one list, as Prisma's joined read does", async () => {
    const fields = Object.keys(Prisma.JobScalarFieldEnum);
    for (const field of fields) expect(JOB_SCALARS_SQL).toContain(`'${field}', j."`);
    expect(JOB_JSON_SQL).toContain(JOB_SCALARS_SQL);
    const { plumbing } = await jobCategories();
    const boss = await employer();
    const job = await postJob(boss.token, plumbing, { payType: "Fixed", price: "3450", duration: "2" });
    const { prismaRow, sqlRow } = await bothReads(job._id, null);
    // the job's own fields of both reads are the model's, no more and no fewer, and equal
    const own = (row: Record<string, unknown>) => Object.fromEntries(fields.map((f) => [f, row[f]]));
    expect(
      Object.keys(sqlRow)
        .filter((k) => !fields.includes(k))
        .sort(),
    ).toEqual(
      Object.keys(prismaRow!)
        .filter((k) => !fields.includes(k))
        .sort(),
    );
    expect(own(sqlRow as Record<string, unknown>)).toEqual(own(prismaRow as Record<string, unknown>));
  });

  it("reads the same row as Prisma's joined read, and the same DTO, for the owner, the hired provider, another provider and an anonymous visitor", async () => {
    const { plumbing } = await jobCategories();
    const boss = await employer();
    const hired = await employee();
    const other = await employee();
    const invited = await employee();
    const job = await postJob(boss.token, plumbing, { payType: "Fixed", price: "3450", duration: "2" });
    await applyTo(hired.token, job._id, { price: 3400, duration: 2 });
    await applyTo(other.token, job._id, { price: 3300, duration: 3 });
    await db.invite.create({ data: { jobId: job._id, employeeId: invited.user.id } });
    await db.invite.create({
      data: {
        jobId: job._id,
        employeeId: other.user.id,
        status: "declined",
        reason: "Too far away",
        answeredAt: new Date("2026-11-02T10:11:12.345Z"),
      },
    });
    await db.favorite.create({ data: { jobId: job._id, userId: other.user.id } });
    await hireOn(boss.token, job._id, hired.user.id);
    const contract = await db.contract.findUniqueOrThrow({ where: { jobId: job._id } });
    await db.contract.update({ where: { id: contract.id }, data: { extraPay: 1250, completedAt: new Date("2026-11-03T08:00:00.120Z") } });
    await db.job.update({ where: { id: job._id }, data: { status: 2, completedAt: new Date("2026-11-03T08:00:00.100Z") } });
    await db.review.create({
      data: {
        jobId: job._id,
        contractId: contract.id,
        writerId: boss.user.id,
        targetId: hired.user.id,
        score: 5,
        text: "Quick, tidy and on time.",
      },
    });

    const viewers: (Viewer | null)[] = [
      { id: boss.user.id, type: "customer" },
      { id: hired.user.id, type: "provider" },
      { id: other.user.id, type: "provider" },
      { id: invited.user.id, type: "provider" },
      null,
    ];
    const stats = await jobStatisticsOf(boss.user.id);
    // two DTOs compared field for field on one clock ("Posted 0 seconds ago" may turn "1 second ago" between them)
    freezeClock();
    for (const viewer of viewers) {
      const { prismaRow, sqlRow } = await bothReads(job._id, viewer);
      expect(prismaRow).not.toBeNull();
      expect(sqlRow).toEqual(prismaRow);
      const dto = await getJobDto(job._id, viewer);
      expect(dto).toEqual(toJobDto(prismaRow!, viewer, stats));
    }
    vi.useRealTimers();

    // what a person would check on the owner's view: both proposals, both invitations, the hire's total
    const owner = await getJobDto(job._id, viewers[0]);
    expect(Array.isArray(owner.proposals) && owner.proposals.map((p) => p.creator._id).sort()).toEqual(
      [hired.user.id, other.user.id].sort(),
    );
    expect(owner.invites.map((i) => i.status).sort()).toEqual(["declined", "sent"]);
    expect(owner.hire?.totalLabel).toBe("$3,412.50");
    expect(owner.review?.text).toBe("Quick, tidy and on time.");
    // and on another provider's: a count, their own save, their own invitation only, no hire details
    const theirs = await getJobDto(job._id, viewers[2]);
    expect(theirs.proposals).toBe(2);
    expect(theirs.isFavorite).toBe(true);
    expect(theirs.invites).toHaveLength(1);
    expect(theirs.hire).toBeNull();
  });

  it("is one statement for the job, and a 404 for an unknown id", async () => {
    const { plumbing } = await jobCategories();
    const boss = await employer();
    const job = await postJob(boss.token, plumbing);
    const { statements } = await sqlStatements(() => getJobDto(job._id, null));
    expect(statements.filter((s) => s.includes('from "Job" j where j.id = $1'))).toHaveLength(1);
    await expect(getJobDto("no-such-job", null)).rejects.toMatchObject({ status: 404 });
  });
});

describe('job/get_job reads the job in the statement that checks the session (auth: "joined")', () => {
  it("answers what getJobDto answers for the caller, in one statement with the session check", async () => {
    const { plumbing } = await jobCategories();
    const boss = await employer();
    const provider = await employee();
    const job = await postJob(boss.token, plumbing, { payType: "Fixed", price: "3450", duration: "2" });
    await applyTo(provider.token, job._id, { price: 3400, duration: 2 });
    freezeClock();
    for (const who of [boss, provider]) {
      const { value, statements } = await sqlStatements(() => call(getJob, { token: who.token, body: { id: job._id } }));
      expect(value.status).toBe(200);
      expect(value.json.job).toEqual(JSON.parse(JSON.stringify(await getJobDto(job._id, { id: who.user.id, type: who.user.type }))));
      // the session and the job in one statement; nothing else reads the job or the session
      const joined = statements.filter((s) => s.includes('join "Session" s'));
      expect(joined).toHaveLength(1);
      expect(joined[0]).toContain('from "Job" j where j.id = $8');
      expect(statements.filter((s) => s.includes('from "Job" j where j.id'))).toHaveLength(1);
    }
    // the owner sees the proposal's price, the provider their own application
    const { json } = await call(getJob, { token: boss.token, body: { id: job._id } });
    expect(json.job.proposals[0].price).toBe(3400);
  });

  it("refuses a revoked session with 401 (bad input or not) and reads no job; a live one gets 400 for bad input and 404 for an unknown job", async () => {
    const { plumbing } = await jobCategories();
    const boss = await employer();
    const job = await postJob(boss.token, plumbing);
    expect((await call(getJob, { body: { id: job._id } })).status).toBe(401);
    expect((await call(getJob, { token: boss.token, body: {} })).status).toBe(400);
    expect((await call(getJob, { token: boss.token, body: { id: "no-such-job" } })).json).toMatchObject({
      result: false,
      error: expect.any(String),
    });
    expect((await call(getJob, { token: boss.token, body: { id: "no-such-job" } })).status).toBe(404);
    await revokeAllSessions(boss.user.id);
    const revoked = await call(getJob, { token: boss.token, body: { id: job._id } });
    expect(revoked.status).toBe(401);
    expect(revoked.json).toEqual({ result: false, error: "Please sign in to continue." });
    expect(JSON.stringify(revoked.json)).not.toContain(job.title);
    expect((await call(getJob, { token: boss.token, body: {} })).status).toBe(401);
    expect((await call(getJob, { token: boss.token, body: { id: 42 } })).status).toBe(401);
  });

  it("a joined route that answers without reading through its session fails instead of answering unchecked, and its early refusals wait for the session check", async () => {
    const boss = await employer();
    const careless = route({ auth: "joined" }, async () => ({ secret: "unchecked" }));
    const { status, json } = await call(careless, { token: boss.token, body: {} });
    expect(status).toBe(500);
    expect(JSON.stringify(json)).not.toContain("unchecked");
    // a refusal before the read is told to a live session only
    const refusing = route({ auth: "joined" }, async () => {
      throw new AppError(404, "No such thing here.");
    });
    expect((await call(refusing, { token: boss.token, body: {} })).status).toBe(404);
    await revokeAllSessions(boss.user.id);
    expect((await call(refusing, { token: boss.token, body: {} })).status).toBe(401);
  });
});
