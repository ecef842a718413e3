// POST /api/job/get_favorite_jobs – the employee's SAVED tab → { jobs }
import { route } from "@/lib/http/route";
import { listFavoriteJobs } from "@/lib/jobs/list-provider-jobs";
import { jobDtoReader } from "@/lib/jobs/queries";

export const POST = route({ role: ["provider", "admin"] }, async ({ user }) => {
  return listFavoriteJobs(user, jobDtoReader);
});
