// POST /api/user/hire_when_funded – the employer's "Only hire when funded" (on: boolean) → { onlyWhenFunded,
// message }; without `on` it only reads it. On: job/hire answers 402 with the amount missing instead of hiring
// Not funded (lib/money/holds/hold-on-hire.ts).
import { route } from "@/lib/http/route";
import { hireWhenFundedSchema } from "@/lib/contracts/schemas";
import { hireWhenFunded } from "@/lib/contracts/fund-contract";

export const POST = route(
  { role: "customer", input: hireWhenFundedSchema, body: ["json", "none"], maxBytes: 1024 },
  async ({ user, input }) => hireWhenFunded(user, input.on),
);
