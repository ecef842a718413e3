// POST /api/job/remove_timesheet {id, projectId} – the provider removes their own entry while the job is active → { job }
import { route } from "@/lib/http/route";
import { removeTimesheetSchema } from "@/lib/timesheets/schemas";
import { removeTimeEntry } from "@/lib/timesheets/entries";

export const POST = route({ role: "provider", input: removeTimesheetSchema }, async ({ user, input }) => removeTimeEntry(user, input));
