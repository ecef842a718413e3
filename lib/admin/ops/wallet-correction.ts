// admin/wallet_correction: an admin corrects a person's wallet by a ledger correction journal (kind
// "correction") between the wallet and the platform account "adjustments": never an edit of an entry or a
// balance. A required reason and an Idempotency-Key (a replay answers the first answer and posts nothing).
// Up to FOUR_EYES_LIMIT_CENTS ($500) it posts at once; above it the request waits for a second admin
// (lib/admin/ops/approvals.ts), and the posting runs in the approving transaction. Every posting writes an
// audit row with the wallet's balance before and after and tells the person. A debit the wallet cannot cover
// is refused (409): a correction never takes a wallet below zero (the ledger's CHECK stays the last guard).
import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/db";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { idempotencyKeyOf, withIdempotency } from "@/lib/http/idempotency";
import { notify } from "@/lib/notifications/create-notification";
import { formatCents } from "@/lib/money/amounts/format";
import { dollarsToCents } from "@/lib/money/amounts/convert";
import { lockWallets, postJournal } from "@/lib/money/ledger/ledger";
import { recordAudit } from "@/lib/admin/audit";
import { ADMIN_MSG } from "@/lib/admin/messages";
import { AUDIT_ACTION, AUDIT_TARGET } from "@/lib/admin/states";
import { OPS_MSG } from "@/lib/admin/ops/messages";
import { APPROVAL_KIND, CORRECTION_DIRECTION, FOUR_EYES_LIMIT_CENTS, type CorrectionDirection } from "@/lib/admin/ops/states";
import { createApproval, type ApprovalDto } from "@/lib/admin/ops/approval-request";
import type { WalletCorrectionInput } from "@/lib/admin/ops/schemas";

/** What an approval runs: the correction without its reason (kept on the request). */
export type CorrectionPayload = { userId: string; direction: CorrectionDirection; amountCents: number };

export type CorrectionDto = {
  userId: string;
  direction: CorrectionDirection;
  amountCents: number;
  journalId: string;
  balanceBeforeCents: number;
  balanceAfterCents: number;
  auditId: string;
};

export const CORRECTION_JOURNAL_KIND = "correction";

export async function correctWallet(admin: { id: string }, input: WalletCorrectionInput, req: Request) {
  if (!idempotencyKeyOf(req, input)) throw badRequest(OPS_MSG.KeyRequired);
  const payload: CorrectionPayload = { userId: input.userId, direction: input.direction, amountCents: dollarsToCents(input.amount) };
  return withIdempotency({ req, input }, admin.id, "admin/wallet_correction", input, async (tx) => {
    await findTarget(tx, payload.userId);
    if (payload.amountCents > FOUR_EYES_LIMIT_CENTS) {
      // refused now already when the wallet cannot cover it; checked again when it is approved
      if (payload.direction === CORRECTION_DIRECTION.debit) await assertCovers(tx, payload);
      const approval: ApprovalDto = await createApproval(tx, admin, APPROVAL_KIND.wallet_correction, payload.userId, payload, input.reason);
      return { correction: null as CorrectionDto | null, approval: approval as ApprovalDto | null };
    }
    const correction = await postCorrection(tx, admin.id, payload, input.reason, `correction:${randomUUID()}`);
    return { correction: correction as CorrectionDto | null, approval: null as ApprovalDto | null };
  });
}

/**
 * Posts one correction journal in the caller's transaction (the wallet's ledger lock first, so the balance
 * read is the one the posting changes), writes the audit row (actor: the admin who asked for it) with the
 * balance before and after, and tells the person.
 */
export async function postCorrection(
  tx: Tx,
  actorId: string,
  p: CorrectionPayload,
  reason: string,
  reference: string,
): Promise<CorrectionDto> {
  const before = await assertCovers(tx, p);
  const signed = p.direction === CORRECTION_DIRECTION.credit ? p.amountCents : -p.amountCents;
  const posted = await postJournal(tx, {
    kind: CORRECTION_JOURNAL_KIND,
    reference,
    memo: reason,
    userId: p.userId,
    entries: [
      { account: { kind: "wallet", userId: p.userId }, amountCents: signed },
      { account: { kind: "adjustments" }, amountCents: -signed },
    ],
  });
  const after = posted.balances[p.userId] ?? before + (posted.created ? signed : 0);
  const audit = await recordAudit(tx, {
    actorId,
    action: AUDIT_ACTION.wallet_correction,
    targetType: AUDIT_TARGET.user,
    targetId: p.userId,
    reason,
    before: { balanceCents: before },
    after: { balanceCents: after, journalId: posted.journalId, direction: p.direction, amountCents: p.amountCents },
  });
  const what = p.direction === CORRECTION_DIRECTION.credit ? "added to" : "taken from";
  await notify(tx, {
    userId: p.userId,
    type: "wallet_correction",
    message: `The Gigline team corrected your wallet: ${formatCents(p.amountCents)} ${what} it. ${reason}`,
    creatorId: null,
  });
  return {
    userId: p.userId,
    direction: p.direction,
    amountCents: p.amountCents,
    journalId: posted.journalId,
    balanceBeforeCents: before,
    balanceAfterCents: after,
    auditId: audit.id,
  };
}

/** Locks the wallet and answers its balance; a debit larger than it is refused (409). */
async function assertCovers(tx: Tx, p: CorrectionPayload) {
  const balance = (await lockWallets(tx, [p.userId]))[p.userId] ?? 0;
  if (p.direction === CORRECTION_DIRECTION.debit && balance < p.amountCents) throw conflict(OPS_MSG.BelowZero);
  return balance;
}

async function findTarget(tx: Tx, userId: string) {
  const user = await tx.user.findFirst({ where: { id: userId, deletedAt: null }, select: { id: true } });
  if (!user) throw notFound(ADMIN_MSG.UserNotFound);
  return user;
}
