// GET /api/timesheet/list ?jobId= – every submitted timesheet of a job's contract, for its employer or worker
// → { role, timesheets }
import { route } from "@/lib/http/route";
import { listJobTimesheetsSchema } from "@/lib/timesheets/approval-schemas";
import { listJobTimesheets } from "@/lib/timesheets/approval-queries";

export const GET = route({ input: listJobTimesheetsSchema }, async ({ user, input }) => listJobTimesheets(input.jobId, user.id));
