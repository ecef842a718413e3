// POST /api/user/stop_timer {jobId} – clocks out (after 60 s at least); the time becomes a track entry → { user }
import { route } from "@/lib/http/route";
import { stopTimerSchema } from "@/lib/timesheets/schemas";
import { stopTimer } from "@/lib/timesheets/timer";

export const POST = route({ role: "provider", input: stopTimerSchema }, async ({ user, input }) => stopTimer(user, input));
