// The sandbox hosted page's read: the invitation of one of the signed-in worker's own checks (null otherwise).
import { db } from "@/lib/db";
import { sandboxInvitation, SANDBOX_OUTCOMES } from "@/lib/screening/sandbox-partner";
import { isSandboxInvitationPending } from "@/lib/screening/states";
import { displayName } from "@/lib/accounts/dto";

export async function ownInvitationCheck(workerId: string, invitationId: string) {
  return db.backgroundCheck.findFirst({
    where: { workerId, invitationId, partner: "sandbox" },
    select: { id: true, packageName: true, employer: { select: { firstName: true, lastName: true, company: true, accountType: true } } },
  });
}

export async function sandboxPageData(workerId: string, invitationId: string) {
  const check = await ownInvitationCheck(workerId, invitationId);
  const inv = check ? await sandboxInvitation(invitationId) : null;
  if (!check || !inv) return null;
  return {
    invitationId,
    employerName: displayName(check.employer),
    packageName: check.packageName,
    open: isSandboxInvitationPending(inv.status),
    outcomes: SANDBOX_OUTCOMES.map((o) => ({ ssn: `111-22-${o.last4}`, label: o.label })),
  };
}
