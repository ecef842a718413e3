// GET /api/timesheet/list_pending ?jobId= – the employer's timesheets waiting for approval → { timesheets }
import { route } from "@/lib/http/route";
import { listTimesheetsSchema } from "@/lib/timesheets/approval-schemas";
import { listPendingTimesheets } from "@/lib/timesheets/approval-queries";

export const GET = route({ role: "customer", input: listTimesheetsSchema }, async ({ user, input }) => ({
  timesheets: await listPendingTimesheets(user.id, input.jobId),
}));
