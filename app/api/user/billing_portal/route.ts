// POST /api/user/billing_portal – → { url } where the person cancels or changes the plan (Stripe's customer portal, or the sandbox's page)
import { route } from "@/lib/http/route";
import { createPortal } from "@/lib/money/checkout/create-checkout";

export const POST = route({ role: "customer", body: ["json", "none"] }, async ({ user }) => {
  return await createPortal(user);
});
