// screening/order: an employer orders a background check for a worker who applied to, was invited to or was
// hired for one of their jobs. The package and its price come from the "screening" setting; the price is paid
// from the employer's wallet (journal kind "screening": wallet → screening_revenue) in the call's idempotent
// transaction, with the check in status "ordering". After the commit the partner creates the candidate and
// sends the invitation (never inside a database transaction), and the check becomes "invited"; the worker is
// told in the app and by e-mail. If the partner fails, the check is canceled and the price goes back (journal
// kind "screening_refund"), in one transaction.
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { withIdempotency, type IdempotencyInfo } from "@/lib/http/idempotency";
import { registerUniqueMessages } from "@/lib/http/unique-violation";
import { postJournal } from "@/lib/money/ledger/ledger";
import { notify } from "@/lib/notifications/create-notification";
import { displayName } from "@/lib/accounts/dto";
import { getSetting } from "@/lib/settings/get-setting";
import { parseScreeningPolicy, type ScreeningPolicy } from "@/lib/settings/screening-policy";
import { requirePartner, ScreeningPartnerError, type ScreeningPartner } from "@/lib/screening/partner";
import { SCREENING_MSG } from "@/lib/screening/messages";
import { CHECK } from "@/lib/screening/states";
import { absoluteUrl, checksLink, mailPerson, partiesOf } from "@/lib/screening/notify";

export const SCREENING_KIND = "screening";
export const SCREENING_REFUND_KIND = "screening_refund";

registerUniqueMessages({ BackgroundCheck_open_pair_key: SCREENING_MSG.AlreadyOpen });

export async function screeningPolicy(): Promise<ScreeningPolicy> {
  return parseScreeningPolicy(await getSetting("screening"));
}

/** Whether the worker applied to, was invited to or was hired for one of the employer's jobs. */
export async function isEligible(client: Tx | typeof db, employerId: string, workerId: string): Promise<boolean> {
  const [proposal, invite, contract] = await Promise.all([
    client.proposal.findFirst({ where: { creatorId: workerId, job: { creatorId: employerId } }, select: { id: true } }),
    client.invite.findFirst({ where: { employeeId: workerId, job: { creatorId: employerId } }, select: { id: true } }),
    client.contract.findFirst({ where: { userId: workerId, job: { creatorId: employerId } }, select: { id: true } }),
  ]);
  return !!(proposal || invite || contract);
}

export async function orderCheck(info: IdempotencyInfo, employerId: string, input: { workerId: string; packageSlug: string }) {
  const partner = await requirePartner();
  const policy = await screeningPolicy();
  const pkg = policy.packages.find((p) => p.slug === input.packageSlug);
  if (!pkg) throw new AppError(400, SCREENING_MSG.UnknownPackage);
  const worker = await db.user.findFirst({ where: { id: input.workerId, type: "provider", deletedAt: null }, select: { id: true } });
  if (!worker || !(await isEligible(db, employerId, worker.id))) throw new AppError(403, SCREENING_MSG.NotEligible);
  const payload = { workerId: worker.id, packageSlug: pkg.slug };
  const ordered = await withIdempotency(info, employerId, "screening/order", payload, async (tx) => {
    const check = await tx.backgroundCheck.create({
      data: {
        employerId,
        workerId: worker.id,
        partner: partner.name,
        packageSlug: pkg.slug,
        packageName: pkg.name,
        priceCents: pkg.priceCents,
        status: CHECK.ordering,
      },
      select: { id: true },
    });
    await postJournal(tx, {
      kind: SCREENING_KIND,
      reference: `screening:${check.id}`,
      memo: `Background check: ${pkg.name}`,
      userId: employerId,
      entries: [
        { account: { kind: "wallet", userId: employerId }, amountCents: -pkg.priceCents },
        { account: { kind: "screening_revenue" }, amountCents: pkg.priceCents },
      ],
    });
    return { checkId: check.id };
  });
  await inviteCandidate(ordered.checkId, partner);
  return ordered;
}

/**
 * The partner's step of an ordered check: candidate and invitation, then "invited" (a guarded change: a retry
 * of a check already invited does nothing). A partner failure cancels the check and refunds it, then answers 502.
 */
export async function inviteCandidate(checkId: string, partner: ScreeningPartner) {
  const check = await db.backgroundCheck.findUniqueOrThrow({ where: { id: checkId } });
  if (check.status !== CHECK.ordering) return;
  const worker = await db.user.findUniqueOrThrow({
    where: { id: check.workerId },
    select: { email: true, firstName: true, lastName: true },
  });
  let invitation: { candidateId: string; id: string; url: string };
  try {
    const candidate = await partner.createCandidate({ ...worker, customId: check.workerId });
    const inv = await partner.createInvitation({ candidateId: candidate.id, packageSlug: check.packageSlug, email: worker.email });
    invitation = { candidateId: candidate.id, ...inv };
  } catch (err) {
    if (!(err instanceof ScreeningPartnerError)) throw err;
    console.error(`[screening] check ${checkId}: ${err.message}`);
    await refundCheck(checkId);
    throw new AppError(502, SCREENING_MSG.PartnerFailed);
  }
  const parties = await db.$transaction(async (tx) => {
    const changed = await tx.backgroundCheck.updateMany({
      where: { id: checkId, status: CHECK.ordering },
      data: { status: CHECK.invited, candidateId: invitation.candidateId, invitationId: invitation.id, invitationUrl: invitation.url },
    });
    if (changed.count === 0) return null;
    const p = await partiesOf(tx, check);
    await notify(tx, {
      userId: check.workerId,
      type: "screening_invitation",
      creatorId: check.employerId,
      message: `${displayName(p.employer)} asks for a background check (${check.packageName}). Give your consent on the partner's page to start it.`,
    });
    return p;
  });
  if (parties)
    await mailPerson(parties.worker, `${displayName(parties.employer)} asks for a background check`, [
      `${displayName(parties.employer)} ordered a background check (${check.packageName}) through Gigline's screening partner.`,
      "Nothing happens without your consent. Give it, with your details, on the partner's page:",
      absoluteUrl(invitation.url),
      "",
      `You decide who sees the result, and you can dispute it: ${checksLink()}`,
    ]);
}

/** An ordered check the partner never took: canceled, its price back to the wallet (once, by its reference). */
async function refundCheck(checkId: string) {
  await db.$transaction(async (tx) => {
    const check = await tx.backgroundCheck.findUniqueOrThrow({ where: { id: checkId } });
    const changed = await tx.backgroundCheck.updateMany({
      where: { id: checkId, status: CHECK.ordering },
      data: { status: CHECK.canceled },
    });
    if (changed.count === 0) return;
    await postJournal(tx, {
      kind: SCREENING_REFUND_KIND,
      reference: `screening_refund:${checkId}`,
      memo: `Background check refunded: ${check.packageName}`,
      userId: check.employerId,
      entries: [
        { account: { kind: "screening_revenue" }, amountCents: -check.priceCents },
        { account: { kind: "wallet", userId: check.employerId }, amountCents: check.priceCents },
      ],
    });
  });
}
