// GET /api/dispute/list ?jobId= – the signed-in person's disputes (as worker or employer), newest first → { disputes }
import { route } from "@/lib/http/route";
import { listDisputesSchema } from "@/lib/disputes/schemas";
import { listDisputes } from "@/lib/disputes/queries";

export const GET = route({ role: ["customer", "provider"], input: listDisputesSchema, body: "none" }, async ({ user, input }) =>
  listDisputes(user, input.jobId),
);
