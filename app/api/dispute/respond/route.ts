// POST /api/dispute/respond {id, note} – the side that did not open a dispute adds its note, once → { dispute }
import { route } from "@/lib/http/route";
import { respondDisputeSchema } from "@/lib/disputes/schemas";
import { respondDispute } from "@/lib/disputes/queries";

export const POST = route({ role: ["customer", "provider"], input: respondDisputeSchema }, async ({ user, input }) =>
  respondDispute(user, input),
);
