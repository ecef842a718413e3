import "server-only";
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { authSecret } from "@/lib/env";
import { AppError, badRequest, tooMany } from "@/lib/http/errors";
import { sendMail } from "@/lib/integrations/mail/send-mail";
import { assertReauth } from "@/lib/auth/reauth";
import { assertEmailAvailable } from "@/lib/accounts/assert-email-available";
import { countAttempt, type Limit } from "@/lib/accounts/attempt-limits";
import type { ChangeEmailInput } from "@/lib/accounts/security-schemas";
import { EMAIL_CHANGE_MAX_TRIES, EMAIL_CHANGE_TTL_MINUTES, EMAIL_MSG } from "@/lib/accounts/security-messages";
import type { User } from "@/lib/generated/prisma/client";
import { escapeHtml } from "@/lib/integrations/mail/escape-html";

/**
 * Changing the account's e-mail address (the address that signs in and receives reset codes) in two steps:
 * user/change_email proves it is the user (password, and the second-step code when two-step sign-in is on)
 * and sends a 6-digit code to the NEW address; user/confirm_email_change with that code switches the address
 * and tells the OLD one. The code is an AuthToken (purpose "email_change", data { email }) stored as a keyed
 * hash bound to the user, valid 15 minutes and 5 tries; a new request replaces it.
 */
export const EMAIL_CHANGE_PURPOSE = "email_change";

/** Code e-mails per account: a stolen session cannot flood an address with them. */
const requestLimits = (userId: string): Limit[] => [{ key: `email-change:user:${userId}`, limit: 5, windowSeconds: 60 * 60 }];

/** user/change_email: checks who is asking and the new address, then sends the code to it. */
export async function requestEmailChange(user: User, input: ChangeEmailInput) {
  if (!user.passwordHash) throw badRequest(EMAIL_MSG.noPassword);
  if (input.email === user.email) throw badRequest(EMAIL_MSG.same);
  await countAttempt(requestLimits(user.id), "e-mail change requests");
  await assertReauth(user, { password: input.password, code: input.code });
  await assertEmailAvailable(input.email);

  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  await db.$transaction([
    // one waiting change per account: the new code replaces any other (and keeps the hash key unique)
    db.authToken.deleteMany({ where: { userId: user.id, purpose: EMAIL_CHANGE_PURPOSE } }),
    db.authToken.create({
      data: {
        tokenHash: hashCode(user.id, code),
        userId: user.id,
        purpose: EMAIL_CHANGE_PURPOSE,
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MINUTES * 60_000),
        data: { email: input.email },
      },
    }),
  ]);

  const text = [
    `Your Gigline code is ${code}.`,
    "",
    `Enter it on the Security page of your account to make ${input.email} your sign-in address. It expires in ${EMAIL_CHANGE_TTL_MINUTES} minutes.`,
    "If you did not ask for this, ignore this e-mail: nothing changes.",
  ];
  const mail = await sendMail({
    to: input.email,
    subject: `Confirm your new Gigline e-mail address: ${code}`,
    text: text.join("\n"),
    html: `<p>Your Gigline code is <strong style="font-size:20px;letter-spacing:2px">${code}</strong>.</p>${text
      .slice(2)
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join("")}`,
  });
  if (!mail.delivered) throw new AppError(502, EMAIL_MSG.sendFailed);
  return { message: EMAIL_MSG.sent(input.email), email: input.email };
}

/**
 * user/confirm_email_change: the code sent to the new address. A check first takes one of the code's tries
 * with a guarded UPDATE (parallel guesses cannot pass the limit); a right code switches the address in one
 * transaction (the unique index settles a race for the same address), ends any password reset code sent to
 * the old address, and then the old address is told.
 */
export async function confirmEmailChange(user: User, code: string) {
  const token = await db.authToken.findFirst({
    where: { userId: user.id, purpose: EMAIL_CHANGE_PURPOSE, usedAt: null },
    orderBy: { createdAt: "desc" },
  });
  const email = (token?.data as { email?: unknown } | null)?.email;
  if (!token || typeof email !== "string") throw badRequest(EMAIL_MSG.noneWaiting);
  if (token.attempts >= EMAIL_CHANGE_MAX_TRIES) throw tooMany(EMAIL_MSG.locked);
  if (token.expiresAt <= new Date()) throw badRequest(EMAIL_MSG.expired);

  const claimed = await db.authToken.updateMany({
    where: { tokenHash: token.tokenHash, usedAt: null, attempts: { lt: EMAIL_CHANGE_MAX_TRIES } },
    data: { attempts: { increment: 1 } },
  });
  if (claimed.count === 0) throw tooMany(EMAIL_MSG.locked);
  if (!codeMatches(user.id, code, token.tokenHash)) throw badRequest(EMAIL_MSG.wrong(EMAIL_CHANGE_MAX_TRIES - token.attempts - 1));

  const oldEmail = user.email;
  await db.$transaction(async (tx) => {
    const used = await tx.authToken.updateMany({ where: { tokenHash: token.tokenHash, usedAt: null }, data: { usedAt: new Date() } });
    if (used.count === 0) throw badRequest(EMAIL_MSG.noneWaiting);
    await assertEmailAvailable(email, tx);
    await tx.user.update({ where: { id: user.id }, data: { email }, select: { id: true } });
    await tx.passwordResetCode.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: new Date() } });
  });
  await sendOldAddressNotice(user, oldEmail, email);
  return { message: EMAIL_MSG.changed(email), email };
}

/** The old address learns of the change, so its owner can act on one they did not make. */
async function sendOldAddressNotice(user: Pick<User, "firstName">, oldEmail: string, newEmail: string) {
  const lines = [
    user.firstName ? `Hi ${user.firstName},` : "Hi,",
    "",
    `Your Gigline e-mail address was changed to ${newEmail} on ${new Date().toUTCString()}. From now on you sign in with it, and our e-mails go there.`,
    "",
    "If this was not you, contact support right away.",
  ];
  await sendMail({
    to: oldEmail,
    subject: "Your Gigline e-mail address was changed",
    text: lines.join("\n"),
    html: lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : "")).join(""),
  });
}

/** The code as stored: HMAC-SHA256 under the app's secret, bound to the user and the purpose. */
function hashCode(userId: string, code: string) {
  return crypto.createHmac("sha256", authSecret()).update(`${EMAIL_CHANGE_PURPOSE}:${userId}:${code}`).digest("hex");
}

function codeMatches(userId: string, code: string, stored: string) {
  const a = Buffer.from(hashCode(userId, code), "hex");
  const b = Buffer.from(stored, "hex");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The address a change is waiting to confirm (the security screen shows its code form after a reload), or null. */
export async function pendingEmailChange(userId: string): Promise<{ email: string; expiresAt: string } | null> {
  const token = await db.authToken.findFirst({
    where: { userId, purpose: EMAIL_CHANGE_PURPOSE, usedAt: null, expiresAt: { gt: new Date() }, attempts: { lt: EMAIL_CHANGE_MAX_TRIES } },
    orderBy: { createdAt: "desc" },
    select: { data: true, expiresAt: true },
  });
  const email = (token?.data as { email?: unknown } | null)?.email;
  return token && typeof email === "string" ? { email, expiresAt: token.expiresAt.toISOString() } : null;
}
