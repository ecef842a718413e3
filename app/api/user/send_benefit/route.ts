// POST /api/user/send_benefit {type, name, email, phone} – asks the team about a benefit offer.
import { route } from "@/lib/http/route";
import { sendBenefitSchema } from "@/lib/accounts/schemas";
import { sendBenefitRequest } from "@/lib/profiles/send-benefit";

export const POST = route({ input: sendBenefitSchema }, async ({ user, input }) => {
  await sendBenefitRequest(user, input);
  return {};
});
