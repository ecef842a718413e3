import { z } from "zod";
import { emailField } from "@/lib/accounts/schemas";
import { codeField } from "@/lib/auth/mfa/schemas";
import { PASSKEY_MSG } from "@/lib/auth/passkeys/messages";

export const PASSKEY_NAME_MAX = 60;

const ticketField = z.string({ error: PASSKEY_MSG.TicketExpired }).min(1, PASSKEY_MSG.TicketExpired).max(200, PASSKEY_MSG.TicketExpired);
const passwordField = z.string({ error: "Password is required" }).min(1, "Password is required").max(128);
const idField = z.string({ error: PASSKEY_MSG.NotFound }).min(1, PASSKEY_MSG.NotFound).max(1024, PASSKEY_MSG.NotFound);
const nameField = z.string().trim().max(PASSKEY_NAME_MAX, `A name has at most ${PASSKEY_NAME_MAX} characters.`);
/** The browser's PublicKeyCredential as JSON (@simplewebauthn/browser); SimpleWebAuthn checks its inside. */
const responseField = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal("public-key"),
    response: z.record(z.string(), z.unknown()),
  })
  .passthrough();

export const passkeyRegisterOptionsSchema = z.object({ password: passwordField, code: codeField.optional() });
export const passkeyRegisterVerifySchema = z.object({ ticket: ticketField, response: responseField, name: nameField.optional() });
export const passkeyLoginOptionsSchema = z.object({ email: z.union([emailField, z.literal("")]).optional() });
export const passkeyLoginVerifySchema = z.object({
  ticket: ticketField,
  response: responseField,
  device_token: z.string().max(500).optional().default(""),
  os: z.string().max(50).optional().default("web"),
});
export const passkeyRenameSchema = z.object({ id: idField, name: nameField.min(1, "Give the passkey a name.") });
export const passkeyDeleteSchema = z.object({ id: idField, password: passwordField, code: codeField.optional() });
