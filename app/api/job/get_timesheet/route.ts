// POST /api/job/get_timesheet {id, timezone?} – a job's timesheet for its employer or hired provider → { job }
// (entries, report: today / this week / since start, diary by week). Path of our choosing.
import { route } from "@/lib/http/route";
import { getTimesheetSchema } from "@/lib/timesheets/schemas";
import { getTimesheet } from "@/lib/timesheets/queries";

export const POST = route({ input: getTimesheetSchema }, async ({ user, input }) => ({
  job: await getTimesheet(input.id, user.id, input.timezone),
}));
