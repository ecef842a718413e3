// POST /api/screening/list → { checks }: the signed-in person's own checks: an employer's the ones they ordered,
// a worker's the ones about them.
import { route } from "@/lib/http/route";
import { employerChecks, workerChecks } from "@/lib/screening/queries";

export const POST = route({ role: ["customer", "provider"], body: ["json", "none"] }, async ({ user }) => {
  return { checks: user.type === "customer" ? await employerChecks(user.id) : await workerChecks(user.id) };
});
