import "server-only";
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from "@simplewebauthn/server";
import { db } from "@/lib/db";
import { badRequest, conflict, forbidden } from "@/lib/http/errors";
import { assertReauth, type ReauthInput } from "@/lib/auth/reauth";
import { PASSKEY_MSG } from "@/lib/auth/passkeys/messages";
import { PASSKEY_LIMIT_PER_USER, relyingParty, RP_NAME } from "@/lib/auth/passkeys/relying-party";
import { createPasskeyTicket, spendPasskeyTicket } from "@/lib/auth/passkeys/tickets";
import type { User } from "@/lib/generated/prisma/client";

/**
 * user/passkey_register_options: the password again (and a code when two-step sign-in is on), then the
 * options for navigator.credentials.create() and the ticket that carries their challenge. The account's
 * passkeys are excluded, so one authenticator is not registered twice; user verification is required,
 * so a passkey is itself two factors (something you have, and a PIN or biometric).
 */
export async function startPasskeyRegistration(user: User, reauth: ReauthInput) {
  await assertReauth(user, reauth);
  const existing = await db.passkeyCredential.findMany({ where: { userId: user.id }, select: { id: true, transports: true } });
  if (existing.length >= PASSKEY_LIMIT_PER_USER) throw conflict(PASSKEY_MSG.TooMany);
  const { rpID } = relyingParty();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userID: new TextEncoder().encode(user.id),
    userName: user.email,
    userDisplayName: displayName(user),
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })),
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
  });
  const ticket = await createPasskeyTicket(user.id, "passkey_register", options.challenge);
  return { options, ticket };
}

/** user/passkey_register_verify: the ticket and the browser's answer → the new passkey. */
export async function finishPasskeyRegistration(user: User, input: { ticket: string; response: unknown; name?: string }) {
  const ticket = await spendPasskeyTicket(input.ticket, "passkey_register");
  if (ticket.userId !== user.id) throw forbidden(PASSKEY_MSG.TicketExpired);
  const { rpID, origin } = relyingParty();
  const verification = await verifyRegistrationResponse({
    response: input.response as RegistrationResponseJSON,
    expectedChallenge: ticket.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw badRequest(PASSKEY_MSG.NotVerified);
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const taken = await db.passkeyCredential.findUnique({ where: { id: credential.id }, select: { id: true } });
  if (taken) throw conflict(PASSKEY_MSG.AlreadyRegistered);
  const passkey = await db.passkeyCredential.create({
    data: {
      id: credential.id,
      userId: user.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: BigInt(credential.counter),
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name: input.name?.trim() || defaultName(credentialDeviceType),
    },
    select: { id: true, name: true, createdAt: true },
  });
  return { passkey: { id: passkey.id, name: passkey.name, createdAt: passkey.createdAt.toISOString() } };
}

function displayName(user: Pick<User, "email"> & { firstName?: string | null; lastName?: string | null }): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.email;
}

const defaultName = (deviceType: string) => (deviceType === "multiDevice" ? "Synced passkey" : "Passkey");
