// POST /api/timesheet/dispute {id, note} – the worker disputes hours the employer adjusted down (or rejected),
// once, within 24 hours of the adjustment: the disputed part is set aside from the hold until an admin decides
// → { dispute }
import { route } from "@/lib/http/route";
import { disputeTimesheetSchema } from "@/lib/disputes/schemas";
import { disputeTimesheet } from "@/lib/disputes/open-timesheet";

export const POST = route({ role: "provider", input: disputeTimesheetSchema }, async ({ user, input }) => disputeTimesheet(user, input));
