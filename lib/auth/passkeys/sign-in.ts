import "server-only";
import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON } from "@simplewebauthn/server";
import { db } from "@/lib/db";
import { badRequest, unauthorized } from "@/lib/http/errors";
import type { ClientInfo } from "@/lib/session/sessions";
import { issueSession, type DeviceInfo } from "@/lib/auth/issue-session";
import { findActiveUserByEmail } from "@/lib/accounts/find-account";
import { countAttempt, forgiveAttempt, loginLimits, type Limit } from "@/lib/accounts/attempt-limits";
import { PASSKEY_MSG } from "@/lib/auth/passkeys/messages";
import { relyingParty } from "@/lib/auth/passkeys/relying-party";
import { createPasskeyTicket, spendPasskeyTicket } from "@/lib/auth/passkeys/tickets";

const optionsLimits = (ip: string): Limit[] => [{ key: `passkey-options:ip:${ip}`, limit: 100, windowSeconds: 15 * 60 }];

/**
 * user/passkey_login_options: the options for navigator.credentials.get() and their ticket. With an
 * e-mail of an account that has passkeys, those passkeys are offered; otherwise (no e-mail, an unknown one,
 * or an account without passkeys, which answer alike) the browser offers the site's discoverable passkeys.
 */
export async function startPasskeySignIn(input: { email?: string }, ip: string) {
  await countAttempt(optionsLimits(ip), "passkey sign-in attempts");
  const user = input.email ? await findActiveUserByEmail(input.email) : null;
  const credentials = user
    ? await db.passkeyCredential.findMany({ where: { userId: user.id }, select: { id: true, transports: true } })
    : [];
  const { rpID } = relyingParty();
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: "required",
    allowCredentials: credentials.map((c) => ({ id: c.id, transports: c.transports as AuthenticatorTransportName[] })),
  });
  const ticket = await createPasskeyTicket(credentials.length ? user!.id : null, "passkey_login", options.challenge);
  return { options, ticket };
}

/**
 * user/passkey_login_verify: the ticket and the browser's assertion → `{ user, token }` as user/login
 * answers. The passkey verified the person (user verification is required), so no second step follows,
 * admins included. The signature counter only moves forward (a clone shows up as a counter that does not);
 * the update is guarded on the counter read, so two uses of one assertion cannot both pass.
 */
export async function finishPasskeySignIn(
  input: { ticket: string; response: { id: string; response: Record<string, unknown> } } & DeviceInfo,
  client: ClientInfo = {},
) {
  const limits = loginLimits(client.ip ?? "unknown");
  await countAttempt(limits, "sign-in attempts");
  const ticket = await spendPasskeyTicket(input.ticket, "passkey_login");
  const credential = await db.passkeyCredential.findUnique({
    where: { id: input.response.id },
    select: { id: true, userId: true, publicKey: true, counter: true, transports: true, user: { select: { deletedAt: true } } },
  });
  if (!credential || credential.user.deletedAt || (ticket.userId && ticket.userId !== credential.userId))
    throw unauthorized(PASSKEY_MSG.UnknownPasskey);
  const userHandle = input.response.response.userHandle;
  if (typeof userHandle === "string" && userHandle && Buffer.from(userHandle, "base64url").toString() !== credential.userId) {
    throw unauthorized(PASSKEY_MSG.UnknownPasskey);
  }

  const { rpID, origin } = relyingParty();
  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    result = await verifyAuthenticationResponse({
      response: input.response as unknown as AuthenticationResponseJSON,
      expectedChallenge: ticket.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: credential.id,
        publicKey: new Uint8Array(credential.publicKey),
        counter: Number(credential.counter),
        transports: credential.transports as AuthenticatorTransportName[],
      },
    });
  } catch (e) {
    // SimpleWebAuthn refuses a counter that did not move forward (when either side is non-zero)
    if (e instanceof Error && /counter/i.test(e.message)) throw unauthorized(PASSKEY_MSG.CounterRollback);
    throw badRequest(PASSKEY_MSG.NotVerified);
  }
  if (!result.verified) throw badRequest(PASSKEY_MSG.NotVerified);

  const moved = await db.passkeyCredential.updateMany({
    where: { id: credential.id, counter: credential.counter },
    data: {
      counter: BigInt(result.authenticationInfo.newCounter),
      backedUp: result.authenticationInfo.credentialBackedUp,
      lastUsedAt: new Date(),
    },
  });
  if (moved.count !== 1) throw unauthorized(PASSKEY_MSG.CounterRollback);
  await forgiveAttempt(limits);
  return issueSession(credential.userId, { device_token: input.device_token, os: input.os }, client);
}

type AuthenticatorTransportName = "ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb";
