// POST /api/contract/deliver {jobId, note} – the hired worker marks a fixed-price contract's work delivered;
// the employer is told and it is accepted automatically in 72 h unless accepted or disputed first → { delivery }
import { route } from "@/lib/http/route";
import { deliverSchema } from "@/lib/contracts/delivery-schemas";
import { deliverWork } from "@/lib/contracts/delivery";

export const POST = route({ role: "provider", input: deliverSchema }, async ({ user, input }) => deliverWork(user, input));
