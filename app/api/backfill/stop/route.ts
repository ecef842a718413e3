// POST /api/backfill/stop – { backfillId } → { backfill }: the employer stops looking for a replacement
import { route } from "@/lib/http/route";
import { backfillIdSchema } from "@/lib/booking/backfill-schemas";
import { stopBackfill } from "@/lib/booking/backfill";

export const POST = route({ role: "customer", input: backfillIdSchema }, async ({ user, input }) => stopBackfill(user, input.backfillId));
