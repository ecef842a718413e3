// Fixed-price delivery against real PostgreSQL (docs/money.md, Fixed-price delivery): the worker marks an
// active fixed-price contract delivered once (the employer told, the automatic acceptance queued 72 h later);
// the employer accepts, which pays the contract in full from its hold (then the wallet) and completes it; a
// short wallet refuses the employer's acceptance, while the automatic acceptance accepts and the sweep pays
// once funds arrive; a delivered contract cannot be cancelled.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { employee, employer } from "./job-kit";
import { fund, setFeePercent } from "./wallet-kit";
import { deliveredContract, dueAt, fixedContract, ledgerOk } from "./delivery-kit";
import { POST as deliver } from "@/app/api/contract/deliver/route";
import { POST as acceptDelivery } from "@/app/api/contract/accept_delivery/route";
import { POST as completeContract } from "@/app/api/job/complete_contract/route";
import { POST as cancelContract } from "@/app/api/job/cancel_contract/route";
import { POST as getJob } from "@/app/api/job/get_job/route";
import { autoAcceptKey, autoAcceptTask, deliverySweep } from "@/lib/contracts/delivery";
import { DELIVERY_MSG } from "@/lib/contracts/delivery-messages";
import { DELIVERY_AUTO_ACCEPT_HOURS, autoAcceptText } from "@/lib/contracts/delivery-states";
import { payReference } from "@/lib/money/pay/pay-contract";
import { heldCentsOf } from "@/lib/money/holds/holds";
import { walletBalanceCents } from "@/lib/money/ledger/ledger";
import { JOB_STATUS } from "@/lib/jobs/states";

beforeAll(async () => {
  await setFeePercent(10);
});

const queued = async (contractId: string) => {
  const [row] = await db.$queryRaw<
    { n: bigint }[]
  >`SELECT count(*) AS n FROM graphile_worker.jobs WHERE key = ${autoAcceptKey(contractId)}`;
  return Number(row.n);
};
const journals = (contractId: string) => db.ledgerJournal.count({ where: { kind: "pay", reference: payReference(contractId) } });

describe("contract/deliver", () => {
  it("marks an active fixed-price contract delivered with the note, due for automatic acceptance in 72 h, and tells the employer", async () => {
    const before = Date.now();
    const { owner, jobId, contract } = await deliveredContract({ fundBefore: 33_000 });
    expect(contract).toMatchObject({ deliveryStatus: "delivered", deliveryNote: "The sink is fixed; photos in the chat." });
    expect(contract.deliveredAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(contract.deliveryAutoAcceptAt!.getTime() - contract.deliveredAt!.getTime()).toBe(DELIVERY_AUTO_ACCEPT_HOURS * 3_600_000);
    expect(DELIVERY_AUTO_ACCEPT_HOURS).toBe(72);
    const note = await db.notification.findFirstOrThrow({ where: { userId: owner.user.id, type: "delivery_submitted" } });
    expect(note.jobId).toBe(jobId);
    expect(note.message).toContain("delivered the work");
    expect(note.message).toContain("$300.00");
    expect(await queued(contract.id)).toBe(1);
    expect(autoAcceptText(new Date(Date.UTC(2026, 0, 3, 5, 0)), Date.UTC(2026, 0, 1))).toBe("Accepted automatically in 2 d 5 h");
  });

  it("once only: a second delivery is a 409 and changes nothing", async () => {
    const { worker, jobId, contract } = await deliveredContract();
    const r = await call(deliver, { token: worker.token, body: { jobId, note: "again" } });
    expect(r).toMatchObject({ status: 409, json: { result: false, error: DELIVERY_MSG.AlreadyDelivered } });
    const after = await db.contract.findUniqueOrThrow({ where: { id: contract.id } });
    expect(after.deliveryNote).toBe(contract.deliveryNote);
    expect(after.deliveredAt).toEqual(contract.deliveredAt);
  });

  it("an hourly contract is refused with a 400 that says why", async () => {
    const { worker, jobId, contract } = await fixedContract({ payType: "Hourly" });
    const r = await call(deliver, { token: worker.token, body: { jobId, note: "done" } });
    expect(r).toMatchObject({ status: 400, json: { result: false, error: DELIVERY_MSG.HourlyContract } });
    expect((await db.contract.findUniqueOrThrow({ where: { id: contract.id } })).deliveryStatus).toBeNull();
  });

  it("only the hired worker: the employer, another worker and a missing job are refused", async () => {
    const { owner, jobId } = await fixedContract();
    const other = await employee();
    expect(await call(deliver, { token: owner.token, body: { jobId, note: "" } })).toMatchObject({ status: 403 });
    expect(await call(deliver, { token: other.token, body: { jobId, note: "" } })).toMatchObject({
      status: 403,
      json: { error: DELIVERY_MSG.NotYourContract },
    });
    expect(await call(deliver, { token: other.token, body: { jobId: "nope", note: "" } })).toMatchObject({ status: 404 });
    expect(await call(deliver, { token: other.token, body: { jobId, note: "x".repeat(2001) } })).toMatchObject({
      status: 400,
      json: { error: DELIVERY_MSG.NoteTooLong },
    });
  });

  it("a completed or cancelled contract is not delivered", async () => {
    const done = await fixedContract();
    expect((await call(completeContract, { token: done.owner.token, body: { id: done.jobId } })).status).toBe(200);
    expect(await call(deliver, { token: done.worker.token, body: { jobId: done.jobId, note: "" } })).toMatchObject({
      status: 409,
      json: { error: DELIVERY_MSG.NotActive },
    });
    const gone = await fixedContract();
    expect((await call(cancelContract, { token: gone.owner.token, body: { id: gone.jobId } })).status).toBe(200);
    expect(await call(deliver, { token: gone.worker.token, body: { jobId: gone.jobId, note: "" } })).toMatchObject({
      status: 409,
      json: { error: DELIVERY_MSG.NotActive },
    });
  });

  it("a delivered contract cannot be cancelled (its hold pays the work)", async () => {
    const { owner, jobId, contract } = await deliveredContract({ fundBefore: 33_000 });
    expect(await call(cancelContract, { token: owner.token, body: { id: jobId } })).toMatchObject({
      status: 409,
      json: { error: DELIVERY_MSG.NoCancel },
    });
    expect(await heldCentsOf(db, contract.id)).toBe(33_000);
    expect((await db.job.findUniqueOrThrow({ where: { id: jobId } })).status).toBe(JOB_STATUS.progressing);
  });
});

describe("contract/accept_delivery", () => {
  it("pays the contract in full from its hold, completes it, itemises the fee, mails receipts and tells both sides", async () => {
    const { owner, worker, jobId, contract } = await deliveredContract({ fundBefore: 33_000 });
    expect(await heldCentsOf(db, contract.id)).toBe(33_000);
    const r = await call(acceptDelivery, { token: owner.token, body: { jobId } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toMatchObject({
      delivery: { status: "accepted" },
      paid: true,
      balance: 0,
      payment: { subTotal: 300, fee: 30, feePercent: 10, total: 330 },
    });
    expect(await walletBalanceCents(worker.user.id)).toBe(30_000);
    expect(await walletBalanceCents(owner.user.id)).toBe(0);
    expect(await heldCentsOf(db, contract.id)).toBe(0);
    const after = await db.contract.findUniqueOrThrow({ where: { id: contract.id } });
    expect(after).toMatchObject({ deliveryStatus: "accepted", deliveryDecidedBy: owner.user.id });
    expect(after.completedAt).not.toBeNull();
    expect((await db.job.findUniqueOrThrow({ where: { id: jobId } })).status).toBe(JOB_STATUS.completed);
    expect(await journals(contract.id)).toBe(1);
    expect(await queued(contract.id)).toBe(0);
    const toWorker = (await db.notification.findMany({ where: { userId: worker.user.id, jobId } })).map((n) => n.type);
    expect(toWorker).toEqual(expect.arrayContaining(["delivery_accepted", "payment_received"]));
    expect(await db.notification.count({ where: { userId: owner.user.id, jobId, type: "payment_sent" } })).toBe(1);
    const mails = await db.mailOutbox.findMany({ where: { to: { in: [owner.user.email, worker.user.email] } } });
    expect(mails.some((m) => m.to === owner.user.email && m.text.includes("Service fee (10%): $30.00"))).toBe(true);
    expect(mails.some((m) => m.to === worker.user.email && m.text.includes("Net earned: $300.00"))).toBe(true);
    await ledgerOk();
  });

  it("without a hold the wallet pays; a hold plus wallet short refuses with 409 and writes nothing", async () => {
    const funded = await deliveredContract({ fundAfter: 40_000 });
    expect((await call(acceptDelivery, { token: funded.owner.token, body: { jobId: funded.jobId } })).status).toBe(200);
    expect(await walletBalanceCents(funded.owner.user.id)).toBe(7_000);
    expect(await walletBalanceCents(funded.worker.user.id)).toBe(30_000);

    const short = await deliveredContract({ fundAfter: 10_000 });
    const r = await call(acceptDelivery, { token: short.owner.token, body: { jobId: short.jobId } });
    expect(r).toMatchObject({ status: 409, json: { result: false, error: DELIVERY_MSG.NotEnoughToAccept } });
    expect(await db.contract.findUniqueOrThrow({ where: { id: short.contract.id } })).toMatchObject({
      deliveryStatus: "delivered",
      deliveryDecidedAt: null,
      completedAt: null,
    });
    expect(await journals(short.contract.id)).toBe(0);
    expect(await queued(short.contract.id)).toBe(1);
    expect(await walletBalanceCents(short.owner.user.id)).toBe(10_000);
    await ledgerOk();
  });

  it("refuses what is not delivered, decided already, or someone else's", async () => {
    const k = await fixedContract({ fundBefore: 33_000 });
    expect(await call(acceptDelivery, { token: k.owner.token, body: { jobId: k.jobId } })).toMatchObject({
      status: 409,
      json: { error: DELIVERY_MSG.NotDelivered },
    });
    const d = await deliveredContract({ fundBefore: 33_000 });
    const stranger = await employer();
    expect(await call(acceptDelivery, { token: stranger.token, body: { jobId: d.jobId } })).toMatchObject({
      status: 403,
      json: { error: DELIVERY_MSG.NotYourJob },
    });
    expect(await call(acceptDelivery, { token: d.worker.token, body: { jobId: d.jobId } })).toMatchObject({ status: 403 });
    expect((await call(acceptDelivery, { token: d.owner.token, body: { jobId: d.jobId } })).status).toBe(200);
    expect(await call(acceptDelivery, { token: d.owner.token, body: { jobId: d.jobId } })).toMatchObject({
      status: 409,
      json: { error: DELIVERY_MSG.AlreadyDecided },
    });
    expect(await journals(d.contract.id)).toBe(1);
  });
});

describe("automatic acceptance", () => {
  it("does nothing before it is due; when due accepts and pays; running twice pays once", async () => {
    const { worker, jobId, contract } = await deliveredContract({ fundBefore: 33_000 });
    await autoAcceptTask({ contractId: contract.id }, new Date(contract.deliveryAutoAcceptAt!.getTime() - 60_000));
    expect((await db.contract.findUniqueOrThrow({ where: { id: contract.id } })).deliveryStatus).toBe("delivered");
    await autoAcceptTask({ contractId: contract.id }, dueAt(contract));
    await autoAcceptTask({ contractId: contract.id }, dueAt(contract));
    expect(await db.contract.findUniqueOrThrow({ where: { id: contract.id } })).toMatchObject({
      deliveryStatus: "accepted",
      deliveryDecidedBy: null,
    });
    expect((await db.job.findUniqueOrThrow({ where: { id: jobId } })).status).toBe(JOB_STATUS.completed);
    expect(await journals(contract.id)).toBe(1);
    expect(await walletBalanceCents(worker.user.id)).toBe(30_000);
    const note = await db.notification.findFirstOrThrow({ where: { userId: worker.user.id, type: "delivery_accepted" } });
    expect(note.message).toContain("accepted automatically");
    await autoAcceptTask({ contractId: "missing" }, dueAt(contract));
    await ledgerOk();
  });

  it("the sweep accepts overdue deliveries whose queued job was lost", async () => {
    const { worker, contract } = await deliveredContract({ fundBefore: 33_000 });
    await db.$executeRaw`SELECT graphile_worker.remove_job(${autoAcceptKey(contract.id)}::text)`;
    await deliverySweep(new Date(contract.deliveryAutoAcceptAt!.getTime() - 60_000));
    expect((await db.contract.findUniqueOrThrow({ where: { id: contract.id } })).deliveryStatus).toBe("delivered");
    await deliverySweep(dueAt(contract));
    expect((await db.contract.findUniqueOrThrow({ where: { id: contract.id } })).deliveryStatus).toBe("accepted");
    expect(await walletBalanceCents(worker.user.id)).toBe(30_000);
    await ledgerOk();
  });

  it("a short wallet: accepted and completed anyway, the employer told; the sweep pays once funds arrive, once", async () => {
    const { owner, worker, jobId, contract } = await deliveredContract({ fundAfter: 10_000 });
    await autoAcceptTask({ contractId: contract.id }, dueAt(contract));
    const after = await db.contract.findUniqueOrThrow({ where: { id: contract.id } });
    expect(after.deliveryStatus).toBe("accepted");
    expect(after.completedAt).not.toBeNull();
    expect((await db.job.findUniqueOrThrow({ where: { id: jobId } })).status).toBe(JOB_STATUS.completed);
    expect(await journals(contract.id)).toBe(0);
    const note = await db.notification.findFirstOrThrow({ where: { userId: owner.user.id, type: "delivery_unfunded" } });
    expect(note.message).toContain("$330.00");
    // both parties read on the contract that the payment waits for the employer's funds
    const delivery = async (token: string) =>
      (await call(getJob, { token, body: { id: jobId } })).json.job.hire.delivery as { status: string; awaitingFunds: boolean };
    expect(await delivery(owner.token)).toMatchObject({ status: "accepted", awaitingFunds: true });
    expect(await delivery(worker.token)).toMatchObject({ status: "accepted", awaitingFunds: true });
    await deliverySweep(dueAt(contract));
    expect(await journals(contract.id)).toBe(0);
    await fund(owner.user.id, 30_000);
    await deliverySweep(dueAt(contract));
    await deliverySweep(dueAt(contract));
    expect(await journals(contract.id)).toBe(1);
    expect(await delivery(owner.token)).toMatchObject({ status: "accepted", awaitingFunds: false });
    expect(await delivery(worker.token)).toMatchObject({ status: "accepted", awaitingFunds: false });
    expect(await walletBalanceCents(worker.user.id)).toBe(30_000);
    expect(await walletBalanceCents(owner.user.id)).toBe(7_000);
    await ledgerOk();
  });
});
