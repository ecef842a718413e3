// POST /api/job/get_my_jobs – employer: own jobs (tab OPEN | ACTIVE | COMPLETED, or all); employee: hired
// jobs (ACTIVE newest hire first, COMPLETED newest completion first) → { jobs, counts }
import { route } from "@/lib/http/route";
import { getMyJobsSchema } from "@/lib/jobs/schemas";
import { listMyJobs } from "@/lib/jobs/list-my-jobs";
import { jobDtoReader } from "@/lib/jobs/queries";

export const POST = route({ input: getMyJobsSchema }, async ({ user, input }) => {
  return listMyJobs(user, input.tab, jobDtoReader);
});
