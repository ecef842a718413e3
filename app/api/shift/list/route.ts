// GET /api/shift/list – ?jobId=&bookingId= → { shifts, policy }: my shifts that have not ended, soonest first
import { route } from "@/lib/http/route";
import { shiftListSchema } from "@/lib/shifts/schemas";
import { listMyShifts, windowsOf } from "@/lib/shifts/queries";
import { getShiftPolicy } from "@/lib/settings/get-setting";

export const GET = route({ input: shiftListSchema }, async ({ user, input }) => ({
  shifts: await listMyShifts(user.id, input),
  policy: windowsOf(await getShiftPolicy()),
}));
