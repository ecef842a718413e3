// What a background check tells the worker and the employer: a notification (type "screening…", leading to
// /dashboard/background-checks) in the transaction of the change, and for the steps the law asks to be given
// (the invitation, the pre-adverse and the final adverse-action notice) an e-mail too, sent after the commit and
// never turned off (like security mail; a delivery failure stays in the outbox).
import type { Tx } from "@/lib/db";
import { notifyAll, type NotifyInput } from "@/lib/notifications/create-notification";
import { displayName } from "@/lib/accounts/dto";
import { sendMail } from "@/lib/integrations/mail/send-mail";
import { siteUrl } from "@/lib/env";
import { CHECK, RESULT } from "@/lib/screening/states";

type CheckFacts = { id: string; employerId: string; workerId: string; status: string; result: string | null; sharedWithEmployer: boolean };
type Person = { id: string; email: string; firstName: string; lastName: string; company: string; accountType: string | null };

const personSelect = { id: true, email: true, firstName: true, lastName: true, company: true, accountType: true } as const;

export async function partiesOf(tx: Tx, check: { employerId: string; workerId: string }) {
  const [employer, worker] = await Promise.all([
    tx.user.findUniqueOrThrow({ where: { id: check.employerId }, select: personSelect }),
    tx.user.findUniqueOrThrow({ where: { id: check.workerId }, select: personSelect }),
  ]);
  return { employer: employer as Person, worker: worker as Person };
}

/** The notifications of a status the partner's webhook moved the check to. */
export async function notifyResult(tx: Tx, check: CheckFacts, consider: boolean) {
  const { employer, worker } = await partiesOf(tx, check);
  const who = displayName(worker);
  const inputs: NotifyInput[] = [];
  const to = (userId: string, message: string, type = "screening") => inputs.push({ userId, message, type, creatorId: null });
  switch (check.status) {
    case CHECK.pending:
      to(employer.id, `${who} gave consent: the background check is in progress.`);
      break;
    case CHECK.complete: {
      const label = check.result === RESULT.clear ? "clear" : "consider";
      to(worker.id, `Your background check for ${displayName(employer)} is complete: ${label}.`);
      if (!check.sharedWithEmployer)
        to(employer.id, `The background check of ${who} is complete. ${worker.firstName} has not shared the result.`);
      else if (consider)
        to(
          employer.id,
          `The background check of ${who} is complete: consider. Review the report; before any decision against them, send the pre-adverse notice.`,
          "screening_consider",
        );
      else to(employer.id, `The background check of ${who} is complete: clear.`);
      break;
    }
    case CHECK.suspended:
      to(worker.id, "Your background check is suspended: the screening partner needs more information from you.");
      to(employer.id, `The background check of ${who} is suspended until the partner hears from them.`);
      break;
    case CHECK.dispute:
      to(employer.id, `${who} disputes the result of their background check. Wait for the partner's re-investigation.`);
      break;
    case CHECK.canceled:
      to(worker.id, "Your background check was canceled by the screening partner.");
      to(employer.id, `The background check of ${who} was canceled by the screening partner.`);
      break;
  }
  if (inputs.length) await notifyAll(tx, inputs);
}

/** Mails sent after a commit; each line is a paragraph. */
export async function mailPerson(person: { email: string; firstName: string }, subject: string, lines: string[]) {
  if (!person.email) return;
  await sendMail({
    to: person.email,
    subject,
    text: [person.firstName ? `Hi ${person.firstName},` : "Hello,", "", ...lines].join("\n"),
  });
}

/** A link to the checks screen (absolute, for mail). */
export const checksLink = () => siteUrl("/dashboard/background-checks");

/** An invitation URL as a link a mail can carry (the sandbox's is a path on this site). */
export const absoluteUrl = (url: string) => (url.startsWith("/") ? siteUrl(url) : url);
