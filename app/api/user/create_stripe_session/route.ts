// POST /api/user/create_stripe_session – customer, userId, type (single job posting | basic | standard | premium) → { id, url }; then redirect
import { route } from "@/lib/http/route";
import { createSessionSchema } from "@/lib/money/deposits/deposit-schemas";
import { createCheckout } from "@/lib/money/checkout/create-checkout";
import { providerKeyOf } from "@/lib/money/deposits/deposits";

export const POST = route({ role: "customer", input: createSessionSchema }, async ({ req, user, input }) => {
  const session = await createCheckout(user, input.type, providerKeyOf(req));
  return { id: session.id, url: session.url };
});
