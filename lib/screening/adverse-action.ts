// The FCRA adverse-action steps an employer takes on a "consider" result, in this order: the pre-adverse notice
// (the worker gets the report's summary and their rights), a waiting period (the `adverseWaitDays` setting,
// 7 days), then the final notice. Or the employer proceeds with the worker. Each step is a dated, append-only
// AdverseActionStep row written in the same transaction as the guarded stage change. Gigline records and
// delivers the employer's steps; it never decides on the employer's behalf.
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { notify } from "@/lib/notifications/create-notification";
import { displayName } from "@/lib/accounts/dto";
import { screeningPolicy } from "@/lib/screening/order-check";
import { SCREENING_MSG, waitingPeriodMessage } from "@/lib/screening/messages";
import { ADVERSE_STEP, ADVERSE_TRANSITIONS, CHECK, canAdverse, isConsider, type AdverseStepName } from "@/lib/screening/states";
import { checksLink, mailPerson, partiesOf } from "@/lib/screening/notify";

const DAY_MS = 24 * 3600 * 1000;

export async function takeAdverseStep(
  employerId: string,
  input: { checkId: string; step: AdverseStepName; note: string },
  now = new Date(),
) {
  const check = await db.backgroundCheck.findFirst({ where: { id: input.checkId, employerId }, include: { steps: true } });
  if (!check) throw new AppError(404, SCREENING_MSG.NotFound);
  if (check.status === CHECK.dispute) throw new AppError(409, SCREENING_MSG.Disputed);
  if (!isConsider(check.status, check.result)) throw new AppError(409, SCREENING_MSG.NotConsider);
  if (!check.sharedWithEmployer) throw new AppError(403, SCREENING_MSG.ResultHidden);
  if (!canAdverse(input.step, check.adverseStage)) throw new AppError(409, SCREENING_MSG.StepOutOfOrder);
  if (input.step === ADVERSE_STEP.finalNotice) {
    const pre = check.steps.find((s) => s.step === ADVERSE_STEP.preAdverse);
    const { adverseWaitDays } = await screeningPolicy();
    const until = new Date((pre?.createdAt ?? now).getTime() + adverseWaitDays * DAY_MS);
    if (!pre || now < until) throw new AppError(409, waitingPeriodMessage(until));
  }
  const t = ADVERSE_TRANSITIONS[input.step];
  const parties = await db.$transaction(async (tx) => {
    const changed = await tx.backgroundCheck.updateMany({
      where: { id: check.id, employerId, status: CHECK.complete, adverseStage: { in: t.from } },
      data: { adverseStage: t.to },
    });
    if (changed.count === 0) throw new AppError(409, SCREENING_MSG.StepOutOfOrder);
    await tx.adverseActionStep.create({ data: { checkId: check.id, step: input.step, note: input.note, createdAt: now } });
    const p = await partiesOf(tx, check);
    if (input.step !== ADVERSE_STEP.proceed)
      await notify(tx, {
        userId: check.workerId,
        type: "screening_adverse",
        creatorId: employerId,
        message:
          input.step === ADVERSE_STEP.preAdverse
            ? `${displayName(p.employer)} sent you a pre-adverse action notice about your background check. You can dispute the result.`
            : `${displayName(p.employer)} sent you the final adverse action notice about your background check.`,
      });
    return p;
  });
  const employerName = displayName(parties.employer);
  if (input.step === ADVERSE_STEP.preAdverse)
    await mailPerson(parties.worker, `Pre-adverse action notice from ${employerName}`, [
      `${employerName} may decide not to work with you based in whole or in part on your background check (${check.packageName}).`,
      'A copy of the report is available from the screening partner, together with "A Summary of Your Rights Under the Fair Credit Reporting Act".',
      "If anything in the report is wrong or incomplete, you can dispute it with the partner before a final decision.",
      ...(input.note ? ["", `Note from ${employerName}: ${input.note}`] : []),
      "",
      `Your checks: ${checksLink()}`,
    ]);
  if (input.step === ADVERSE_STEP.finalNotice)
    await mailPerson(parties.worker, `Adverse action notice from ${employerName}`, [
      `${employerName} decided not to work with you based in whole or in part on your background check (${check.packageName}).`,
      "The screening partner did not make this decision and cannot tell you why it was made.",
      "You may ask the partner for a free copy of your report within 60 days and dispute anything in it that is wrong or incomplete.",
      ...(input.note ? ["", `Note from ${employerName}: ${input.note}`] : []),
      "",
      `Your checks: ${checksLink()}`,
    ]);
  return { adverseStage: t.to, at: now.toISOString() };
}

/** When the final notice may be sent (null before the pre-adverse notice). */
export function finalNoticeFrom(preAdverseAt: Date | null, waitDays: number): Date | null {
  return preAdverseAt ? new Date(preAdverseAt.getTime() + waitDays * DAY_MS) : null;
}
