// job/pay_period against real PostgreSQL: the hours of an ongoing hourly contract paid by period, to the
// minute and the cent as job/pay_job bills them, the entries stamped paid in the same transaction, the
// contract left open; a double click pays once; completing pays only the rest; paid time cannot be removed;
// the worker's screens hear of it (their payment_received notification event commits with the payment).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { employee, employer } from "./job-kit";
import { hiredContract, setFeePercent } from "./wallet-kit";
import { hourlyContract } from "./time-kit";
import { POST as payPeriod } from "@/app/api/job/pay_period/route";
import { POST as payJob } from "@/app/api/job/pay_job/route";
import { POST as completeContract } from "@/app/api/job/complete_contract/route";
import { POST as removeTimesheet } from "@/app/api/job/remove_timesheet/route";
import { JOB_STATUS } from "@/lib/jobs/states";
import { TIME_MSG } from "@/lib/timesheets/messages";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";
import { checkLedger, walletBalanceCents } from "@/lib/money/ledger/ledger";
import { quoteContractPayment } from "@/lib/money/pay/pay-contract";
import { quotePayPeriods } from "@/lib/money/pay/pay-period";
import { transactionPage, transactionsCsv } from "@/lib/money/history/history";
import { getTimesheet } from "@/lib/timesheets/queries";
import { weekRange } from "@/lib/time/zone";

beforeAll(async () => {
  await setFeePercent(10);
});

/** A time entry written directly (manual time is limited to this week; a period reaches back further). */
async function entry(contract: { id: string; userId: string }, start: Date, seconds: number) {
  const row = await db.timeEntry.create({
    data: {
      contractId: contract.id,
      userId: contract.userId,
      start,
      end: new Date(start.getTime() + seconds * 1000),
      memo: "",
      type: "track",
    },
  });
  return row.id;
}

/** An hourly contract at $26/h with 10:00 + 10:17 last week (in the job's zone) and 10:00 this week. */
async function withHours() {
  const s = await hourlyContract({ price: 26, duration: 2, fundCents: 10_000 });
  const tz = (await quotePayPeriods(s.jobId, s.owner.user.id))!.timezone;
  const thisWeek = weekRange(new Date(), tz).start;
  const lastWeek = new Date(thisWeek.getTime() - 3 * 86_400_000);
  const a = await entry(s.contract, lastWeek, 600);
  const b = await entry(s.contract, new Date(lastWeek.getTime() + 3600_000), 617);
  const c = await entry(s.contract, new Date(thisWeek.getTime() + 60_000), 600);
  return { ...s, tz, a, b, c };
}

describe("job/pay_period", () => {
  it("pays last week's hours to the minute, stamps them paid, keeps the contract open and pays once", async () => {
    const { owner, worker, jobId, contract, a, b, c } = await withHours();
    // 600 s + 617 s = 20 min 17 s → 20 minutes; $26 × 20 / 60 = $8.666… → $8.67; fee 10 % → $0.87
    const quote = (await quotePayPeriods(jobId, owner.user.id))!;
    expect(quote.week).toMatchObject({ entries: 2, minutes: 20, subTotalCents: 867, feeCents: 87, totalCents: 954 });
    expect(quote.all).toMatchObject({ entries: 3, minutes: 30, subTotalCents: 1300, feeCents: 130, totalCents: 1430 });
    expect(quote.weeks).toHaveLength(2);

    const stale = await call(payPeriod, { token: owner.token, body: { jobId, through: "week", total: 10 } });
    expect(stale).toMatchObject({ status: 409, json: { result: false, error: WALLET_MSG.StalePage, total: 9.54 } });

    const key = `period-${jobId}`;
    const body = { jobId, through: "week", total: 9.54 };
    const [first, again] = await Promise.all([
      call(payPeriod, { token: owner.token, headers: { "Idempotency-Key": key }, body }),
      call(payPeriod, { token: owner.token, headers: { "Idempotency-Key": key }, body }),
    ]);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.payment).toMatchObject({ entries: 2, minutes: 20, subTotal: 8.67, fee: 0.87, total: 9.54 });
    expect(again.json).toEqual(first.json);
    expect(first.json.balance).toBe(90.46);
    expect(await walletBalanceCents(owner.user.id)).toBe(9046);
    expect(await walletBalanceCents(worker.user.id)).toBe(867);

    const rows = await db.timeEntry.findMany({
      where: { contractId: contract.id },
      select: { id: true, paidAt: true, paidJournalId: true },
    });
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(a)!.paidJournalId).toBe(first.json.payment.journalId);
    expect(byId.get(b)!.paidAt).not.toBeNull();
    expect(byId.get(c)!.paidAt).toBeNull();
    expect((await db.job.findUniqueOrThrow({ where: { id: jobId } })).status).toBe(JOB_STATUS.progressing);

    // a second click with a new key: nothing is left before this week
    const twice = await call(payPeriod, { token: owner.token, body: { jobId, through: "week" } });
    expect(twice).toMatchObject({ status: 409, json: { error: WALLET_MSG.NothingUnpaidWeek } });
    expect(await walletBalanceCents(owner.user.id)).toBe(9046);

    // the worker heard of it with the commit: a payment_received notification event on their stream
    const events = await db.realtimeEvent.findMany({ where: { userId: worker.user.id }, select: { payload: true } });
    expect(events.map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ type: "notification", notification: expect.objectContaining({ type: "payment_received", job: jobId }) }),
    );

    // both histories, the CSV and the receipts show the period payment
    const earned = await transactionPage(worker.user.id);
    expect(earned.transactions[0]).toMatchObject({ type: "earn", amountCents: 867 });
    expect(earned.transactions[0].title).toMatch(/^Earning: .*\(hours /);
    expect(earned.totalEarned).toBe(8.67);
    const csv = await transactionsCsv(owner.user.id);
    expect(csv).toMatch(/Payment: .*\(hours .*,pay,-8\.67,Completed/);
    expect(csv).toMatch(/,fee,-0\.87,Completed/);
    const receipt = await db.mailOutbox.findFirstOrThrow({ where: { to: owner.user.email, subject: { contains: "for hours on" } } });
    expect(receipt.text).toContain("Total: $9.54");
    expect(receipt.text).toContain("The contract stays open.");
    expect(await db.mailOutbox.count({ where: { to: worker.user.email, subject: { contains: "You earned $8.67" } } })).toBe(1);

    // the worker's timesheet shows what is paid; paid time can no longer be removed
    const sheet = await getTimesheet(jobId, worker.user.id, "America/Chicago");
    expect(sheet.timesheet.find((e) => e._id === a)!.paidAt).not.toBeNull();
    expect(sheet.timesheet.find((e) => e._id === c)!.paidAt).toBeNull();
    const removePaid = await call(removeTimesheet, { token: worker.token, body: { id: a, projectId: jobId, timezone: "America/Chicago" } });
    expect(removePaid).toMatchObject({ status: 409, json: { error: TIME_MSG.EntryPaid } });
    expect(await db.timeEntry.count({ where: { id: a } })).toBe(1);

    // completing pays only the rest: 10 minutes, $4.33 + $0.43, and stamps it
    const rest = await quoteContractPayment(jobId, owner.user.id);
    expect(rest.amounts).toMatchObject({ minutes: 10, hoursTracked: true, subTotalCents: 433, feeCents: 43, totalCents: 476 });
    expect(rest).toMatchObject({ paid: false, paidEntries: 2, nothingLeft: false });
    const done = await call(payJob, { token: owner.token, body: { jobId, total: 4.76, subTotal: 4.33 } });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(await walletBalanceCents(worker.user.id)).toBe(867 + 433);
    expect(await walletBalanceCents(owner.user.id)).toBe(9046 - 476);
    expect((await db.timeEntry.findUniqueOrThrow({ where: { id: c } })).paidJournalId).not.toBeNull();
    expect((await db.job.findUniqueOrThrow({ where: { id: jobId } })).status).toBe(JOB_STATUS.completed);
    expect(await call(payPeriod, { token: owner.token, body: { jobId } })).toMatchObject({
      status: 409,
      json: { error: WALLET_MSG.PeriodNotActive },
    });
    expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
  });

  it("pays everything so far; two clicks without a key pay once; completing then pays nothing more", async () => {
    const { owner, worker, jobId } = await withHours();
    const [one, two] = await Promise.all([
      call(payPeriod, { token: owner.token, body: { jobId, through: "all" } }),
      call(payPeriod, { token: owner.token, body: { jobId, through: "all" } }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect((one.status === 200 ? two : one).json.error).toBe(WALLET_MSG.NothingUnpaid);
    expect(await walletBalanceCents(worker.user.id)).toBe(1300);
    expect(await walletBalanceCents(owner.user.id)).toBe(10_000 - 1430);

    const quote = await quoteContractPayment(jobId, owner.user.id);
    expect(quote).toMatchObject({ nothingLeft: true, paid: true, amounts: { totalCents: 0 } });
    expect(await call(payJob, { token: owner.token, body: { jobId } })).toMatchObject({
      status: 409,
      json: { error: WALLET_MSG.NothingLeftToPay },
    });
    expect((await call(completeContract, { token: owner.token, body: { id: jobId } })).status).toBe(200);
    expect(await walletBalanceCents(owner.user.id)).toBe(10_000 - 1430);
  });

  it("completing never bills other hours than it read: time changed while it waited for the job is refused as stale", async () => {
    const { owner, worker, jobId, contract } = await withHours();
    let paying!: ReturnType<typeof call>;
    // another writer holds the job (as pay_period or add_timesheet do) and changes the timesheet meanwhile
    await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Job" WHERE "id" = ${jobId} FOR UPDATE`;
      await tx.timeEntry.create({
        data: {
          contractId: contract.id,
          userId: contract.userId,
          start: new Date(Date.now() - 7200_000),
          end: new Date(Date.now() - 6600_000),
          type: "manual",
        },
      });
      paying = call(payJob, { token: owner.token, body: { jobId } });
      await new Promise((r) => setTimeout(r, 800));
    });
    expect(await paying).toMatchObject({ status: 409, json: { error: WALLET_MSG.StalePage } });
    expect((await db.job.findUniqueOrThrow({ where: { id: jobId } })).status).toBe(JOB_STATUS.progressing);
    expect(await db.timeEntry.count({ where: { contractId: contract.id, paidAt: { not: null } } })).toBe(0);
    expect(await walletBalanceCents(worker.user.id)).toBe(0);
    // reloaded, it pays all four entries: 10:00 + 10:17 + 10:00 + 10:00 = 40 min 17 s → 40 min → $17.33 + $1.73
    const paid = await call(payJob, { token: owner.token, body: { jobId, total: 19.06 } });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(await db.timeEntry.count({ where: { contractId: contract.id, paidAt: null } })).toBe(0);
  });

  it("refuses other people, fixed-price contracts, an empty timesheet and a short wallet", async () => {
    const { owner, worker, jobId } = await withHours();
    const stranger = await employer();
    expect(await call(payPeriod, { token: stranger.token, body: { jobId } })).toMatchObject({
      status: 403,
      json: { error: WALLET_MSG.NotYourPayment },
    });
    expect((await call(payPeriod, { token: worker.token, body: { jobId } })).status).toBe(403);
    expect((await call(payPeriod, { token: (await employee()).token, body: { jobId } })).status).toBe(403);
    expect((await call(payPeriod, { body: { jobId } })).status).toBe(401);
    expect(await call(payPeriod, { token: owner.token, body: { jobId, through: "month" } })).toMatchObject({ status: 400 });
    expect(await db.timeEntry.count({ where: { contract: { jobId }, paidAt: { not: null } } })).toBe(0);

    const fixed = await hiredContract({ payType: "Fixed", price: 100, fundCents: 20_000 });
    expect(await call(payPeriod, { token: fixed.owner.token, body: { jobId: fixed.jobId } })).toMatchObject({
      status: 409,
      json: { error: WALLET_MSG.PeriodHourlyOnly },
    });

    const empty = await hourlyContract({ price: 30, fundCents: 1000 });
    expect(await call(payPeriod, { token: empty.owner.token, body: { jobId: empty.jobId } })).toMatchObject({
      status: 409,
      json: { error: WALLET_MSG.NothingUnpaid },
    });

    const broke = await hourlyContract({ price: 26 });
    await entry(broke.contract, new Date(Date.now() - 3600_000), 600);
    expect(await call(payPeriod, { token: broke.owner.token, body: { jobId: broke.jobId } })).toMatchObject({
      status: 409,
      json: { error: WALLET_MSG.NotEnoughToPay },
    });
    expect(await db.timeEntry.count({ where: { contractId: broke.contract.id, paidAt: { not: null } } })).toBe(0);
  });
});
