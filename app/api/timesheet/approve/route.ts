// POST /api/timesheet/approve {ids} – the employer approves one or many submitted timesheets; each approval
// pays its hours → { approved, refused }
import { route } from "@/lib/http/route";
import { approveTimesheetsSchema } from "@/lib/timesheets/approval-schemas";
import { approveTimesheets } from "@/lib/timesheets/approval";

export const POST = route({ role: "customer", input: approveTimesheetsSchema }, async ({ user, input }) =>
  approveTimesheets(user, input.ids),
);
