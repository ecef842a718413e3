// The e-mails a person may turn off, by kind, in one place: the preferences page lists them, the mail of an
// event (lib/notifications/event-mail.ts) checks them, and the unsubscribe link of each mail names one.
// A kind turned off is in User.emailOptOut; the chat kind keeps its own column (User.chatEmailWhenAway).
// Security and money mail (reset and sign-in codes, password and e-mail changes, receipts) has no kind here:
// it is always sent.
import { z } from "zod";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";

/** Who a kind is for: employees (providers), employers (customers), or everyone. */
type Audience = "employee" | "employer" | "everyone";

export const EMAIL_KINDS = {
  booking_request: {
    label: "Booking requests sent to me",
    description: "An employer asks you to take a shift. A request expires when it is not answered in time.",
    audience: "employee",
  },
  invitation: {
    label: "Invitations to apply to a job",
    description: "An employer invites you to send a proposal.",
    audience: "employee",
  },
  hired: {
    label: "Being hired",
    description: "An employer hires you for a job.",
    audience: "employee",
  },
  proposal_declined: {
    label: "Proposals declined",
    description: "An employer declines a proposal you sent.",
    audience: "employee",
  },
  shift_reminder: {
    label: "Shift reminders",
    description: "Before a shift you are booked for, when you have not seen the reminder in the app for 10 minutes.",
    audience: "employee",
  },
  proposal_received: {
    label: "New proposals on my jobs",
    description: "One e-mail for each proposal someone sends for a job you posted.",
    audience: "employer",
  },
  booking_answer: {
    label: "Answers to my booking requests",
    description: "A worker accepts or declines a booking request you sent.",
    audience: "employer",
  },
  chat_away: {
    label: "Messages waiting unread",
    description: "A message waits unread for 10 minutes (at most one e-mail per conversation an hour).",
    audience: "everyone",
  },
} as const satisfies Record<string, { label: string; description: string; audience: Audience }>;

export type EmailKind = keyof typeof EMAIL_KINDS;
export const EMAIL_KIND_NAMES = Object.keys(EMAIL_KINDS) as [EmailKind, ...EmailKind[]];

/** The kinds stored in User.emailOptOut (the chat kind has its own column). */
export type OptOutKind = Exclude<EmailKind, "chat_away">;

export const EMAIL_PREFS_MSG = {
  unknownKind: `Unknown e-mail kind. Use one of: ${EMAIL_KIND_NAMES.join(", ")}.`,
  alwaysSent:
    "E-mails about your account's security and your money are always sent: sign-in and password reset codes, password and e-mail address changes, and receipts.",
} as const;

export function isEmailKind(kind: unknown): kind is EmailKind {
  return typeof kind === "string" && Object.hasOwn(EMAIL_KINDS, kind);
}

const kindField = z.string({ error: "kind is required" }).max(64).refine(isEmailKind, EMAIL_PREFS_MSG.unknownKind);

export const updateEmailPreferencesSchema = z.object({
  kind: kindField,
  enabled: z.boolean({ error: "enabled must be true or false" }),
});

export type EmailPreference = { kind: EmailKind; label: string; description: string; enabled: boolean };

/** The kinds shown to a user type (customer = employer, provider = employee; an admin sees them all). */
export function kindsFor(type: string): EmailKind[] {
  return EMAIL_KIND_NAMES.filter((k) => {
    const audience: Audience = EMAIL_KINDS[k].audience;
    if (audience === "everyone" || type === "admin") return true;
    return type === "customer" ? audience === "employer" : audience === "employee";
  });
}

type PrefsRow = { type: string; emailOptOut: string[]; chatEmailWhenAway: boolean };

export function isEnabled(row: Pick<PrefsRow, "emailOptOut" | "chatEmailWhenAway">, kind: EmailKind): boolean {
  return kind === "chat_away" ? row.chatEmailWhenAway : !row.emailOptOut.includes(kind);
}

/** The switches of the preferences page, in EMAIL_KINDS's order. */
export function preferencesOf(row: PrefsRow): EmailPreference[] {
  return kindsFor(row.type).map((kind) => ({
    kind,
    label: EMAIL_KINDS[kind].label,
    description: EMAIL_KINDS[kind].description,
    enabled: isEnabled(row, kind),
  }));
}

const prefsSelect = { type: true, emailOptOut: true, chatEmailWhenAway: true } as const;

export async function getEmailPreferences(userId: string) {
  const row = await db.user.findUniqueOrThrow({ where: { id: userId }, select: prefsSelect });
  return { preferences: preferencesOf(row), alwaysSent: EMAIL_PREFS_MSG.alwaysSent };
}

/**
 * Turns one kind on or off. The list changes in one UPDATE (array_append / array_remove), so two tabs
 * switching two kinds at once lose neither. Answers whether the stored choice changed.
 */
export async function setEmailKind(
  client: Pick<typeof db, "$executeRaw">,
  userId: string,
  kind: EmailKind,
  enabled: boolean,
): Promise<boolean> {
  if (!isEmailKind(kind)) throw badRequest(EMAIL_PREFS_MSG.unknownKind);
  if (kind === "chat_away") {
    return (
      (await client.$executeRaw`UPDATE "User" SET "chatEmailWhenAway" = ${enabled} WHERE "id" = ${userId} AND "chatEmailWhenAway" <> ${enabled}`) >
      0
    );
  }
  const changed = enabled
    ? await client.$executeRaw`UPDATE "User" SET "emailOptOut" = array_remove("emailOptOut", ${kind}) WHERE "id" = ${userId} AND ${kind} = ANY("emailOptOut")`
    : await client.$executeRaw`UPDATE "User" SET "emailOptOut" = array_append("emailOptOut", ${kind}) WHERE "id" = ${userId} AND NOT (${kind} = ANY("emailOptOut"))`;
  return changed > 0;
}

/** user/update_email_preferences: one switch of the page; answers every switch as it now stands. */
export async function updateEmailPreferences(userId: string, input: { kind: string; enabled: boolean }) {
  if (!isEmailKind(input.kind)) throw badRequest(EMAIL_PREFS_MSG.unknownKind);
  await setEmailKind(db, userId, input.kind, input.enabled);
  return getEmailPreferences(userId);
}
