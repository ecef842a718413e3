// POST /api/contract/accept_delivery {jobId} – the employer accepts a delivered fixed-price contract: it is paid
// in full (hold first, then the wallet) and completed → { delivery, paid, balance, payment }
import { route } from "@/lib/http/route";
import { acceptDeliverySchema } from "@/lib/contracts/delivery-schemas";
import { acceptDelivery } from "@/lib/contracts/delivery";

export const POST = route({ role: "customer", input: acceptDeliverySchema }, async ({ user, input }) => acceptDelivery(user, input));
