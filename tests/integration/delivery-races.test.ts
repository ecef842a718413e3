// Fixed-price delivery races on real PostgreSQL: every pair that can meet decides once and pays once — the
// employer's acceptance vs the automatic acceptance, a dispute's guarded update (delivered → disputed, here in
// SQL) vs the automatic acceptance, and job/pay_job on a delivered contract (it accepts the delivery too).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { setFeePercent } from "./wallet-kit";
import { deliveredContract, dueAt, ledgerOk } from "./delivery-kit";
import { POST as acceptDelivery } from "@/app/api/contract/accept_delivery/route";
import { POST as payJob } from "@/app/api/job/pay_job/route";
import { autoAcceptTask } from "@/lib/contracts/delivery";
import { DELIVERY_MSG } from "@/lib/contracts/delivery-messages";
import { payReference } from "@/lib/money/pay/pay-contract";
import { walletBalanceCents } from "@/lib/money/ledger/ledger";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";

beforeAll(async () => {
  await setFeePercent(10);
});

const journals = (contractId: string) => db.ledgerJournal.count({ where: { kind: "pay", reference: payReference(contractId) } });
const dispute = (contractId: string) =>
  db.$executeRaw`UPDATE "Contract" SET "deliveryStatus" = 'disputed', "deliveryDecidedAt" = now()
    WHERE "id" = ${contractId} AND "deliveryStatus" = 'delivered'`;

describe("delivery races", () => {
  it("accept vs the automatic acceptance: one decides, paid exactly once", async () => {
    for (let i = 0; i < 3; i++) {
      const { owner, worker, jobId, contract } = await deliveredContract({ fundBefore: 33_000 });
      const [r] = await Promise.all([
        call(acceptDelivery, { token: owner.token, body: { jobId } }),
        autoAcceptTask({ contractId: contract.id }, dueAt(contract)),
      ]);
      expect([200, 409]).toContain(r.status);
      if (r.status === 409) expect(r.json.error).toBe(DELIVERY_MSG.AlreadyDecided);
      const after = await db.contract.findUniqueOrThrow({ where: { id: contract.id } });
      expect(after.deliveryStatus).toBe("accepted");
      expect(after.deliveryDecidedBy).toBe(r.status === 200 ? owner.user.id : null);
      expect(await journals(contract.id)).toBe(1);
      expect(await walletBalanceCents(worker.user.id)).toBe(30_000);
    }
    await ledgerOk();
  });

  it("two acceptances at once: one 200, one 409, one payment", async () => {
    const { owner, worker, jobId, contract } = await deliveredContract({ fundBefore: 33_000 });
    const both = await Promise.all([0, 1].map(() => call(acceptDelivery, { token: owner.token, body: { jobId } })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await journals(contract.id)).toBe(1);
    expect(await walletBalanceCents(worker.user.id)).toBe(30_000);
    await ledgerOk();
  });

  it("a dispute's guarded update vs the automatic acceptance: whichever wins, the other does nothing", async () => {
    for (let i = 0; i < 3; i++) {
      const { worker, contract } = await deliveredContract({ fundBefore: 33_000 });
      const [disputed] = await Promise.all([dispute(contract.id), autoAcceptTask({ contractId: contract.id }, dueAt(contract))]);
      const after = await db.contract.findUniqueOrThrow({ where: { id: contract.id } });
      if (disputed === 1) {
        expect(after.deliveryStatus).toBe("disputed");
        expect(await journals(contract.id)).toBe(0);
        expect(await walletBalanceCents(worker.user.id)).toBe(0);
      } else {
        expect(after.deliveryStatus).toBe("accepted");
        expect(await journals(contract.id)).toBe(1);
      }
    }
    await ledgerOk();
  });

  it("disputed first: the automatic acceptance and the sweep leave it alone; the employer cannot accept it", async () => {
    const { owner, worker, jobId, contract } = await deliveredContract({ fundBefore: 33_000 });
    expect(await dispute(contract.id)).toBe(1);
    await autoAcceptTask({ contractId: contract.id }, dueAt(contract));
    expect((await db.contract.findUniqueOrThrow({ where: { id: contract.id } })).deliveryStatus).toBe("disputed");
    expect(await call(acceptDelivery, { token: owner.token, body: { jobId } })).toMatchObject({
      status: 409,
      json: { error: DELIVERY_MSG.AlreadyDecided },
    });
    expect(await journals(contract.id)).toBe(0);
    expect(await walletBalanceCents(worker.user.id)).toBe(0);
  });

  it("job/pay_job on a delivered contract pays it and accepts the delivery; the automatic acceptance then does nothing", async () => {
    const { owner, worker, jobId, contract } = await deliveredContract({ fundBefore: 33_000 });
    const r = await call(payJob, { token: owner.token, body: { jobId } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const after = await db.contract.findUniqueOrThrow({ where: { id: contract.id } });
    expect(after).toMatchObject({ deliveryStatus: "accepted", deliveryDecidedBy: owner.user.id });
    await autoAcceptTask({ contractId: contract.id }, dueAt(contract));
    expect(await journals(contract.id)).toBe(1);
    expect(await walletBalanceCents(worker.user.id)).toBe(30_000);
    expect(await call(acceptDelivery, { token: owner.token, body: { jobId } })).toMatchObject({ status: 409 });
    await ledgerOk();
  });

  it("job/pay_job vs accept_delivery at once: one payment", async () => {
    const { owner, worker, jobId, contract } = await deliveredContract({ fundBefore: 33_000 });
    const [a, b] = await Promise.all([
      call(payJob, { token: owner.token, body: { jobId } }),
      call(acceptDelivery, { token: owner.token, body: { jobId } }),
    ]);
    expect([a.status, b.status]).toContain(200);
    for (const r of [a, b].filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect([WALLET_MSG.AlreadyPaid, DELIVERY_MSG.AlreadyDecided, "This contract is no longer in progress."]).toContain(r.json.error);
    }
    expect((await db.contract.findUniqueOrThrow({ where: { id: contract.id } })).deliveryStatus).toBe("accepted");
    expect(await journals(contract.id)).toBe(1);
    expect(await walletBalanceCents(worker.user.id)).toBe(30_000);
    await ledgerOk();
  });
});
