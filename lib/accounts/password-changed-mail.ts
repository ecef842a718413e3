import { sendMail } from "@/lib/integrations/mail/send-mail";
import { siteUrl } from "@/lib/env";
import { escapeHtml } from "@/lib/integrations/mail/escape-html";

/**
 * "Your password was changed": sent after every password change or reset, so the account's owner learns of a
 * change they did not make. Delivery failures are kept in the outbox and do not undo the change.
 */
export async function sendPasswordChangedMail(
  user: { email: string; firstName?: string | null },
  how: "reset" | "changed",
  opts: { otherSessionsEnded?: boolean } = {},
) {
  const hello = user.firstName ? `Hi ${user.firstName},` : "Hi,";
  const what = how === "reset" ? "was reset with a code sent to this address" : "was changed from your account settings";
  // a change from the security settings may keep the other sessions (the person's choice)
  const ended =
    opts.otherSessionsEnded === false
      ? "Your other signed-in devices stay signed in: you can sign them out on the Security page of your account."
      : "Every other session and API token of your account has been signed out.";
  const recover = siteUrl("/forgot-password");
  const lines = [
    hello,
    "",
    `Your Gigline password ${what} on ${new Date().toUTCString()}. ${ended}`,
    "",
    `If this was not you, reset your password now at ${recover} and contact support.`,
  ];
  await sendMail({
    to: user.email,
    subject: "Your Gigline password was changed",
    text: lines.join("\n"),
    html: lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : "")).join(""),
  });
}
