// The e-mailed receipt of a plan charge or a single credit purchase: a MailOutbox row written in the
// transaction that journals the charge (the provider's event), so it exists exactly when the charge is
// recorded and a replayed event (whose journal already exists) adds none. Same mail path as a contract
// payment's receipts (outboxMailsSql): printed by the console transport, or delivered by a `mail:deliver`
// job added in the same transaction with SMTP.
import type { Tx } from "@/lib/db";
import { siteUrl } from "@/lib/env";
import { formatCents } from "@/lib/money/amounts/format";
import { enqueue } from "@/lib/background/queue";
import { outboxMailsSql, printMails, type Mail } from "@/lib/integrations/mail/send-mail";

export function planReceipt(to: string, o: { what: string; amountCents: number; reference: string }): Mail {
  return {
    to,
    subject: `Receipt: you paid ${formatCents(o.amountCents)} for ${o.what}`,
    text: [
      `Thank you for your purchase of ${o.what}.`,
      "",
      `${o.what}: ${formatCents(o.amountCents)}`,
      `Service fee: ${formatCents(0)}`,
      `Total charged to your card: ${formatCents(o.amountCents)}`,
      `Reference: ${o.reference}`,
      "",
      `Transaction history: ${siteUrl("/dashboard/payment")}`,
      `Your plan: ${siteUrl("/dashboard/subscription")}`,
    ].join("\n"),
  };
}

/** Writes the receipt of a charge just journaled in `tx` (call only when the journal was created). */
export async function writePlanReceipt(tx: Tx, userId: string, o: { what: string; amountCents: number; reference: string }) {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user?.email) return;
  const mail = planReceipt(user.email, o);
  const outbox = outboxMailsSql([mail]);
  await tx.$executeRaw(outbox.sql);
  if (outbox.transport === "smtp") await enqueue("mail:deliver", { ids: outbox.ids }, { tx });
  // the console transport's "delivery" (the row is stamped sent); printed here, inside the event's transaction
  else printMails([mail]);
}
