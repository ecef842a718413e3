// POST /api/user/register_customer – a new employer account (JSON) → { user, token }
import { route } from "@/lib/http/route";
import { registerCustomerSchema } from "@/lib/accounts/schemas";
import { registerCustomer } from "@/lib/accounts/register-customer";
import { issueSession } from "@/lib/accounts/issue-session";

export const POST = route({ auth: false, input: registerCustomerSchema }, async ({ input }) => {
  const userId = await registerCustomer(input);
  return issueSession(userId);
});
