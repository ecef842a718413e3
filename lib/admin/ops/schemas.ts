// Inputs of the wallet-correction and four-eyes calls (admin/wallet_correction, admin/decide_approval).
import { z } from "zod";
import { idempotencyField } from "@/lib/http/idempotency";
import { moneyField } from "@/lib/money/amounts/fields";
import { ADMIN_MSG } from "@/lib/admin/messages";
import { reasonField } from "@/lib/admin/schemas";
import { OPS_MSG } from "@/lib/admin/ops/messages";
import { APPROVAL_DECISIONS, CORRECTION_DIRECTIONS } from "@/lib/admin/ops/states";

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);

/** admin/wallet_correction: a credit or debit of a person's wallet against the adjustments account. */
export const walletCorrectionSchema = z.object({
  userId: id(ADMIN_MSG.UserNotFound),
  direction: z.enum(CORRECTION_DIRECTIONS, { error: OPS_MSG.Direction }),
  amount: moneyField({ invalid: OPS_MSG.Amount, max: 100_000 }),
  reason: reasonField,
  ...idempotencyField,
});
export type WalletCorrectionInput = z.infer<typeof walletCorrectionSchema>;

/** admin/decide_approval: a second admin approves or rejects a pending four-eyes request. */
export const decideApprovalSchema = z.object({
  approvalId: id(OPS_MSG.ApprovalNotFound),
  decision: z.enum(APPROVAL_DECISIONS, { error: OPS_MSG.Decision }),
  note: z.string({ error: OPS_MSG.Note }).trim().max(1000, OPS_MSG.Note).default(""),
});
export type DecideApprovalInput = z.infer<typeof decideApprovalSchema>;
