// GET /api/backfill/get?jobId=… | ?backfillId=… → { backfill } (the employer's own; null when the job has none)
import { route } from "@/lib/http/route";
import { backfillGetSchema } from "@/lib/booking/backfill-schemas";
import { getBackfill } from "@/lib/booking/backfill";

export const GET = route({ role: "customer", body: "none", input: backfillGetSchema }, async ({ user, input }) => getBackfill(user, input));
