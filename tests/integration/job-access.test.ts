// Every job call: no token → 401; the wrong account type → 403 with the wrapper's readable text.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { employee, employer } from "./job-kit";
import { POST as create } from "@/app/api/job/create/route";
import { POST as update } from "@/app/api/job/update/route";
import { POST as cancelJob } from "@/app/api/job/cancel_job/route";
import { POST as getJob } from "@/app/api/job/get_job/route";
import { POST as getMyJobs } from "@/app/api/job/get_my_jobs/route";
import { POST as getApplyJobs } from "@/app/api/job/get_apply_jobs/route";
import { POST as getFavoriteJobs } from "@/app/api/job/get_favorite_jobs/route";
import { POST as favorite } from "@/app/api/job/favorite/route";
import { POST as unfavorite } from "@/app/api/job/unfavorite/route";
import { POST as apply } from "@/app/api/job/apply/route";
import { POST as withdrawApply } from "@/app/api/job/withdraw_apply/route";
import { POST as invite } from "@/app/api/job/invite/route";
import { POST as declineInvite } from "@/app/api/job/decline_invite/route";
import { POST as hire } from "@/app/api/job/hire/route";
import { POST as shortlistProposal } from "@/app/api/job/shortlist_proposal/route";
import { POST as declineProposal } from "@/app/api/job/decline_proposal/route";
import { POST as completeContract } from "@/app/api/job/complete_contract/route";
import { POST as cancelContract } from "@/app/api/job/cancel_contract/route";
import { POST as writeReview } from "@/app/api/job/write_review/route";
import { POST as recommend } from "@/app/api/job/get_recommend_employees/route";
import { POST as aiResponse } from "@/app/api/job/get_ai_response/route";

const employerOnly = {
  create,
  update,
  cancelJob,
  invite,
  hire,
  shortlistProposal,
  declineProposal,
  completeContract,
  cancelContract,
  writeReview,
  recommend,
  aiResponse,
};
const employeeOnly = { favorite, unfavorite, apply, withdrawApply, declineInvite, getApplyJobs, getFavoriteJobs };
const anyone = { getJob, getMyJobs };

describe("job calls and who may make them", () => {
  it.each(Object.entries({ ...employerOnly, ...employeeOnly, ...anyone }))("%s needs a signed-in user", async (_name, handler) => {
    const { status, json } = await call(handler, { body: { id: "x" } });
    expect(status).toBe(401);
    expect(json).toEqual({ result: false, error: "Please sign in to continue." });
  });

  it.each(Object.entries(employerOnly))("%s is refused to employees", async (_name, handler) => {
    const { token } = await employee();
    const { status, json } = await call(handler, { token, body: { id: "x" } });
    expect(status).toBe(403);
    expect(json.error).toBe("Only employers can do that.");
  });

  it.each(Object.entries(employeeOnly))("%s is refused to employers", async (_name, handler) => {
    const { token } = await employer();
    const { status, json } = await call(handler, { token, body: { id: "x" } });
    expect(status).toBe(403);
    expect(json.error).toMatch(/^(Only employees can do that\.|Your account type cannot do that\.)$/);
  });
});
