// The e-mail of a standing action: a suspended or closed account cannot sign in to read its notification, so
// every standing action is also mailed (like security mail, it cannot be turned off). Sent after the change
// commits; a delivery failure stays in the outbox and does not undo the change.
import { sendMail } from "@/lib/integrations/mail/send-mail";
import { escapeHtml } from "@/lib/integrations/mail/escape-html";
import { env } from "@/lib/env";

export async function sendStandingMail(user: { email: string; firstName: string }, subject: string, message: string, extra: string[] = []) {
  const lines = [
    user.firstName ? `Hi ${user.firstName},` : "Hi,",
    "",
    message,
    "",
    ...extra.flatMap((l) => [l, ""]),
    `If you think this is a mistake, write to ${env.SUPPORT_EMAIL} and quote this e-mail.`,
  ];
  await sendMail({
    to: user.email,
    subject,
    text: lines.join("\n"),
    html: lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : "")).join(""),
  });
}
