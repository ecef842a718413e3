// POST /api/user/start_timer {jobId, memo} – the hired provider clocks in on a progressing hourly job → { user } (user.timer)
import { route } from "@/lib/http/route";
import { startTimerSchema } from "@/lib/timesheets/schemas";
import { startTimer } from "@/lib/timesheets/timer";

export const POST = route({ role: "provider", input: startTimerSchema }, async ({ user, input }) => startTimer(user, input));
