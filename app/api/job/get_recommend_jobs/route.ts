// POST /api/job/get_recommend_jobs – the employee home's FOR YOU tab: open jobs ranked for the caller's
// profile (page, limit) → { jobs: [job + score, factors, reasons, distance], total, page, limit }
import { route } from "@/lib/http/route";
import { jobDtoReader } from "@/lib/jobs/queries";
import { recommendJobs, recommendJobsSchema } from "@/lib/matching/recommend-jobs";

export const POST = route({ role: ["provider", "admin"], input: recommendJobsSchema }, async ({ user, input }) => {
  return recommendJobs(user, input, jobDtoReader);
});
