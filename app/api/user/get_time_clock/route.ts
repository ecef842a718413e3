// POST /api/user/get_time_clock {timezone?} – the week's time clock: a provider's hourly jobs with seconds per
// day and the running timer; an employer's report of their contracts (today, this week). Path of our choosing.
import { route } from "@/lib/http/route";
import { getTimeClockSchema } from "@/lib/timesheets/schemas";
import { getTimeClock } from "@/lib/timesheets/queries";

export const POST = route({ input: getTimeClockSchema }, async ({ user, input }) => ({ clock: await getTimeClock(user, input.timezone) }));
