// POST /api/screening/order – workerId, packageSlug, idempotencyKey? → { checkId, checks }: an employer orders a
// background check, paid from the wallet (409 "Insufficient balance"); the worker gets the partner's invitation.
import { route } from "@/lib/http/route";
import { orderCheckSchema } from "@/lib/screening/schemas";
import { orderCheck } from "@/lib/screening/order-check";
import { employerChecks } from "@/lib/screening/queries";
import { SCREENING_MSG } from "@/lib/screening/messages";

export const POST = route({ role: "customer", input: orderCheckSchema }, async ({ req, user, input }) => {
  const { checkId } = await orderCheck({ req, input }, user.id, input);
  return { checkId, checks: await employerChecks(user.id), message: SCREENING_MSG.Ordered };
});
