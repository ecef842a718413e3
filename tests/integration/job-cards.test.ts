// The job cards of the signed-in home (lib/jobs/cards.ts) against real PostgreSQL: each viewer (the owner, an
// applicant, an invitee, someone who saved it, a stranger) gets, field for field, what the card would take from
// the full JobDto of the same job (cardJob), plus its categories; in the order asked, a missing id skipped.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { call } from "../helpers/api";
import { sqlStatements } from "../helpers/sql-statements";
import { freezeClock } from "../helpers/clock";
import { POST as invite } from "@/app/api/job/invite/route";
import { POST as favorite } from "@/app/api/job/favorite/route";
import { cardJob, jobCardsInOrder, jobCardsOf } from "@/lib/jobs/cards";
import { jobDtoReader, jobDtosInOrder, jobIdReader, listJobDtos } from "@/lib/jobs/queries";
import { listMyJobs, myJobCounts, myJobs } from "@/lib/jobs/list-my-jobs";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";

let cats: Awaited<ReturnType<typeof jobCategories>>;
beforeAll(async () => {
  cats = await jobCategories();
});

const LONG = `${"Replace the trap under the kitchen sink and check both supply lines for leaks. ".repeat(8)}Bring your own tools.`;

async function setting() {
  const owner = await employer({ credit: 5 });
  const applicant = await employee({ firstName: "Ana" });
  const invitee = await employee({ firstName: "Ivo" });
  const saver = await employee({ firstName: "Sam" });
  const stranger = await employee({ firstName: "Tess" });
  const open = await postJob(owner.token, cats.plumbing, { title: "Open: a long description", description: LONG });
  const hired = await postJob(owner.token, cats.electrical, { title: "Hired: new outlets", payType: "Fixed", price: "400", duration: "1" });
  await applyTo(applicant.token, open._id);
  await applyTo(applicant.token, hired._id, { price: 380, duration: 1 });
  await hireOn(owner.token, hired._id, applicant.user.id);
  expect((await call(invite, { token: owner.token, body: { id: open._id, employees: [invitee.user.id] } })).status).toBe(200);
  expect((await call(favorite, { token: saver.token, body: { id: open._id } })).status).toBe(200);
  return { owner, applicant, invitee, saver, stranger, ids: [open._id as string, hired._id as string] };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("job cards (lib/jobs/cards.ts)", () => {
  it("give each viewer what the card takes from the full job, and its categories", async () => {
    const s = await setting();
    freezeClock();
    for (const who of [s.owner, s.applicant, s.invitee, s.saver, s.stranger]) {
      const viewer = { id: who.user.id, type: who.user.type };
      const cards = await jobCardsInOrder(viewer, s.ids);
      const full = await jobDtosInOrder(viewer, s.ids);
      expect(cards).toEqual(full.map((j) => ({ ...cardJob(j), categories: j.categories })));
    }
    const [open] = await jobCardsInOrder({ id: s.stranger.user.id, type: "provider" }, s.ids);
    // the description is cut at a word past two lines, whatever was read
    expect(open.description.length).toBeLessThan(LONG.length);
    expect(open.description.endsWith("…")).toBe(true);
    expect(LONG.startsWith(open.description.slice(0, -1))).toBe(true);
  });

  it("keep the order asked and skip an id no job has", async () => {
    const s = await setting();
    const viewer = { id: s.applicant.user.id, type: s.applicant.user.type };
    const cards = await jobCardsInOrder(viewer, [s.ids[1], "no-such-job", s.ids[0]]);
    expect(cards.map((c) => c._id)).toEqual([s.ids[1], s.ids[0]]);
    expect(await jobCardsInOrder(viewer, [])).toEqual([]);
    // the applicant's marks: a proposal on both, the hired job's price is the contract's
    expect(cards.every((c) => c.myProposal !== null)).toBe(true);
    expect(cards[0].price).toBe(380);
  });

  it("the id reader lists the same jobs in the same order as the DTO reader, for a query", async () => {
    const s = await setting();
    const viewer = { id: s.owner.user.id, type: s.owner.user.type };
    const args = { where: { creatorId: s.owner.user.id }, orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }] };
    expect(await jobIdReader.list(viewer, args)).toEqual((await listJobDtos(viewer, args)).map((j) => ({ _id: j._id })));
  });

  it("read several lists' cards in one query (jobCardsOf): a job on two lists is read once, a gone one is dropped", async () => {
    const s = await setting();
    const viewer = { id: s.applicant.user.id, type: s.applicant.user.type };
    const active = await myJobs(s.applicant.user, "ACTIVE", jobIdReader);
    expect(active).toEqual([{ _id: s.ids[1] }]);
    const lists = [[{ _id: s.ids[0] }, { _id: "gone" }], active, [{ _id: s.ids[1] }, { _id: s.ids[0] }]];
    freezeClock();
    const { value: card, statements } = await sqlStatements(() => jobCardsOf(viewer, lists));
    expect(statements).toHaveLength(1);
    const expected = await jobCardsInOrder(viewer, s.ids);
    expect(lists.map((l) => l.flatMap(card))).toEqual([[expected[0]], [expected[1]], [expected[1], expected[0]]]);
  });

  it("the employer home's tabs: get_my_jobs's jobs, and its counts", async () => {
    const s = await setting();
    for (const tab of ["OPEN", "ACTIVE", "COMPLETED"] as const) {
      const answer = await listMyJobs(s.owner.user, tab, jobDtoReader);
      expect((await myJobs(s.owner.user, tab, jobIdReader)).map((c) => c._id)).toEqual(answer.jobs.map((j) => j._id));
      expect(await myJobCounts(s.owner.user)).toEqual(answer.counts);
    }
    expect(await myJobCounts(s.owner.user)).toEqual({ open: 1, active: 1, completed: 0 });
    expect(await myJobCounts(s.applicant.user)).toEqual({ open: 0, active: 1, completed: 0 });
  });
});
