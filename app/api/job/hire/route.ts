// POST /api/job/hire – the owner hires an applicant or invitee (id, userId, price, duration) → { job, credit, level };
// 402 { needCredit: true } when the employer has neither credit nor a paid level.
import { route } from "@/lib/http/route";
import { hireSchema } from "@/lib/contracts/schemas";
import { hireProvider } from "@/lib/contracts/hire-provider";

export const POST = route({ role: "customer", input: hireSchema }, async ({ user, input }) => {
  return hireProvider(user, input);
});
