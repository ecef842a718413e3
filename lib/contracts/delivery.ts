// Fixed-price delivery (docs/money.md, Fixed-price delivery; states in lib/contracts/delivery-states.ts): the
// worker marks an active fixed-price contract delivered with a note (contract/deliver), the employer is told and
// a queued job accepts it automatically DELIVERY_AUTO_ACCEPT_HOURS later; the employer accepts it first
// (contract/accept_delivery) or disputes it (contract/dispute_delivery, lib/disputes). Accepting pays the
// contract in full from its hold and the wallet and completes it, in the accepting transaction
// (payContractInTx, lib/money/pay/pay-contract.ts: job/pay_job's amounts, journal reference and receipts).
//
// Short funds: the employer's acceptance is refused (409, nothing written: "add funds"), as job/pay_job refuses;
// the automatic acceptance accepts anyway and completes the contract, and the minutely sweep
// (`delivery:sweep`) pays it once the hold and wallet cover it (job/pay_job can pay it too).
//
// Lock order, as job/pay_job: the job row FOR UPDATE first, then the contract and the wallets. Each decision is
// one guarded UPDATE (`where deliveryStatus = 'delivered'`), so of an acceptance, job/pay_job, a dispute and
// the automatic acceptance, exactly one decides (and the contract's journal reference pays it once, ever).
import "server-only";
import { db, type Tx } from "@/lib/db";
import { displayName } from "@/lib/accounts/dto";
import { badRequest, conflict, forbidden, notFound } from "@/lib/http/errors";
import { lockJob } from "@/lib/jobs/access";
import { JOB_STATUS } from "@/lib/jobs/states";
import { completeContractTx } from "@/lib/jobs/complete-contract";
import { enqueue, dequeueByKey } from "@/lib/background/queue";
import { notifyAll } from "@/lib/notifications/create-notification";
import { printMails } from "@/lib/integrations/mail/send-mail";
import { formatCents } from "@/lib/money/amounts/format";
import { centsToDollars } from "@/lib/money/amounts/convert";
import { payContractInTx, type ContractPayment } from "@/lib/money/pay/pay-contract";
import { invalidateUserStatistics } from "@/lib/jobs/statistics";
import { revalidatePublicJob } from "@/lib/public-pages/cache";
import type { AuthUser } from "@/lib/session/current-user";
import { DELIVERY, DELIVERY_AUTO_ACCEPT_HOURS } from "@/lib/contracts/delivery-states";
import { DELIVERY_MSG } from "@/lib/contracts/delivery-messages";
import type { AcceptDeliveryInput, DeliverInput } from "@/lib/contracts/delivery-schemas";
import { dateTimeText } from "@/lib/contracts/delivery-format";

export const AUTO_ACCEPT_TASK = "delivery_auto_accept";
export const autoAcceptKey = (contractId: string) => `${AUTO_ACCEPT_TASK}:${contractId}`;

/** The job with its contract, read after lockJob (the caller's transaction holds the job row). */
async function jobWithContract(tx: Tx, jobId: string) {
  const job = await tx.job.findUnique({
    where: { id: jobId },
    select: {
      id: true,
      title: true,
      status: true,
      payType: true,
      creatorId: true,
      creator: { select: { firstName: true, lastName: true, company: true, accountType: true } },
      contract: {
        select: {
          id: true,
          userId: true,
          price: true,
          extraPay: true,
          completedAt: true,
          canceledAt: true,
          deliveryStatus: true,
          deliveryAutoAcceptAt: true,
          user: { select: { firstName: true, lastName: true, company: true, accountType: true } },
        },
      },
    },
  });
  if (!job) throw notFound(DELIVERY_MSG.JobNotFound);
  return job;
}

/** contract/deliver: the hired worker marks the work of an active fixed-price contract delivered, once. */
export async function deliverWork(user: AuthUser, input: DeliverInput, now = new Date()) {
  const out = await db.$transaction(async (tx) => {
    await lockJob(tx, input.jobId, "update");
    const job = await jobWithContract(tx, input.jobId);
    const c = job.contract;
    if (!c) throw conflict(DELIVERY_MSG.NoContract);
    if (c.userId !== user.id) throw forbidden(DELIVERY_MSG.NotYourContract);
    if (job.payType !== "Fixed") throw badRequest(DELIVERY_MSG.HourlyContract);
    if (job.status !== JOB_STATUS.progressing || c.completedAt || c.canceledAt) throw conflict(DELIVERY_MSG.NotActive);
    const autoAcceptAt = new Date(now.getTime() + DELIVERY_AUTO_ACCEPT_HOURS * 3_600_000);
    const { count } = await tx.contract.updateMany({
      where: { id: c.id, deliveryStatus: null },
      data: { deliveryStatus: DELIVERY.delivered, deliveredAt: now, deliveryNote: input.note, deliveryAutoAcceptAt: autoAcceptAt },
    });
    if (count === 0) throw conflict(DELIVERY_MSG.AlreadyDelivered);
    await enqueue(AUTO_ACCEPT_TASK, { contractId: c.id }, { tx, runAt: autoAcceptAt, jobKey: autoAcceptKey(c.id) });
    const who = displayName(c.user) || "Your worker";
    await notifyAll(tx, [
      {
        userId: job.creatorId,
        type: "delivery_submitted",
        message: `${who} delivered the work on "${job.title}". Review it and accept and pay ${formatCents(c.price + c.extraPay)}, or dispute it, by ${dateTimeText(autoAcceptAt)}; after that it is accepted automatically.`,
        creatorId: user.id,
        jobId: job.id,
      },
    ]);
    return { jobId: job.id, contractId: c.id, autoAcceptAt };
  });
  revalidatePublicJob(out.jobId);
  return {
    delivery: {
      contractId: out.contractId,
      status: DELIVERY.delivered,
      deliveredAt: now.toISOString(),
      autoAcceptAt: out.autoAcceptAt.toISOString(),
    },
  };
}

type Decision = { kind: "accept"; by: string } | { kind: "auto" };
type Decided = { jobId: string; contractId: string; workerId: string; employerId: string; payment: ContractPayment };

/**
 * One acceptance in its own transaction: the job row FOR UPDATE, the guarded change, the payment, the worker
 * told. null when the automatic acceptance finds nothing to do (decided already, not due, no such contract).
 */
async function decide(ref: { jobId: string } | { contractId: string }, d: Decision, now: Date): Promise<Decided | null> {
  const out = await db.$transaction(async (tx) => {
    let jobId: string;
    if ("jobId" in ref) jobId = ref.jobId;
    else {
      const row = await tx.contract.findUnique({ where: { id: ref.contractId }, select: { jobId: true } });
      if (!row) return null;
      jobId = row.jobId;
    }
    await lockJob(tx, jobId, "update");
    const job = await jobWithContract(tx, jobId);
    const c = job.contract;
    if (d.kind === "accept") {
      if (job.creatorId !== d.by) throw forbidden(DELIVERY_MSG.NotYourJob);
      if (!c) throw conflict(DELIVERY_MSG.NoContract);
      if (c.deliveryStatus === null) throw conflict(DELIVERY_MSG.NotDelivered);
    } else if (!c || c.deliveryStatus !== DELIVERY.delivered || (c.deliveryAutoAcceptAt?.getTime() ?? Infinity) > now.getTime()) {
      // decided already, or not due yet (a job run early by hand: the queued one comes back at its time)
      return null;
    }
    const { count } = await tx.contract.updateMany({
      where: { id: c!.id, deliveryStatus: DELIVERY.delivered, canceledAt: null },
      data: { deliveryStatus: DELIVERY.accepted, deliveryDecidedAt: now, deliveryDecidedBy: d.kind === "auto" ? null : d.by },
    });
    if (count === 0) {
      if (d.kind === "auto") return null;
      throw conflict(DELIVERY_MSG.AlreadyDecided);
    }
    const payment = await payContractInTx(tx, {
      jobId,
      now,
      note: d.kind === "auto" ? "The delivery was accepted automatically." : "The delivery was accepted.",
    });
    if (payment.outcome === "short") {
      // the employer is refused (the acceptance rolls back); the automatic acceptance stands, the contract is
      // completed and the sweep pays it once funds arrive
      if (d.kind === "accept") throw conflict(DELIVERY_MSG.NotEnoughToAccept);
      if (job.status === JOB_STATUS.progressing) {
        await completeContractTx(tx, { jobId, ownerId: job.creatorId, contractId: c!.id, now });
      }
    }
    if (d.kind === "accept") await dequeueByKey(autoAcceptKey(c!.id), tx);
    const employer = displayName(job.creator) || "Your employer";
    await notifyAll(tx, [
      {
        userId: c!.userId,
        type: "delivery_accepted",
        message:
          d.kind === "auto"
            ? `Your delivery on "${job.title}" was accepted automatically.`
            : `${employer} accepted your delivery on "${job.title}".`,
        creatorId: d.kind === "auto" ? null : job.creatorId,
        jobId,
      },
      ...(payment.outcome === "short"
        ? [
            {
              userId: job.creatorId,
              type: "delivery_unfunded",
              message: `The accepted delivery on "${job.title}" (${formatCents(payment.amounts.totalCents)}) is waiting for funds. Add funds to your wallet and it is paid automatically.`,
              creatorId: c!.userId,
              jobId,
            },
          ]
        : []),
    ]);
    return { jobId, contractId: c!.id, workerId: c!.userId, employerId: job.creatorId, payment };
  });
  if (out) afterCommit(out);
  return out;
}

function afterCommit(out: { jobId: string; workerId: string; employerId: string; payment: ContractPayment }) {
  revalidatePublicJob(out.jobId);
  if (out.payment.outcome === "paid") {
    printMails(out.payment.receipts);
    invalidateUserStatistics(out.employerId, out.workerId);
  }
}

/** contract/accept_delivery: the employer accepts the delivery; the contract is paid in full and completed. */
export async function acceptDelivery(user: AuthUser, input: AcceptDeliveryInput, now = new Date()) {
  const d = (await decide({ jobId: input.jobId }, { kind: "accept", by: user.id }, now))!;
  const p = d.payment;
  return {
    delivery: { contractId: d.contractId, status: DELIVERY.accepted },
    paid: p.outcome === "paid",
    ...(p.outcome === "paid"
      ? {
          balance: centsToDollars(p.balanceCents),
          payment: {
            contractId: d.contractId,
            subTotal: centsToDollars(p.amounts.subTotalCents),
            fee: centsToDollars(p.amounts.feeCents),
            feePercent: p.amounts.feePercent,
            total: centsToDollars(p.amounts.totalCents),
          },
        }
      : {}),
  };
}

/** The queued automatic acceptance (safe to run twice: a decided delivery is left as it is). */
export async function autoAcceptTask(payload: Record<string, unknown>, now = new Date()): Promise<void> {
  const id = String(payload.contractId ?? "");
  if (id) await decide({ contractId: id }, { kind: "auto" }, now);
}

/**
 * The minutely sweep (task `delivery:sweep`): accepts the overdue deliveries still waiting (a queued job that
 * was lost, or demo data written without one), then pays the accepted ones whose payment waited for funds.
 */
export async function deliverySweep(now = new Date()): Promise<void> {
  const overdue = await db.contract.findMany({
    where: { deliveryStatus: DELIVERY.delivered, deliveryAutoAcceptAt: { lte: now }, canceledAt: null },
    orderBy: { deliveryAutoAcceptAt: "asc" },
    take: 100,
    select: { id: true },
  });
  for (const c of overdue) await decide({ contractId: c.id }, { kind: "auto" }, now);
  await payAcceptedDeliveries(100, now);
}

/** The retry: pays every accepted delivery still unpaid (a wallet that was short may hold enough now). */
export async function payAcceptedDeliveries(limit = 100, now = new Date()): Promise<number> {
  const due = await db.$queryRaw<{ jobId: string; userId: string; creatorId: string }[]>`
    SELECT c."jobId", c."userId", j."creatorId" FROM "Contract" c JOIN "Job" j ON j."id" = c."jobId"
    WHERE c."deliveryStatus" = ${DELIVERY.accepted}::"DeliveryStatus" AND c."canceledAt" IS NULL
      AND NOT EXISTS (SELECT 1 FROM "LedgerJournal" lj WHERE lj."kind" = 'pay' AND lj."reference" = 'pay:contract:' || c."id")
    ORDER BY c."deliveryDecidedAt" NULLS FIRST, c."id" LIMIT ${limit}`;
  let paid = 0;
  for (const row of due) {
    const payment = await db.$transaction(async (tx) => {
      await lockJob(tx, row.jobId, "update");
      return payContractInTx(tx, { jobId: row.jobId, now, note: "The delivery was accepted; the payment waited for funds." });
    });
    if (payment.outcome === "paid") {
      paid++;
      afterCommit({ jobId: row.jobId, workerId: row.userId, employerId: row.creatorId, payment });
    }
  }
  return paid;
}
