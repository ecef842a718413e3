import "server-only";
import { db, type Tx } from "@/lib/db";
import { openSecret } from "@/lib/auth/mfa/seal";
import { totpStepOf } from "@/lib/auth/mfa/totp";
import { hashRecoveryCode, isTotpCode, normalizeRecoveryCode } from "@/lib/auth/mfa/recovery-codes";

export type FactorUsed = "totp" | "recovery";

/**
 * Uses a second-factor code of an account with TOTP on: a 6-digit code of the window whose step is newer
 * than the last accepted one, or an unused recovery code. Either is spent by one guarded UPDATE, so two
 * requests with the same code cannot both pass. Null: the code is wrong (or already used).
 */
export async function spendSecondFactor(userId: string, code: string, tx: Tx | typeof db = db): Promise<FactorUsed | null> {
  const typed = code.trim();
  if (isTotpCode(typed)) {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { totpSecret: true, totpEnabledAt: true } });
    if (!user?.totpSecret || !user.totpEnabledAt) return null;
    const step = totpStepOf(openSecret(user.totpSecret), typed.replace(/\s/g, ""));
    if (step === null) return null;
    const n = await tx.$executeRaw`
      update "User" set "totpLastStep" = ${step}
      where id = ${userId} and "totpEnabledAt" is not null and ("totpLastStep" is null or "totpLastStep" < ${step})`;
    return n === 1 ? "totp" : null;
  }
  const normalized = normalizeRecoveryCode(typed);
  if (!normalized) return null;
  const spent = await tx.mfaRecoveryCode.updateMany({
    where: { userId, codeHash: hashRecoveryCode(normalized), usedAt: null },
    data: { usedAt: new Date() },
  });
  return spent.count === 1 ? "recovery" : null;
}

/** A pending (not yet confirmed) secret matches the code: the set-up step, where no step was spent yet. */
export function pendingCodeStep(sealedPending: string, code: string): number | null {
  return totpStepOf(openSecret(sealedPending), code.replace(/\s/g, ""));
}
