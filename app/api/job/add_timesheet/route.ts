// POST /api/job/add_timesheet {id, start, end, memo, type, timezone?} – the hired provider adds manual time → { job } (with timesheet)
import { route } from "@/lib/http/route";
import { addTimesheetSchema } from "@/lib/timesheets/schemas";
import { addTimeEntry } from "@/lib/timesheets/entries";

export const POST = route({ role: "provider", input: addTimesheetSchema }, async ({ user, input }) => addTimeEntry(user, input));
