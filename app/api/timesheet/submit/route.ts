// POST /api/timesheet/submit {jobId, breaks?} – the worker submits the contract's hours not yet submitted for
// approval, with the break attestation ("took" | "missed") → { timesheet }
import { route } from "@/lib/http/route";
import { submitTimesheetSchema } from "@/lib/timesheets/approval-schemas";
import { submitTimesheet } from "@/lib/timesheets/approval";

export const POST = route({ role: "provider", input: submitTimesheetSchema }, async ({ user, input }) => submitTimesheet(user, input));
