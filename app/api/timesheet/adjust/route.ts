// POST /api/timesheet/adjust {id, minutes, reason} – the employer approves other minutes, with a reason of at
// least 10 characters; pays the adjusted minutes → { adjusted }
import { route } from "@/lib/http/route";
import { adjustTimesheetSchema } from "@/lib/timesheets/approval-schemas";
import { adjustTimesheet } from "@/lib/timesheets/approval";

export const POST = route({ role: "customer", input: adjustTimesheetSchema }, async ({ user, input }) => adjustTimesheet(user, input));
