// GET /api/admin/overview ?days=7|30|90 (default 30) – admins with two-step sign-in only: the marketplace's
// figures over the window, per day (lib/admin/ops/overview.ts).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { overviewWindow, readOverview } from "@/lib/admin/ops/overview";

const overviewSchema = z.object({ days: z.unknown().optional() });

export const GET = route({ role: "admin", input: overviewSchema, body: "none" }, async ({ input }) => {
  return { overview: await readOverview(overviewWindow(input.days)) };
});
