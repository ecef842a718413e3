import "server-only";
import { db } from "@/lib/db";
import { badRequest, conflict } from "@/lib/http/errors";
import { hashPassword } from "@/lib/auth/password";
import { revokeAllSessions } from "@/lib/session/sessions";
import { assertPasswordNotCommon } from "@/lib/accounts/common-passwords";
import { normalizeEmail } from "@/lib/accounts/assert-email-available";
import { MFA_MSG } from "@/lib/auth/mfa/messages";
import { countAuthTokenMiss, createAuthToken, findLiveAuthToken, useAuthToken } from "@/lib/auth/mfa/auth-tokens";
import { countCodeAttempt, adminSetupLimits } from "@/lib/auth/mfa/limits";
import { newPendingSecret, replaceRecoveryCodes, type MfaSetupAnswer } from "@/lib/auth/mfa/manage";
import { pendingCodeStep } from "@/lib/auth/mfa/second-factor";

export const ADMIN_SETUP_TTL_MS = 24 * 60 * 60 * 1000;
/** Wrong codes a set-up link survives; then another admin issues a new one. */
export const ADMIN_SETUP_MAX_MISSES = 10;

/**
 * `npm run admin:create`: a new admin account (no password, no second factor yet) or, for an existing admin,
 * a new link for it (e.g. a lost phone); earlier links of that admin stop working. Answers the one-time
 * token of /admin-setup?token=…, valid 24 hours. An e-mail of an employer or employee account is refused.
 */
export async function issueAdminSetup(input: { email: string; firstName?: string; lastName?: string }) {
  const email = normalizeEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest(`"${input.email}" is not an e-mail address.`);
  return db.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { email }, select: { id: true, type: true, deletedAt: true } });
    if (existing && (existing.type !== "admin" || existing.deletedAt)) {
      throw conflict(`${email} belongs to an account that is not an active admin; use another address.`);
    }
    const user =
      existing ??
      (await tx.user.create({
        data: {
          email,
          type: "admin",
          firstName: input.firstName?.trim() ?? "",
          lastName: input.lastName?.trim() ?? "",
          passwordHash: null,
        },
        select: { id: true, type: true, deletedAt: true },
      }));
    await tx.authToken.updateMany({ where: { userId: user.id, purpose: "admin_setup", usedAt: null }, data: { usedAt: new Date() } });
    const token = await createAuthToken({ userId: user.id, purpose: "admin_setup", ttlMs: ADMIN_SETUP_TTL_MS }, tx);
    return { token, created: !existing, userId: user.id };
  });
}

/** admin_setup_start: the link's account and a new pending secret to scan (again on every visit). */
export async function startAdminSetup(token: string, ip: string): Promise<MfaSetupAnswer & { email: string }> {
  await countCodeAttempt(adminSetupLimits(ip));
  const row = await findLiveAuthToken(token, "admin_setup", ADMIN_SETUP_MAX_MISSES);
  const user = row
    ? await db.user.findFirst({ where: { id: row.userId, type: "admin", deletedAt: null }, select: { id: true, email: true } })
    : null;
  if (!row || !user) throw badRequest(MFA_MSG.SetupLinkInvalid);
  return { email: user.email, ...(await newPendingSecret(user)) };
}

/**
 * admin_setup_finish: the new password and a code of the pending secret. In one transaction the link is
 * used (guarded: once only), the password and the secret are set, two-step sign-in is on, every session of
 * the account ends and ten recovery codes replace any old ones. The admin then signs in as usual.
 */
export async function finishAdminSetup(input: { token: string; password: string; code: string }, ip: string) {
  await countCodeAttempt(adminSetupLimits(ip));
  const row = await findLiveAuthToken(input.token, "admin_setup", ADMIN_SETUP_MAX_MISSES);
  const user = row
    ? await db.user.findFirst({
        where: { id: row.userId, type: "admin", deletedAt: null },
        select: { id: true, email: true, firstName: true, lastName: true, totpPendingSecret: true },
      })
    : null;
  if (!row || !user) throw badRequest(MFA_MSG.SetupLinkInvalid);
  if (!user.totpPendingSecret) throw badRequest(MFA_MSG.NoPendingSetup);
  assertPasswordNotCommon(input.password, user);
  const step = pendingCodeStep(user.totpPendingSecret, input.code);
  if (step === null) {
    await countAuthTokenMiss(row.tokenHash);
    throw badRequest(MFA_MSG.SetupCodeMismatch);
  }
  const passwordHash = await hashPassword(input.password);
  const recoveryCodes = await db.$transaction(async (tx) => {
    if (!(await useAuthToken(row.tokenHash, ADMIN_SETUP_MAX_MISSES, tx))) throw badRequest(MFA_MSG.SetupLinkInvalid);
    const set = await tx.user.updateMany({
      where: { id: user.id, totpPendingSecret: user.totpPendingSecret },
      data: {
        passwordHash,
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: new Date(),
        totpLastStep: step,
        sessionVersion: { increment: 1 },
      },
    });
    // another visit of the link showed a new secret meanwhile: this code belongs to the old one
    if (set.count !== 1) throw badRequest(MFA_MSG.NoPendingSetup);
    await revokeAllSessions(user.id, tx);
    return replaceRecoveryCodes(user.id, tx);
  });
  return { email: user.email, recoveryCodes };
}
