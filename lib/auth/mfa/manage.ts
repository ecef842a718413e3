import "server-only";
import { db, type Tx } from "@/lib/db";
import { badRequest, conflict, forbidden } from "@/lib/http/errors";
import { assertReauth } from "@/lib/auth/reauth";
import { MFA_MSG } from "@/lib/auth/mfa/messages";
import { sealSecret } from "@/lib/auth/mfa/seal";
import { newTotpSecret, otpauthUrl, qrSvg } from "@/lib/auth/mfa/totp";
import { hashRecoveryCode, newRecoveryCodes } from "@/lib/auth/mfa/recovery-codes";
import { countCodeAttempt, forgiveCodeAttempt, mfaCodeLimits } from "@/lib/auth/mfa/limits";
import { pendingCodeStep } from "@/lib/auth/mfa/second-factor";
import type { User } from "@/lib/generated/prisma/client";

export type MfaStatus = { enabled: boolean; enabledAt: string | null; required: boolean; recoveryCodesLeft: number };
export type MfaSetupAnswer = { secret: string; otpauthUrl: string; qrSvg: string };

/** user/get_mfa: whether two-step sign-in is on, since when, whether the account must have it, codes left. */
export async function getMfaStatus(user: Pick<User, "id" | "type" | "totpEnabledAt">): Promise<MfaStatus> {
  const recoveryCodesLeft = user.totpEnabledAt ? await db.mfaRecoveryCode.count({ where: { userId: user.id, usedAt: null } }) : 0;
  return {
    enabled: Boolean(user.totpEnabledAt),
    enabledAt: user.totpEnabledAt?.toISOString() ?? null,
    required: user.type === "admin",
    recoveryCodesLeft,
  };
}

/** A new secret, stored sealed as the pending one, with its Key URI and QR code for the authenticator app. */
export async function newPendingSecret(user: Pick<User, "id" | "email">, tx: Tx | typeof db = db): Promise<MfaSetupAnswer> {
  const secret = newTotpSecret();
  await tx.user.update({ where: { id: user.id }, data: { totpPendingSecret: sealSecret(secret) } });
  const url = otpauthUrl(secret, user.email);
  return { secret, otpauthUrl: url, qrSvg: await qrSvg(url) };
}

/** user/mfa_setup: the password again, then a new pending secret (none is on yet). */
export async function startTotpSetup(user: User, password: string): Promise<MfaSetupAnswer> {
  if (user.totpEnabledAt) throw conflict(MFA_MSG.AlreadyOn);
  await assertReauth(user, { password });
  return newPendingSecret(user);
}

/**
 * user/mfa_enable: a code of the pending secret turns two-step sign-in on (the pending secret becomes the
 * secret, its step counts as used) and answers ten new recovery codes, shown this once.
 */
export async function enableTotp(user: User, code: string): Promise<{ recoveryCodes: string[] }> {
  if (user.totpEnabledAt) throw conflict(MFA_MSG.AlreadyOn);
  if (!user.totpPendingSecret) throw badRequest(MFA_MSG.NoPendingSetup);
  const limits = mfaCodeLimits(user.id);
  await countCodeAttempt(limits);
  const step = pendingCodeStep(user.totpPendingSecret, code);
  if (step === null) throw badRequest(MFA_MSG.SetupCodeMismatch);
  const recoveryCodes = await db.$transaction(async (tx) => {
    const on = await tx.user.updateMany({
      where: { id: user.id, totpEnabledAt: null, totpPendingSecret: user.totpPendingSecret },
      data: { totpSecret: user.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: step },
    });
    if (on.count !== 1) throw conflict(MFA_MSG.AlreadyOn);
    return replaceRecoveryCodes(user.id, tx);
  });
  await forgiveCodeAttempt(limits);
  return { recoveryCodes };
}

/** user/mfa_disable: password and a code; admins keep it on. Removes the secret and every recovery code. */
export async function disableTotp(user: User, input: { password: string; code?: string }) {
  if (user.type === "admin") throw forbidden(MFA_MSG.AdminMustKeep);
  if (!user.totpEnabledAt) throw conflict(MFA_MSG.NotOn);
  await assertReauth(user, input);
  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: user.id },
      data: { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null },
    });
    await tx.mfaRecoveryCode.deleteMany({ where: { userId: user.id } });
  });
  return { message: MFA_MSG.Disabled };
}

/** user/mfa_recovery_codes: password and a code; a new set of ten replaces the old one. */
export async function renewRecoveryCodes(user: User, input: { password: string; code?: string }) {
  if (!user.totpEnabledAt) throw conflict(MFA_MSG.NotOn);
  await assertReauth(user, input);
  return { recoveryCodes: await db.$transaction((tx) => replaceRecoveryCodes(user.id, tx)) };
}

/** Ten new one-time codes in place of the account's old ones; answers them in clear (shown once). */
export async function replaceRecoveryCodes(userId: string, tx: Tx): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.mfaRecoveryCode.deleteMany({ where: { userId } });
  await tx.mfaRecoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })) });
  return codes;
}
