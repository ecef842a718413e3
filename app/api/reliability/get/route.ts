// POST /api/reliability/get {} – the signed-in worker's reliability: score, counts, the published weights and
// decay, and every event with its effect and appeal state (lib/reliability/queries.ts).
import { route } from "@/lib/http/route";
import { emptySchema } from "@/lib/reliability/schemas";
import { getMyReliability } from "@/lib/reliability/queries";

export const POST = route({ role: "provider", input: emptySchema }, async ({ user }) => {
  return { reliability: await getMyReliability(user.id) };
});
