// POST /api/job/cancel_job – the owner cancels an open job (id) → { job }
import { route } from "@/lib/http/route";
import { idSchema } from "@/lib/jobs/schemas";
import { cancelJob } from "@/lib/jobs/cancel-job";

export const POST = route({ role: "customer", input: idSchema }, async ({ user, input }) => {
  return { job: await cancelJob(user, input.id) };
});
