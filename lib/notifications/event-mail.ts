// The e-mail of an event a person must act on (a booking request, an invitation, a hire, a proposal, an
// answer to a booking request, a shift's reminder). queueEmail runs inside the transaction that makes the change and adds a
// background job ("mail:event") there, so the job exists only when the change commits. The job runs after
// the commit: it checks the person's choice (lib/notifications/email-preferences.ts), writes ONE MailOutbox
// row whose id comes from the event (a job that runs twice writes none the second time) and delivers it
// (lib/integrations/mail/send-mail.ts's deliverOutbox: SMTP, or the console; a failed delivery fails the job
// and the queue tries again with its backoff). Every such mail ends with its kind's unsubscribe link.
import { createHash, randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { enqueue } from "@/lib/background/queue";
import { enqueueJobs } from "@/lib/background/batch";
import type { SqlTx } from "@/lib/sql-tx";
import { siteUrl } from "@/lib/env";
import { formatDate } from "@/lib/format/intl";
import { formatCents } from "@/lib/money/amounts/format";
import { zoneAbbrev } from "@/lib/time/place-zone";
import { deliverOutbox } from "@/lib/integrations/mail/send-mail";
import { smtpConfig } from "@/lib/integrations/mail/smtp-config";
import { isEnabled, type OptOutKind } from "@/lib/notifications/email-preferences";
import { unsubscribeFooter, unsubscribeToken } from "@/lib/notifications/unsubscribe";

export const EVENT_MAIL_TASK = "mail:event";

/** Each event's facts, as the caller knows them in its transaction (names already as shown, e.g. displayName). */
export type EventMail =
  | {
      kind: "booking_request";
      userId: string;
      requestId: string;
      employerName: string;
      title: string;
      urgent: boolean;
      /** the worker's answer deadline */
      deadline: Date;
      /** the shift's start and the zone of its location (BookingRequest.timezone) */
      shiftDate: Date;
      timezone: string;
      priceCents: number;
      payType: string;
    }
  | { kind: "invitation"; userId: string; jobId: string; employerName: string; title: string }
  | { kind: "hired"; userId: string; jobId: string; employerName: string; title: string }
  | { kind: "proposal_received"; userId: string; jobId: string; workerName: string; title: string }
  | { kind: "proposal_declined"; userId: string; jobId: string; employerName: string; title: string }
  | { kind: "booking_answer"; userId: string; requestId: string; workerName: string; title: string; answer: "accepted" | "declined" }
  | {
      kind: "shift_reminder";
      userId: string;
      jobId: string;
      title: string;
      /** the shift's start (ISO) and the zone of its location */
      startsAt: string;
      timezone: string;
      address: string;
      contactName: string;
      whatToBring: string;
      arrivalNotes: string;
    };

/** The job's payload: the event's facts as JSON (dates as ISO text) and a key of the event's own. */
type Stored<M> = M extends unknown ? Omit<M, "deadline" | "shiftDate"> & { key: string; deadline?: string; shiftDate?: string } : never;
type Payload = Stored<EventMail>;

/**
 * Queues the e-mail of an event inside the caller's transaction (Prisma's `tx` or a raw SqlTx): nothing is
 * sent when it rolls back, one mail is sent once it commits (unless the person turned the kind off).
 * A new event of another area calls it with its facts, e.g.
 * `await queueEmail(tx, { kind: "proposal_declined", userId, jobId, employerName, title })`.
 */
export async function queueEmail(tx: SqlTx, mail: EventMail): Promise<void> {
  await enqueue(EVENT_MAIL_TASK, mailPayload(mail), { tx, maxAttempts: MAIL_ATTEMPTS });
}

/** queueEmail for many events at once, in one statement (a tier of many workers opening together). */
export async function queueEmails(tx: SqlTx, mails: EventMail[]): Promise<void> {
  await enqueueJobs(
    tx,
    mails.map((mail) => ({ task: EVENT_MAIL_TASK, payload: mailPayload(mail), maxAttempts: MAIL_ATTEMPTS })),
  );
}

const MAIL_ATTEMPTS = 10;

function mailPayload(mail: EventMail): Record<string, unknown> {
  return {
    ...mail,
    key: randomUUID(),
    ...(mail.kind === "booking_request" ? { deadline: mail.deadline.toISOString(), shiftDate: mail.shiftDate.toISOString() } : {}),
  };
}

/**
 * Whether an event's mail is still worth sending when its job runs, per kind, from the area that owns the
 * event (a booking request's: lib/booking/mail-check.ts); a kind without one is always due.
 */
export type MailChecks = {
  booking_request?: (mail: { requestId: string; userId: string }, now: Date) => Promise<boolean>;
};

/** The registered task (lib/tasks.ts passes the checks). Answers what it did (tests, logs). */
export async function eventMailTask(raw: Record<string, unknown>, now = new Date(), checks: MailChecks = {}): Promise<"sent" | "skipped"> {
  const p = raw as unknown as Payload;
  const kind = p.kind as OptOutKind;
  if (!p.userId || !p.key || !RENDER[kind]) return "skipped";
  const user = await db.user.findUnique({
    where: { id: p.userId },
    select: { email: true, firstName: true, emailOptOut: true, chatEmailWhenAway: true, deletedAt: true },
  });
  if (!user?.email || user.deletedAt || !isEnabled(user, kind)) return "skipped";
  if (p.kind === "booking_request" && checks.booking_request && !(await checks.booking_request(p, now))) return "skipped";

  const { subject, lines } = RENDER[kind](p as never);
  const greeting = user.firstName ? `Hi ${user.firstName},` : "Hello,";
  const text = [greeting, "", ...lines, unsubscribeFooter(unsubscribeToken(p.userId, kind, now))].join("\n");
  // one row per event and person, whatever happens to the job
  const id = `c${createHash("sha256").update(`${p.key}:${p.userId}`).digest("hex").slice(0, 24)}`;
  await db.$executeRaw`
    INSERT INTO "MailOutbox" ("id", "to", "subject", "text", "transport", "createdAt")
    VALUES (${id}, ${user.email}, ${subject}, ${text}, ${smtpConfig() ? "smtp" : "console"}, ${now}::timestamp(3))
    ON CONFLICT ("id") DO NOTHING`;
  await deliverOutbox({ ids: [id] });
  return "sent";
}

type Rendered = { subject: string; lines: string[] };
type Of<K extends EventMail["kind"]> = Extract<Payload, { kind: K }>;

const RENDER: { [K in OptOutKind]: (p: Of<K>) => Rendered } = {
  booking_request: (p) => {
    const deadline = new Date(p.deadline!);
    const by = whenText(deadline, p.timezone);
    const pay = p.payType === "Hourly" ? `${formatCents(p.priceCents)} an hour` : `${formatCents(p.priceCents)} for the job`;
    return {
      subject: p.urgent
        ? `Urgent booking request from ${p.employerName}: answer by ${by}`
        : `Booking request from ${p.employerName}: "${p.title}"`,
      lines: [
        `${p.employerName} sent you ${p.urgent ? "an urgent" : "a"} booking request: "${p.title}".`,
        "",
        `Shift starts: ${whenText(new Date(p.shiftDate!), p.timezone)}`,
        `Pay: ${pay}`,
        `Answer by: ${by}`,
        "",
        `If you do not answer by then, the request expires${p.urgent ? "" : " and goes to the next worker"}.`,
        `Accept or decline it here: ${siteUrl(`/dashboard/booking-detail/${p.requestId}`)}`,
      ],
    };
  },
  invitation: (p) => ({
    subject: `${p.employerName} invited you to apply to "${p.title}"`,
    lines: [
      `${p.employerName} invited you to apply to the job "${p.title}".`,
      "",
      `See the job and send your proposal here: ${jobLink(p.jobId)}`,
    ],
  }),
  hired: (p) => ({
    subject: `You are hired: "${p.title}"`,
    lines: [`${p.employerName} hired you for the job "${p.title}".`, "", `See the job and its details here: ${jobLink(p.jobId)}`],
  }),
  proposal_received: (p) => ({
    subject: `New proposal from ${p.workerName} for "${p.title}"`,
    lines: [`${p.workerName} sent a proposal for your job "${p.title}".`, "", `Read it and answer here: ${jobLink(p.jobId)}`],
  }),
  proposal_declined: (p) => ({
    subject: `Your proposal for "${p.title}" was declined`,
    lines: [
      `${p.employerName} declined your proposal for the job "${p.title}".`,
      "",
      `Find other jobs here: ${siteUrl("/dashboard/search-jobs")}`,
    ],
  }),
  booking_answer: (p) =>
    p.answer === "accepted"
      ? {
          subject: `${p.workerName} accepted your booking request "${p.title}"`,
          lines: [
            `${p.workerName} accepted your booking request "${p.title}". The shift is confirmed.`,
            "",
            `See the booking here: ${bookingLink(p.requestId)}`,
          ],
        }
      : {
          subject: `${p.workerName} declined your booking request "${p.title}"`,
          lines: [
            `${p.workerName} declined your booking request "${p.title}".`,
            "",
            `See who can still answer it here: ${bookingLink(p.requestId)}`,
          ],
        },
  shift_reminder: (p) => ({
    subject: `Reminder: "${p.title}" starts at ${whenText(new Date(p.startsAt), p.timezone)}`,
    lines: [
      `Your shift "${p.title}" starts at ${whenText(new Date(p.startsAt), p.timezone)}.`,
      "",
      ...(p.address ? [`Address: ${p.address}`] : []),
      ...(p.contactName ? [`Ask for: ${p.contactName}`] : []),
      ...(p.whatToBring ? [`What to bring: ${p.whatToBring}`] : []),
      ...(p.arrivalNotes ? [`Arrival notes: ${p.arrivalNotes}`] : []),
      "",
      `See the shift here: ${jobLink(p.jobId)}`,
    ],
  }),
};

const jobLink = (jobId: string) => siteUrl(`/dashboard/detail-job/${jobId}`);
const bookingLink = (requestId: string) => siteUrl(`/dashboard/booking-detail/${requestId}`);

/** "3:45 PM CST on Mon, Nov 30": a time in the shift location's zone. */
export function whenText(at: Date, timezone: string): string {
  const time = formatDate(at, { timeZone: timezone, hour: "numeric", minute: "2-digit" });
  const day = formatDate(at, { timeZone: timezone, weekday: "short", month: "short", day: "numeric" });
  return `${time} ${zoneAbbrev(at, timezone)} on ${day}`;
}
