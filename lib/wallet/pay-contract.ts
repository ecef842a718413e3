// job/pay_job and the pay screen's figures: the employer pays a contract from the wallet.
//
// One transaction (inside withIdempotency): the job row is locked (FOR UPDATE), a progressing contract is
// completed through the job lifecycle table (lib/jobs/states.ts, guarded UPDATE), and ONE journal moves
// total out of the customer's wallet, subtotal into the provider's and the fee into fee_revenue, under
// the reference "pay:contract:{contractId}" — so a contract is paid once, ever, whatever the retries.
//
// Completing without paying stays possible (job/complete_contract, then the pay screen): "Completing leads
// to the pay screen". pay_job therefore accepts a contract that is still progressing (it completes it) or
// already completed and unpaid; a cancelled contract is never paid.
import { db, type Tx } from "@/lib/db";
import { displayName } from "@/lib/accounts/dto";
import { AppError, conflict, forbidden, notFound } from "@/lib/http/errors";
import { withIdempotency } from "@/lib/http/idempotency";
import { JOB_MSG } from "@/lib/jobs/messages";
import { JOB_STATUS, transitionJob } from "@/lib/jobs/states";
import { centsToDollars, dollarsToCents } from "@/lib/jobs/format";
import { formatCents } from "@/lib/money/format";
import { notify } from "@/lib/notifications/create-notification";
import { getFeePercent, parseFee } from "@/lib/settings/get-setting";
import { sendMail } from "@/lib/integrations/mail/send-mail";
import { siteUrl } from "@/lib/env";
import { lockJob } from "@/lib/jobs/access";
import { revalidatePublicJob } from "@/lib/public-pages/cache";
import type { AuthUser } from "@/lib/auth/current-user";
import { INSUFFICIENT_BALANCE, postJournal, walletBalanceCents } from "@/lib/wallet/ledger";
import { WALLET_MSG } from "@/lib/wallet/messages";
import { contractAmounts, type ContractAmounts } from "@/lib/wallet/pricing";
import type { PayJobInput } from "@/lib/wallet/schemas";
import { trackedSecondsForContract } from "@/lib/time/queries";
import { secondsToPaidHours } from "@/lib/time/format";

/** The journal reference that makes a contract payable once. */
export const payReference = (contractId: string) => `pay:contract:${contractId}`;

/**
 * Hours tracked in the contract's timesheet (track and manual entries), or null when it has no entries (an
 * hourly contract then pays the hired duration). The sum of the entries' seconds is rounded to the
 * hundredth of an hour (36 s), halves up, so the pay screen's "Hours tracked × rate" is what is charged:
 * rate × hours is then rounded to the cent (lib/wallet/pricing.ts). A running timer counts only once stopped.
 */
export async function trackedHoursForContract(contractId: string, tx?: Tx): Promise<number | null> {
  const { seconds, entries } = await trackedSecondsForContract(contractId, tx ?? db);
  return entries === 0 ? null : secondsToPaidHours(seconds);
}

export type PayQuote = {
  job: { id: string; title: string; status: number; payType: "Hourly" | "Fixed" };
  contract: { id: string; userId: string; price: number; duration: number; extraPay: number; createdAt: Date };
  provider: { id: string; name: string; avatar: string; title: string };
  amounts: ContractAmounts;
  paid: boolean;
  balanceCents: number;
};

/** What the pay screen shows: the contract, its amounts at today's fee, whether it is paid, the balance. */
export async function quoteContractPayment(jobId: string, customerId: string): Promise<PayQuote> {
  const job = await db.job.findUnique({
    where: { id: jobId },
    select: {
      id: true,
      title: true,
      status: true,
      payType: true,
      creatorId: true,
      contract: {
        select: {
          id: true,
          userId: true,
          price: true,
          duration: true,
          extraPay: true,
          createdAt: true,
          user: { select: { id: true, firstName: true, lastName: true, company: true, accountType: true, avatar: true, profile: { select: { title: true } } } },
        },
      },
    },
  });
  if (!job) throw notFound(JOB_MSG.JobNotFound);
  if (job.creatorId !== customerId) throw forbidden(WALLET_MSG.NotYourPayment);
  if (!job.contract) throw conflict(WALLET_MSG.NoContract);
  const c = job.contract;
  const [feePercent, tracked, paid, balanceCents] = await Promise.all([
    getFeePercent(),
    trackedHoursForContract(c.id),
    db.ledgerJournal.findUnique({ where: { kind_reference: { kind: "pay", reference: payReference(c.id) } }, select: { id: true } }),
    walletBalanceCents(customerId),
  ]);
  return {
    job: { id: job.id, title: job.title, status: job.status, payType: job.payType },
    contract: { id: c.id, userId: c.userId, price: c.price, duration: c.duration, extraPay: c.extraPay, createdAt: c.createdAt },
    provider: { id: c.user.id, name: displayName(c.user), avatar: c.user.avatar, title: c.user.profile?.title ?? "" },
    amounts: contractAmounts({ ...c, payType: job.payType }, feePercent, tracked),
    paid: Boolean(paid),
    balanceCents,
  };
}

/** The fee percent read in the paying transaction (never a second pool connection while the job row is locked). */
async function feePercentIn(tx: Tx): Promise<number> {
  return parseFee((await tx.setting.findUnique({ where: { key: "fee" } }))?.value ?? null);
}

type Receipt = { to: string; subject: string; text: string };

/** job/pay_job: pays the contract of `input.jobId` from the signed-in employer's wallet. */
export async function payContract(user: AuthUser, input: PayJobInput, req: Request) {
  let receipts: Receipt[] = [];
  const answer = await withIdempotency({ req, input }, user.id, "job/pay_job", input, async (tx) => {
    receipts = [];
    if (input.customerId && input.customerId !== user.id) throw forbidden(WALLET_MSG.NotYourPayment);
    const job = await lockJob(tx, input.jobId, "update");
    if (job.creatorId !== user.id) throw forbidden(WALLET_MSG.NotYourPayment);
    const contract = await tx.contract.findUnique({
      where: { jobId: job.id },
      include: { user: { select: { id: true, email: true, firstName: true, lastName: true, company: true, accountType: true } } },
    });
    if (!contract) throw conflict(WALLET_MSG.NoContract);
    if (input.providerId && input.providerId !== contract.userId) throw conflict(WALLET_MSG.WrongProvider);
    if (job.status !== JOB_STATUS.progressing && job.status !== JOB_STATUS.completed) throw conflict(WALLET_MSG.NotPayable);
    const reference = payReference(contract.id);
    if (await tx.ledgerJournal.findUnique({ where: { kind_reference: { kind: "pay", reference } }, select: { id: true } })) {
      throw conflict(WALLET_MSG.AlreadyPaid);
    }
    const full = await tx.job.findUniqueOrThrow({ where: { id: job.id }, select: { payType: true } });
    const amounts = contractAmounts({ ...contract, payType: full.payType }, await feePercentIn(tx), await trackedHoursForContract(contract.id, tx));
    const stale =
      (input.total !== undefined && dollarsToCents(input.total) !== amounts.totalCents) ||
      (input.subTotal !== undefined && dollarsToCents(input.subTotal) !== amounts.subTotalCents);
    if (stale) {
      throw new AppError(409, WALLET_MSG.StalePage, { total: centsToDollars(amounts.totalCents), subTotal: centsToDollars(amounts.subTotalCents) });
    }

    if (job.status === JOB_STATUS.progressing) {
      const now = await transitionJob(tx, { jobId: job.id, ownerId: user.id, event: "complete_contract" });
      await tx.contract.update({ where: { id: contract.id }, data: { completedAt: now } });
    }
    const entries = [
      { account: { kind: "wallet" as const, userId: user.id }, amountCents: -amounts.totalCents },
      { account: { kind: "wallet" as const, userId: contract.userId }, amountCents: amounts.subTotalCents },
      ...(amounts.feeCents > 0 ? [{ account: { kind: "fee_revenue" as const }, amountCents: amounts.feeCents }] : []),
    ];
    try {
      const { created } = await postJournal(tx, { kind: "pay", reference, memo: job.title, userId: user.id, jobId: job.id, entries });
      if (!created) throw conflict(WALLET_MSG.AlreadyPaid);
    } catch (err) {
      if (err instanceof AppError && err.message === INSUFFICIENT_BALANCE) throw conflict(WALLET_MSG.NotEnoughToPay);
      throw err;
    }

    const payer = displayName(user) || "Your employer";
    const payee = displayName(contract.user) || "the provider";
    await notify(tx, {
      userId: contract.userId,
      type: "payment_received",
      message: `${payer} paid ${formatCents(amounts.subTotalCents)} for "${job.title}".`,
      creatorId: user.id,
      jobId: job.id,
    });
    await notify(tx, {
      userId: user.id,
      type: "payment_sent",
      message: `You paid ${formatCents(amounts.totalCents)} to ${payee} for "${job.title}".`,
      creatorId: contract.userId,
      jobId: job.id,
    });
    const balanceCents = await walletBalanceCents(user.id, tx);
    const lines = receiptLines(job.title, contract.id, amounts);
    receipts = [
      {
        to: user.email,
        subject: `Receipt: you paid ${formatCents(amounts.totalCents)} for "${job.title}"`,
        text: [`You paid ${payee} for "${job.title}".`, "", ...lines, "", `Transaction history: ${siteUrl("/dashboard/payment")}`].join("\n"),
      },
      {
        to: contract.user.email,
        subject: `You earned ${formatCents(amounts.subTotalCents)} for "${job.title}"`,
        text: [
          `${payer} paid you for "${job.title}".`,
          "",
          `Contract: #${contract.id}`,
          `Earned: ${formatCents(amounts.subTotalCents)}`,
          "",
          `Your earnings: ${siteUrl("/dashboard/payment")}`,
        ].join("\n"),
      },
    ];
    return {
      job: { _id: job.id, title: job.title, status: JOB_STATUS.completed },
      balance: centsToDollars(balanceCents),
      payment: {
        contractId: contract.id,
        subTotal: centsToDollars(amounts.subTotalCents),
        fee: centsToDollars(amounts.feeCents),
        feePercent: amounts.feePercent,
        total: centsToDollars(amounts.totalCents),
      },
    };
  });
  // After the commit (a replayed answer sends nothing: the closure only fills when the work ran).
  for (const r of receipts) await sendMail(r).catch((err) => console.error("[pay] receipt mail failed", err));
  if (receipts.length) revalidatePublicJob(input.jobId);
  return answer;
}

function receiptLines(title: string, contractId: string, a: ContractAmounts) {
  return [
    `Contract: ${title} (#${contractId})`,
    ...(a.hours !== null ? [`Hours: ${a.hours}${a.hoursTracked ? " (tracked)" : ""}`] : []),
    `Subtotal: ${formatCents(a.subTotalCents)}`,
    `Service fee (${a.feePercent}%): ${formatCents(a.feeCents)}`,
    `Total: ${formatCents(a.totalCents)}`,
  ];
}
