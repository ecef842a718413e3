// Shared set-up of the approval tests: an hourly contract with a shift clocked in and out through the real
// calls (the timer moved back in the database, no waiting), which submits the shift for approval.
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { hourlyContract } from "./time-kit";
import { POST as startTimer } from "@/app/api/user/start_timer/route";
import { POST as stopTimer } from "@/app/api/user/stop_timer/route";

export const moveTimerBack = (userId: string, minutes: number) =>
  db.timer.update({ where: { userId }, data: { startAt: new Date(Date.now() - minutes * 60_000) } });

/** An hourly contract ($30/h, the employer funded with `fundCents`) and one clocked shift of `minutes`, submitted. */
export async function submittedShift(opts: { minutes?: number; fundCents?: number; state?: string; breaks?: "took" | "missed" } = {}) {
  const s = await hourlyContract({ price: 30, duration: 8, fundCents: opts.fundCents ?? 100_000 });
  if (opts.state) await db.job.update({ where: { id: s.jobId }, data: { state: opts.state } });
  const started = await call(startTimer, { token: s.worker.token, body: { jobId: s.jobId } });
  if (started.status !== 200) throw new Error(JSON.stringify(started.json));
  await moveTimerBack(s.worker.user.id, opts.minutes ?? 120);
  const stopped = await call(stopTimer, { token: s.worker.token, body: { jobId: s.jobId, breaks: opts.breaks } });
  if (stopped.status !== 200) throw new Error(JSON.stringify(stopped.json));
  const sheet = await db.timesheet.findFirstOrThrow({ where: { contractId: s.contract.id }, orderBy: { submittedAt: "desc" } });
  return { ...s, sheet };
}
