// Hourly pay is billed to the minute through the real calls: a 10-minute timesheet entry at $26/h is
// $26 × 10 / 60 = $4.333… → $4.33 (rounded to the cent once), not 0.17 h × $26 = $4.42.
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { POST as addTimesheet } from "@/app/api/job/add_timesheet/route";
import { POST as payJob } from "@/app/api/job/pay_job/route";
import { quoteContractPayment } from "@/lib/money/pay/pay-contract";
import { checkLedger, walletBalanceCents } from "@/lib/money/ledger/ledger";
import { db } from "@/lib/db";
import { hourlyContract, roomyZone, today } from "./time-kit";
import { setFeePercent } from "./wallet-kit";

const tz = roomyZone();

beforeAll(async () => {
  await setFeePercent(0);
});

describe("hourly pay to the minute", () => {
  it("bills 10 tracked minutes at $26/h as $4.33", async () => {
    const { owner, worker, jobId } = await hourlyContract({ price: 26, duration: 1, fundCents: 1000 });
    const added = await call(addTimesheet, {
      token: worker.token,
      body: { id: jobId, start: today(tz, 0), end: today(tz, 10), memo: "", type: "manual", timezone: tz },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect((await quoteContractPayment(jobId, owner.user.id)).amounts).toMatchObject({
      minutes: 10,
      hoursTracked: true,
      subTotalCents: 433,
      totalCents: 433,
    });

    // the page's 0.17 h figure is refused as stale; the minute-based one pays
    const stale = await call(payJob, { token: owner.token, body: { jobId, total: 4.42, subTotal: 4.42 } });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ result: false, total: 4.33, subTotal: 4.33 });
    const paid = await call(payJob, { token: owner.token, body: { jobId, total: 4.33, subTotal: 4.33 } });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.payment).toMatchObject({ subTotal: 4.33, total: 4.33 });
    expect(await walletBalanceCents(owner.user.id)).toBe(567);
    expect(await walletBalanceCents(worker.user.id)).toBe(433);
    const receipt = await db.mailOutbox.findFirstOrThrow({ where: { to: owner.user.email } });
    expect(receipt.text).toContain("Time: 10m (tracked)");
    expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0 });
  });
});
