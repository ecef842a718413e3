// POST /api/job/get_job – one job (id or job_id) as the caller may see it → { job }
import { route } from "@/lib/http/route";
import { getJobSchema } from "@/lib/jobs/schemas";
import { getJobDto } from "@/lib/jobs/queries";

export const POST = route({ input: getJobSchema }, async ({ user, input }) => {
  return { job: await getJobDto(input.id, user) };
});
