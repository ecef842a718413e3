// POST /api/job/get_home_tab – one tab of the signed-in home, as the page renders it (tab: open, active,
// completed for an employer; for-you, proposed, saved for an employee) → { tab, jobs: [card] }
import { z } from "zod";
import { route } from "@/lib/http/route";
import { homeTabJobs, homeTabOf } from "@/lib/matching/home-tabs";

const input = z.object({ tab: z.string().max(20) });

export const POST = route({ input }, async ({ user, input }) => {
  return { tab: homeTabOf(user, input.tab), jobs: await homeTabJobs(user, input.tab) };
});
