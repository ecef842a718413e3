// An employer on an employee's profile: the Invite picker's open jobs (with who is already invited or has
// applied) and Book's preselected employee (New Booking Request's ?employee=).
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { inviteChoices } from "@/lib/proposals/invite-choices";
import { preselectedEmployee } from "@/lib/booking/preselected-employee";
import { POST as invite } from "@/app/api/job/invite/route";
import { POST as cancelJob } from "@/app/api/job/cancel_job/route";
import { applyTo, employee, employer, jobCategories, postJob } from "./job-kit";

let cat: string;
beforeAll(async () => {
  cat = (await jobCategories()).plumbing;
});

describe("the Invite picker of an employee's profile", () => {
  it("lists the employer's open jobs, newest first, marking those already invited or applied to", async () => {
    const owner = await employer();
    const worker = await employee();
    const applied = await postJob(owner.token, cat, { title: "Replace a bathroom faucet" });
    const invited = await postJob(owner.token, cat, { title: "Unclog a shower drain" });
    const closed = await postJob(owner.token, cat, { title: "Install a water heater" });
    const free = await postJob(owner.token, cat, { title: "Fix a running toilet" });
    await postJob((await employer()).token, cat, { title: "Someone else's job" });
    await applyTo(worker.token, applied._id);
    expect((await call(invite, { token: owner.token, body: { id: invited._id, employees: [worker.user.id] } })).status).toBe(200);
    await call(cancelJob, { token: owner.token, body: { id: closed._id } });

    const choices = await inviteChoices(owner.user.id, worker.user.id);
    expect(choices.map((c) => [c._id, c.taken])).toEqual([
      [free._id, null],
      [invited._id, "invited"],
      [applied._id, "applied"],
    ]);
    expect(choices[0]).toMatchObject({ title: "Fix a running toilet", postedAgo: expect.any(String) });
    // another employee: every open job can be offered
    expect((await inviteChoices(owner.user.id, (await employee()).user.id)).every((c) => c.taken === null)).toBe(true);
  });
});

describe("Book's preselected employee", () => {
  it("takes an employee with a live account and nothing else", async () => {
    const worker = await employee({ firstName: "Bo", lastName: "Oker" });
    expect(await preselectedEmployee(worker.user.id)).toEqual({ _id: worker.user.id, name: "Bo Oker" });
    expect(await preselectedEmployee((await employer()).user.id)).toBeNull();
    expect(await preselectedEmployee("nobody")).toBeNull();
    expect(await preselectedEmployee(undefined)).toBeNull();
    expect(await preselectedEmployee("x".repeat(65))).toBeNull();
  });
});
