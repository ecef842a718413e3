// POST /api/job/get_job – one job (id or job_id) as the caller may see it → { job }
// The session is checked in the job's own statement (auth "joined"): one database round trip per call.
import { route } from "@/lib/http/route";
import { getJobSchema } from "@/lib/jobs/schemas";
import { getJobDtoInSession } from "@/lib/jobs/queries";

export const POST = route({ input: getJobSchema, auth: "joined" }, async ({ session, input }) => {
  return { job: await getJobDtoInSession(session, input.id) };
});
