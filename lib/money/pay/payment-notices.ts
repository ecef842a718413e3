// What both sides of a payment read, in one wording for every way a worker is paid (a contract's payment, paid
// hours, the agreed part of a disputed delivery): the worker's "payment_received" and the employer's
// "payment_sent" notifications, and the two receipts. The employer's receipt itemises the service fee added on
// top; the worker's shows that none of it is taken from their pay.
import { formatCents } from "@/lib/money/amounts/format";
import { siteUrl } from "@/lib/env";
import type { Mail } from "@/lib/integrations/mail/send-mail";
import { PAYMENT_RECEIVED } from "@/lib/money/ledger/live";

export type PaymentParty = { id: string; email: string; name: string };

export type PaymentNoticesInput = {
  job: { id: string; title: string };
  contractId: string;
  employer: PaymentParty;
  worker: PaymentParty;
  amounts: { subTotalCents: number; feeCents: number; feePercent: number; totalCents: number };
  /** what was paid for, as the employer and the worker read it: `"Title"` (the default), `hours on "Title"` … */
  paidFor?: { employer: string; worker: string };
  /** added to both notifications, e.g. the dates of paid hours: " (Nov 20 – Nov 27, 2026)" */
  when?: string;
  /** the receipts' first lines, when not "You paid … for …" and "… paid you for …" */
  opening?: { employer: string; worker: string };
  /** a sentence after each receipt's first line ("The hours were approved."), or "" */
  note?: { employer: string; worker: string };
  /** both receipts' lines between the contract and the amounts (the time worked, what stays in dispute) */
  details: string[];
};

export type PaymentNotice = { userId: string; type: string; message: string; creatorId: string; jobId: string };

export function paymentNotices(p: PaymentNoticesInput): { receipts: Mail[]; notes: PaymentNotice[] } {
  const { job, amounts: a } = p;
  const payer = p.employer.name || "Your employer";
  const payee = p.worker.name || "the provider";
  const quoted = `"${job.title}"`;
  const forEmployer = p.paidFor?.employer ?? quoted;
  const forWorker = p.paidFor?.worker ?? quoted;
  const when = p.when ?? "";
  const after = (s: string | undefined) => (s ? ` ${s}` : "");
  const contract = `Contract: ${job.title} (#${p.contractId})`;
  const receipts: Mail[] = [
    {
      to: p.employer.email,
      subject: `Receipt: you paid ${formatCents(a.totalCents)} for ${forEmployer}`,
      text: [
        `${p.opening?.employer ?? `You paid ${payee} for ${forEmployer}.`}${after(p.note?.employer)}`,
        "",
        contract,
        ...p.details,
        `Amount: ${formatCents(a.subTotalCents)}`,
        `Service fee (${a.feePercent}%): ${formatCents(a.feeCents)}`,
        `Total: ${formatCents(a.totalCents)}`,
        "",
        `Transaction history: ${siteUrl("/dashboard/payment")}`,
      ].join("\n"),
    },
    {
      to: p.worker.email,
      subject: `You earned ${formatCents(a.subTotalCents)} for ${forEmployer}`,
      text: [
        `${p.opening?.worker ?? `${payer} paid you for ${forWorker}.`}${after(p.note?.worker)}`,
        "",
        contract,
        ...p.details,
        `Gross: ${formatCents(a.subTotalCents)}`,
        // the service fee is added on top for the employer: nothing is taken from the worker's pay
        `Service fee: ${formatCents(0)}`,
        `Net earned: ${formatCents(a.subTotalCents)}`,
        "",
        `Your earnings: ${siteUrl("/dashboard/payment")}`,
      ].join("\n"),
    },
  ];
  const notes: PaymentNotice[] = [
    {
      userId: p.worker.id,
      type: PAYMENT_RECEIVED,
      message: `${payer} paid ${formatCents(a.subTotalCents)} for ${forWorker}${when}.`,
      creatorId: p.employer.id,
      jobId: job.id,
    },
    {
      userId: p.employer.id,
      type: "payment_sent",
      message: `You paid ${formatCents(a.totalCents)} to ${payee} for ${forEmployer}${when}.`,
      creatorId: p.worker.id,
      jobId: job.id,
    },
  ];
  return { receipts, notes };
}
