// Shared set-up of the dispute tests: an employer whose wallet holds enough BEFORE the hire (so the hire places
// the hold), a worker hired through the real calls, and a clocked shift submitted for approval; a fixed-price
// contract marked delivered in the database (the delivery calls are not under test here); an admin with
// two-step sign-in.
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";
import { fund } from "./wallet-kit";
import { moveTimerBack } from "./timesheet-approval-kit";
import { POST as startTimer } from "@/app/api/user/start_timer/route";
import { POST as stopTimer } from "@/app/api/user/stop_timer/route";
import { POST as adjust } from "@/app/api/timesheet/adjust/route";

let category: string | undefined;

/** A hire with its hold placed: hourly $30 × 8 h (hold $264.00 at a 10 % fee) or fixed $300 (hold $330.00). */
export async function heldContract(opts: { payType?: "Hourly" | "Fixed"; fundCents?: number } = {}) {
  category ??= (await jobCategories()).plumbing;
  const owner = await employer();
  const worker = await employee();
  const fixed = opts.payType === "Fixed";
  await fund(owner.user.id, opts.fundCents ?? 100_000);
  const job = await postJob(
    owner.token,
    category,
    fixed ? { payType: "Fixed", price: "300", duration: "2" } : { price: "30", duration: "8" },
  );
  await applyTo(worker.token, job._id, fixed ? { price: 300, duration: 2 } : { price: 30, duration: 8 });
  await hireOn(owner.token, job._id, worker.user.id);
  const contract = await db.contract.update({
    where: { jobId: job._id },
    data: { createdAt: new Date(Date.now() - 8 * 86_400_000) },
  });
  return { owner, worker, jobId: job._id as string, contract };
}

/** A held hourly contract with one clocked shift of `minutes`, submitted for approval. */
export async function heldShift(minutes = 120) {
  const s = await heldContract();
  const started = await call(startTimer, { token: s.worker.token, body: { jobId: s.jobId } });
  if (started.status !== 200) throw new Error(JSON.stringify(started.json));
  await moveTimerBack(s.worker.user.id, minutes);
  const stopped = await call(stopTimer, { token: s.worker.token, body: { jobId: s.jobId } });
  if (stopped.status !== 200) throw new Error(JSON.stringify(stopped.json));
  const sheet = await db.timesheet.findFirstOrThrow({ where: { contractId: s.contract.id }, orderBy: { submittedAt: "desc" } });
  return { ...s, sheet };
}

/** heldShift, adjusted by the employer to `to` minutes. */
export async function adjustedShift(minutes = 120, to = 60) {
  const s = await heldShift(minutes);
  const r = await call(adjust, { token: s.owner.token, body: { id: s.sheet.id, minutes: to, reason: "You left an hour early that day" } });
  if (r.status !== 200) throw new Error(JSON.stringify(r.json));
  return s;
}

/** A held fixed-price contract the worker marked delivered, accepted automatically in `hoursLeft` hours. */
export async function deliveredContract(hoursLeft = 48) {
  const s = await heldContract({ payType: "Fixed" });
  const now = Date.now();
  await db.contract.update({
    where: { id: s.contract.id },
    data: {
      deliveryStatus: "delivered",
      deliveredAt: new Date(now - 3_600_000),
      deliveryNote: "All done: the sink is fixed.",
      deliveryAutoAcceptAt: new Date(now + hoursLeft * 3_600_000),
    },
  });
  return s;
}

export const admin = (totp = true) =>
  createUser({ type: "admin", firstName: "Ada", lastName: "Admin", data: totp ? { totpEnabledAt: new Date() } : {} });
