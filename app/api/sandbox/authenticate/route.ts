// POST /api/sandbox/authenticate – id, outcome (complete | fail): the sandbox's 3-D Secure page
// (only while the card sandbox runs, lib/money/processor-base/mode.ts; else 404)
import { z } from "zod";
import { route } from "@/lib/http/route";
import { sandboxAuthenticate } from "@/lib/money/processors/sandbox-processor";
import { sandboxRoute, sandboxStep } from "@/lib/money/processors/sandbox-guard";

const input = z.object({ id: z.string().trim().min(1).max(255), outcome: z.enum(["complete", "fail"]) });

export const POST = sandboxRoute(
  "cards",
  route({ role: "customer", input }, async ({ user, input }) => {
    await sandboxStep(() => sandboxAuthenticate(input.id, user.id, input.outcome));
    return {};
  }),
);
