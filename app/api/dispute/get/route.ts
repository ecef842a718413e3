// GET /api/dispute/get ?id – one dispute, for its worker or employer only → { dispute }
import { route } from "@/lib/http/route";
import { getDisputeSchema } from "@/lib/disputes/schemas";
import { getDispute } from "@/lib/disputes/queries";

export const GET = route({ role: ["customer", "provider"], input: getDisputeSchema, body: "none" }, async ({ user, input }) =>
  getDispute(user, input.id),
);
