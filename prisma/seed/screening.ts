// The demo background checks: one in each status, ordered by the demo employer through the sandbox partner
// (clear with the badge shown, consider with the pre-adverse notice sent two days ago, pending, suspended,
// disputed, canceled, and a consider result 25 days old with no step taken, which the adverse-action queue shows
// as overdue), and one still waiting for the demo worker's consent (from employer2, so the demo
// employer can still order one for the demo worker). Written once: checks and their dated steps are a record,
// so a second seed leaves them as they are. No journal is posted for them (the demo wallets stay as seeded).
import { randomBytes } from "node:crypto";
import type { Tx } from "@/lib/db";
import { ADVERSE, ADVERSE_STEP, CHECK, RESULT, SANDBOX_INVITATION, type CheckStatus } from "@/lib/screening/states";

const DAY = 86_400_000;
const EMPLOYER = "employer@gigline.test";

type Seeded = {
  email: string;
  status: CheckStatus;
  result?: string;
  daysAgo: number;
  publicBadge?: boolean;
  adverse?: boolean;
  dispute?: string;
};
const CHECKS: Seeded[] = [
  { email: "chloe.bennett@gigline.test", status: CHECK.complete, result: RESULT.clear, daysAgo: 20, publicBadge: true },
  { email: "marcus.johnson@gigline.test", status: CHECK.complete, result: RESULT.consider, daysAgo: 6, adverse: true },
  { email: "megan.foster@gigline.test", status: CHECK.pending, daysAgo: 1 },
  { email: "emily.nguyen@gigline.test", status: CHECK.suspended, daysAgo: 4 },
  {
    email: "carlos.mendoza@gigline.test",
    status: CHECK.dispute,
    result: RESULT.consider,
    daysAgo: 12,
    dispute: "The 2014 record is someone else's: a different date of birth.",
  },
  { email: "sophie.kim@gigline.test", status: CHECK.canceled, daysAgo: 15 },
  { email: "kevin.tran@gigline.test", status: CHECK.complete, result: RESULT.consider, daysAgo: 25 },
];

const sid = (prefix: string) => `${prefix}_sb_${randomBytes(12).toString("hex")}`;

export async function seedScreening(tx: Tx, now: Date) {
  const employer = await tx.user.findUniqueOrThrow({ where: { email: EMPLOYER }, select: { id: true } });
  if (await tx.backgroundCheck.count({ where: { employerId: employer.id } })) return { checks: 0 };
  let n = 0;
  for (const c of CHECKS) {
    const worker = await tx.user.findUniqueOrThrow({ where: { email: c.email }, select: { id: true, email: true } });
    const at = new Date(now.getTime() - c.daysAgo * DAY);
    const invitationId = sid("inv");
    const candidateId = sid("cand");
    const check = await tx.backgroundCheck.create({
      data: {
        employerId: employer.id,
        workerId: worker.id,
        partner: "sandbox",
        packageSlug: "standard",
        packageName: "Standard (criminal and identity)",
        priceCents: 4999,
        candidateId,
        invitationId,
        invitationUrl: `/sandbox/screening/${invitationId}`,
        reportId: sid("rpt"),
        status: c.status,
        result: c.result ?? null,
        eventAt: new Date(at.getTime() + DAY),
        completedAt: c.result ? new Date(at.getTime() + DAY) : null,
        publicBadge: c.publicBadge ?? false,
        disputeReason: c.dispute ?? "",
        adverseStage: c.adverse ? ADVERSE.preAdverse : ADVERSE.none,
        createdAt: at,
      },
    });
    if (c.adverse)
      await tx.adverseActionStep.create({
        data: {
          checkId: check.id,
          step: ADVERSE_STEP.preAdverse,
          note: "The report lists a 2019 record we need to review.",
          createdAt: new Date(now.getTime() - 2 * DAY),
        },
      });
    n++;
  }
  // the demo worker's invitation, consent still to give on the sandbox page
  const other = await tx.user.findUniqueOrThrow({ where: { email: "employer2@gigline.test" }, select: { id: true } });
  const worker = await tx.user.findUniqueOrThrow({ where: { email: "worker@gigline.test" }, select: { id: true, email: true } });
  const invitationId = sid("inv");
  const candidateId = sid("cand");
  await tx.screeningSandboxInvitation.create({
    data: { id: invitationId, candidateId, packageSlug: "basic_criminal", email: worker.email, status: SANDBOX_INVITATION.pending },
  });
  await tx.backgroundCheck.create({
    data: {
      employerId: other.id,
      workerId: worker.id,
      partner: "sandbox",
      packageSlug: "basic_criminal",
      packageName: "Basic criminal",
      priceCents: 2999,
      candidateId,
      invitationId,
      invitationUrl: `/sandbox/screening/${invitationId}`,
      status: CHECK.invited,
      createdAt: new Date(now.getTime() - DAY),
    },
  });
  return { checks: n + 1 };
}
