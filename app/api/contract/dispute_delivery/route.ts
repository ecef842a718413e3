// POST /api/contract/dispute_delivery {jobId, note, payCents} – the employer disputes a delivered fixed-price job
// before it is accepted automatically: payCents (0 … price + extra pay) is paid to the worker now, the rest is
// set aside until an admin decides → { dispute }
import { route } from "@/lib/http/route";
import { disputeDeliverySchema } from "@/lib/disputes/schemas";
import { disputeDelivery } from "@/lib/disputes/open-delivery";

export const POST = route({ role: "customer", input: disputeDeliverySchema }, async ({ user, input }) => disputeDelivery(user, input));
