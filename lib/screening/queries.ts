// Reads of background checks: each person reads only their own side (the employer the checks they ordered, the
// worker the checks about them), and a result only where the worker lets them see it.
import { db } from "@/lib/db";
import { displayName } from "@/lib/accounts/dto";
import { screeningPolicy } from "@/lib/screening/order-check";
import { finalNoticeFrom } from "@/lib/screening/adverse-action";
import { screeningMode } from "@/lib/screening/partner";
import { ADVERSE_STEP, RESULT, awaitsCandidate, canAdverse, canDispute, isClear, isConsider, statusLabel } from "@/lib/screening/states";

const nameSelect = { id: true, firstName: true, lastName: true, company: true, accountType: true } as const;

function stepDtos(steps: { step: string; note: string; createdAt: Date }[]) {
  return [...steps]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((s) => ({ step: s.step, note: s.note, at: s.createdAt.toISOString() }));
}

/** The checks an employer ordered, newest first; a result the worker does not share reads as hidden. */
export async function employerChecks(employerId: string, now = new Date()) {
  const { adverseWaitDays } = await screeningPolicy();
  const rows = await db.backgroundCheck.findMany({
    where: { employerId },
    orderBy: { createdAt: "desc" },
    take: 100,
    include: { worker: { select: nameSelect }, steps: true },
  });
  return rows.map((c) => {
    const result = c.sharedWithEmployer ? c.result : null;
    const pre = c.steps.find((s) => s.step === ADVERSE_STEP.preAdverse);
    const finalFrom = finalNoticeFrom(pre?.createdAt ?? null, adverseWaitDays);
    const consider = c.sharedWithEmployer && isConsider(c.status, c.result);
    return {
      _id: c.id,
      workerId: c.workerId,
      workerName: displayName(c.worker),
      packageName: c.packageName,
      priceCents: c.priceCents,
      status: c.status,
      label: c.sharedWithEmployer || !c.result ? statusLabel(c.status, result) : "Complete (not shared)",
      result,
      resultShared: c.sharedWithEmployer,
      completedAt: c.completedAt?.toISOString() ?? null,
      createdAt: c.createdAt.toISOString(),
      disputeReason: c.disputeReason,
      adverseStage: c.adverseStage,
      steps: stepDtos(c.steps),
      finalNoticeFrom: finalFrom?.toISOString() ?? null,
      can: {
        preAdverse: consider && canAdverse(ADVERSE_STEP.preAdverse, c.adverseStage),
        finalNotice: consider && canAdverse(ADVERSE_STEP.finalNotice, c.adverseStage) && !!finalFrom && now >= finalFrom,
        proceed: consider && canAdverse(ADVERSE_STEP.proceed, c.adverseStage),
      },
    };
  });
}
export type EmployerCheck = Awaited<ReturnType<typeof employerChecks>>[number];

/** The checks about a worker, newest first, with the partner's page while consent is still to give. */
export async function workerChecks(workerId: string) {
  const rows = await db.backgroundCheck.findMany({
    where: { workerId },
    orderBy: { createdAt: "desc" },
    take: 100,
    include: { employer: { select: nameSelect }, steps: true },
  });
  return rows.map((c) => ({
    _id: c.id,
    employerName: displayName(c.employer),
    packageName: c.packageName,
    status: c.status,
    label: statusLabel(c.status, c.result),
    result: c.result,
    completedAt: c.completedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    invitationUrl: awaitsCandidate(c.status) ? c.invitationUrl : null,
    sharedWithEmployer: c.sharedWithEmployer,
    publicBadge: c.publicBadge,
    canDispute: canDispute(c.status),
    canShowBadge: c.result === RESULT.clear,
    disputeReason: c.disputeReason,
    steps: stepDtos(c.steps),
  }));
}
export type WorkerCheck = Awaited<ReturnType<typeof workerChecks>>[number];

/** The people an employer may order a check for: who applied to, was invited to or was hired for their jobs. */
export async function eligibleWorkers(employerId: string) {
  const people = await db.user.findMany({
    where: {
      deletedAt: null,
      OR: [
        { proposals: { some: { job: { creatorId: employerId } } } },
        { invites: { some: { job: { creatorId: employerId } } } },
        { contracts: { some: { job: { creatorId: employerId } } } },
      ],
    },
    select: nameSelect,
    orderBy: [{ firstName: "asc" }, { lastName: "asc" }],
    take: 200,
  });
  return people.map((p) => ({ _id: p.id, name: displayName(p) }));
}

/** What the order form needs: the packages, the people, whether checks run here. */
export async function orderOptions(employerId: string) {
  const [policy, workers] = await Promise.all([screeningPolicy(), eligibleWorkers(employerId)]);
  return { packages: policy.packages, workers, mode: screeningMode(), adverseWaitDays: policy.adverseWaitDays };
}

/**
 * "Background check: clear (date)" for each worker who shows it (publicBadge on a clear check; the latest one),
 * keyed by worker id. Absent without their consent.
 */
export async function clearBadges(workerIds: string[]): Promise<Map<string, string>> {
  if (!workerIds.length) return new Map();
  const rows = await db.backgroundCheck.findMany({
    where: { workerId: { in: workerIds }, publicBadge: true, result: RESULT.clear, completedAt: { not: null } },
    orderBy: { completedAt: "desc" },
    select: { workerId: true, status: true, result: true, completedAt: true },
  });
  const out = new Map<string, string>();
  for (const r of rows)
    if (!out.has(r.workerId) && isClear(r.status, r.result) && r.completedAt) out.set(r.workerId, r.completedAt.toISOString());
  return out;
}

/** The badge's words: "Background check: clear (Jan 5, 2027)". */
export function badgeText(completedAtIso: string): string {
  const d = new Date(completedAtIso);
  return `Background check: clear (${d.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })})`;
}
