// contract/dispute_delivery: the employer disputes a fixed-price job the worker marked delivered, before the
// delivery is accepted automatically. `payCents` (0 … price + extra pay) is the part the employer agrees to pay:
// paid to the worker at once from the hold, the service fee on it itemised on both receipts; the rest (plus the
// fee on it) is frozen in the dispute's account (lib/disputes/freeze.ts) until an admin decides.
//
// One transaction: the job row FOR UPDATE, then the guarded change of the delivery (delivered → disputed, while
// deliveryAutoAcceptAt is still ahead), so an acceptance or the automatic acceptance racing it finds the
// delivery decided and changes nothing (and the other way round). The payment and the freeze are ONE journal of
// kind "pay" under the contract's payment reference (pay:contract:{id}): the contract is paid once, ever, and
// job/pay_job refuses it afterwards; what the hold held above both goes back to the wallet.
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { badRequest, conflict, forbidden, notFound } from "@/lib/http/errors";
import { lockJob } from "@/lib/jobs/access";
import { notifyAll } from "@/lib/notifications/create-notification";
import { displayName } from "@/lib/accounts/dto";
import { formatCents } from "@/lib/money/amounts/format";
import { postJournal, type JournalEntry } from "@/lib/money/ledger/ledger";
import { feeCents } from "@/lib/money/pricing/pricing";
import { payReference } from "@/lib/money/pay/pay-contract";
import { getFeePercent } from "@/lib/settings/get-setting";
import { enqueue } from "@/lib/background/queue";
import { outboxMailsSql, printMails, type Mail } from "@/lib/integrations/mail/send-mail";
import { paymentNotices } from "@/lib/money/pay/payment-notices";
import { invalidateUserStatistics } from "@/lib/jobs/statistics";
import type { AuthUser } from "@/lib/session/current-user";
import { DISPUTE_MSG } from "@/lib/disputes/messages";
import { DELIVERY, DISPUTE_STATUS, frozenFeePart, isDelivered } from "@/lib/disputes/states";
import { disputedAccount, heldAccount, lockFreeze, walletAccount } from "@/lib/disputes/freeze";
import type { DisputeDeliveryInput } from "@/lib/disputes/schemas";
import { DISPUTE_NOTIFICATION } from "@/lib/disputes/live";

export async function disputeDelivery(user: AuthUser, input: DisputeDeliveryInput, now = new Date()) {
  let receipts: Mail[] = [];
  let people: string[] = [];
  const out = await db.$transaction(async (tx) => {
    receipts = [];
    people = [];
    const job = await lockJob(tx, input.jobId, "update");
    if (job.creatorId !== user.id) throw forbidden(DISPUTE_MSG.NotYourJob);
    const c = await tx.contract.findUnique({
      where: { jobId: job.id },
      select: {
        id: true,
        userId: true,
        price: true,
        extraPay: true,
        job: { select: { payType: true } },
        user: { select: { email: true, firstName: true, lastName: true, company: true, accountType: true } },
      },
    });
    if (!c) throw notFound(DISPUTE_MSG.NotDelivered);
    if (c.job.payType !== "Fixed") throw conflict(DISPUTE_MSG.FixedOnly);
    const subtotal = c.price + c.extraPay;
    if (input.payCents > subtotal) throw badRequest(DISPUTE_MSG.PayTooMuch);

    // the guarded change: only a delivered job whose automatic acceptance is still ahead
    const moved = await tx.contract.updateMany({
      where: { id: c.id, deliveryStatus: DELIVERY.delivered, deliveryAutoAcceptAt: { gt: now } },
      data: { deliveryStatus: DELIVERY.disputed, deliveryDecidedAt: now, deliveryDecidedBy: user.id },
    });
    if (moved.count === 0) {
      const now2 = await tx.contract.findUniqueOrThrow({ where: { id: c.id }, select: { deliveryStatus: true } });
      if (!now2.deliveryStatus) throw conflict(DISPUTE_MSG.NotDelivered);
      throw conflict(isDelivered(now2.deliveryStatus) ? DISPUTE_MSG.DeliveryTooLate : DISPUTE_MSG.DeliveryDecided);
    }
    const paid = await tx.ledgerJournal.findUnique({
      where: { kind_reference: { kind: "pay", reference: payReference(c.id) } },
      select: { id: true },
    });
    if (paid) throw conflict(DISPUTE_MSG.AlreadyPaid);

    const feePercent = await getFeePercent();
    const payFee = feeCents(input.payCents, feePercent);
    const rest = subtotal - input.payCents;
    const restFee = feeCents(rest, feePercent);
    const id = randomUUID();
    const { heldCents, walletCents } = await lockFreeze(tx, { disputeId: id, contractId: c.id, employerId: user.id, workerId: c.userId });
    const needPay = input.payCents + payFee;
    if (heldCents + walletCents < needPay) throw conflict(DISPUTE_MSG.NotEnoughToPay);
    const frozenCents = Math.min(rest + restFee, heldCents + walletCents - needPay);
    const frozenFeeCents = frozenFeePart(frozenCents, rest + restFee, restFee);
    const walletDelta = heldCents - needPay - frozenCents;

    await tx.$executeRaw`
      INSERT INTO "Dispute" ("id", "kind", "contractId", "jobId", "workerId", "employerId", "openedById", "openerNote",
        "frozenCents", "frozenFeeCents", "undisputedCents", "openedAt")
      VALUES (${id}, 'delivery', ${c.id}, ${job.id}, ${c.userId}, ${user.id}, ${user.id}, ${input.note},
        ${frozenCents}, ${frozenFeeCents}, ${input.payCents}, ${now})`;

    const entries: JournalEntry[] = [
      ...(heldCents > 0 ? [{ account: heldAccount(c.id), amountCents: -heldCents }] : []),
      ...(walletDelta !== 0 ? [{ account: walletAccount(user.id), amountCents: walletDelta }] : []),
      ...(input.payCents > 0 ? [{ account: walletAccount(c.userId), amountCents: input.payCents }] : []),
      ...(payFee > 0 ? [{ account: { kind: "fee_revenue" as const }, amountCents: payFee }] : []),
      ...(frozenCents > 0 ? [{ account: disputedAccount(id), amountCents: frozenCents }] : []),
    ];
    if (entries.length >= 2) {
      const posted = await postJournal(tx, {
        kind: "pay",
        reference: payReference(c.id),
        memo: job.title,
        userId: user.id,
        jobId: job.id,
        at: now,
        entries,
      });
      if (!posted.created) throw conflict(DISPUTE_MSG.AlreadyPaid);
    }

    const employer = displayName(user) || "Your employer";
    const agreed = input.payCents > 0 ? `${formatCents(input.payCents)} is paid to you now and ` : "";
    // the agreed part is a payment like any other: both sides get its notification and receipt
    const payment = paymentNotices({
      job,
      contractId: c.id,
      employer: { id: user.id, email: user.email, name: displayName(user) },
      worker: { id: c.userId, email: c.user.email, name: displayName(c.user) },
      amounts: { subTotalCents: input.payCents, feeCents: payFee, feePercent, totalCents: needPay },
      opening: {
        employer: `You paid ${displayName(c.user) || "the provider"} the part of "${job.title}" you agreed to.`,
        worker: `${employer} paid you the part of "${job.title}" they agreed to.`,
      },
      details: [`In dispute: ${formatCents(rest)}, set aside until an admin decides`],
    });
    await notifyAll(tx, [
      {
        userId: c.userId,
        type: DISPUTE_NOTIFICATION.opened,
        message: `${employer} disputes your delivery of "${job.title}". ${agreed}${formatCents(rest)} is set aside until an admin decides; you can add your side once.`,
        creatorId: user.id,
        jobId: job.id,
      },
      ...(input.payCents > 0 ? payment.notes : []),
    ]);
    if (input.payCents > 0) {
      const mails = payment.receipts;
      const outbox = outboxMailsSql(mails);
      await tx.$executeRaw(outbox.sql);
      if (outbox.transport === "smtp") await enqueue("mail:deliver", { ids: outbox.ids }, { tx });
      else receipts = mails;
      people = [user.id, c.userId];
    }
    return { dispute: { _id: id, status: DISPUTE_STATUS.open, frozenCents, frozenFeeCents, undisputedCents: input.payCents } };
  });
  printMails(receipts);
  if (people.length) invalidateUserStatistics(...people);
  return out;
}
