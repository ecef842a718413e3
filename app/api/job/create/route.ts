// POST /api/job/create – an employer posts a job → { job }
import { route } from "@/lib/http/route";
import { createJobSchema } from "@/lib/jobs/schemas";
import { createJob } from "@/lib/jobs/save-job";

export const POST = route({ role: "customer", input: createJobSchema }, async ({ user, input }) => {
  return { job: await createJob(user, input) };
});
