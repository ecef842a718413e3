// POST /api/job/get_apply_jobs – the employee's PROPOSED tab → { jobs, invited }
import { route } from "@/lib/http/route";
import { listAppliedJobs } from "@/lib/jobs/list-provider-jobs";
import { jobDtoReader } from "@/lib/jobs/queries";

export const POST = route({ role: ["provider", "admin"] }, async ({ user }) => {
  return listAppliedJobs(user, jobDtoReader);
});
