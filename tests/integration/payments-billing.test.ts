// user/create_stripe_session, the sandbox checkout page's calls, the sandbox portal (cancel, change) and
// clock, and redeem credit: levels and credits change only from the processor's signed events.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as createSession } from "@/app/api/user/create_stripe_session/route";
import { POST as portal } from "@/app/api/user/billing_portal/route";
import { POST as checkoutPay } from "@/app/api/sandbox/checkout_pay/route";
import { POST as cancelPlan } from "@/app/api/sandbox/cancel_plan/route";
import { POST as changePlan } from "@/app/api/sandbox/change_plan/route";
import { sandboxAdvanceClock } from "@/lib/money/processors/sandbox-billing";
import { creditShown, grantCredit, redeemDueCredits } from "@/lib/money/billing/credits";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";
import { enqueue, runDueJobs } from "@/lib/background/queue";
import { PERIODIC } from "@/lib/tasks";
import { CARD, customer } from "./payments-kit";

async function buy(token: string, type: string, card = CARD.ok) {
  const session = await call(createSession, { token, body: { type, customer: "", userId: "" } });
  expect(session.status, JSON.stringify(session.json)).toBe(200);
  const paid = await call(checkoutPay, { token, body: { id: session.json.id, card } });
  return { session: session.json, paid };
}

const user = (id: string) => db.user.findUniqueOrThrow({ where: { id }, select: { level: true, credit: true } });
const DAY = 24 * 3600 * 1000;

describe("user/create_stripe_session and the sandbox checkout", () => {
  it("Basic: the session points at the sandbox checkout; paying sets level 1 and journals the invoice", async () => {
    const me = await customer();
    const session = await call(createSession, { token: me.token, body: { type: "basic" } });
    expect(session.status).toBe(200);
    expect(session.json.id).toMatch(/^cs_sb_/);
    expect(session.json.url).toMatch(new RegExp(`/sandbox/checkout/${session.json.id}$`));
    expect((await user(me.user.id)).level).toBe(0); // nothing before the provider confirms
    const paid = await call(checkoutPay, { token: me.token, body: { id: session.json.id, card: CARD.ok } });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect((await user(me.user.id)).level).toBe(1);
    const sub = await db.subscription.findFirstOrThrow({ where: { userId: me.user.id } });
    expect(sub).toMatchObject({ plan: "basic", status: "active", cancelAtPeriodEnd: false });
    const journals = await db.ledgerJournal.findMany({ where: { userId: me.user.id, kind: "plan_purchase" } });
    expect(journals).toHaveLength(1);
    expect(journals[0].reference).toMatch(/^invoice:in_/);
    expect((await call(checkoutPay, { token: me.token, body: { id: session.json.id, card: CARD.ok } })).status).toBe(409);
    expect((await user(me.user.id)).level).toBe(1);
  });

  it("Single Job Posting at the free level adds one credit (journaled by the checkout id); refused at a paid level", async () => {
    const me = await customer();
    const { session, paid } = await buy(me.token, "single job posting");
    expect(paid.status).toBe(200);
    expect(await user(me.user.id)).toEqual({ level: 0, credit: 1 });
    expect(await db.ledgerJournal.count({ where: { reference: `checkout:${session.id}` } })).toBe(1);
    await buy(me.token, "premium");
    expect((await user(me.user.id)).level).toBe(3);
    const refused = await call(createSession, { token: me.token, body: { type: "single job posting" } });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(PAY_MSG.SinglePaidLevel);
  });

  it("a declined card changes nothing and the session stays open", async () => {
    const me = await customer();
    const { session, paid } = await buy(me.token, "standard", CARD.declined);
    expect(paid.status).toBe(402);
    expect(paid.json.error).toBe(PAY_MSG.Declined);
    expect((await user(me.user.id)).level).toBe(0);
    expect((await db.checkoutSession.findUniqueOrThrow({ where: { id: session.id } })).status).toBe("open");
  });

  it("refuses an unknown package, a second plan, someone else's session, and providers", async () => {
    const me = await customer();
    expect((await call(createSession, { token: me.token, body: { type: "gold" } })).json.error).toBe(PAY_MSG.PlanType);
    const { session } = await buy(me.token, "basic");
    expect((await call(createSession, { token: me.token, body: { type: "basic" } })).status).toBe(409);
    const other = await customer();
    const second = await call(createSession, { token: other.token, body: { type: "premium" } });
    expect((await call(checkoutPay, { token: me.token, body: { id: second.json.id, card: CARD.ok } })).status).toBe(404);
    expect((await call(checkoutPay, { token: other.token, body: { id: session.id, card: CARD.ok } })).status).toBe(404);
    expect((await user(other.user.id)).level).toBe(0);
    const worker = await createUser({ type: "provider" });
    expect((await call(createSession, { token: worker.token, body: { type: "basic" } })).status).toBe(403);
  });
});

describe("managing a plan (sandbox portal and clock)", () => {
  it("cancel keeps the plan until the period ends, then back to free", async () => {
    const me = await customer();
    await buy(me.token, "basic");
    const where = await call(portal, { token: me.token });
    expect(where.json.url).toContain("/sandbox/portal");
    expect((await call(cancelPlan, { token: me.token })).status).toBe(200);
    const sub = await db.subscription.findFirstOrThrow({ where: { userId: me.user.id } });
    expect(sub.cancelAtPeriodEnd).toBe(true);
    expect((await user(me.user.id)).level).toBe(1);
    await sandboxAdvanceClock(new Date(Date.now() + 40 * DAY));
    expect((await user(me.user.id)).level).toBe(0);
    expect((await db.subscription.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe("canceled");
    expect((await call(cancelPlan, { token: me.token })).status).toBe(404);
  });

  it("change of plan moves the level; a period's end without a cancel renews (another invoice journaled)", async () => {
    const me = await customer();
    await buy(me.token, "basic");
    expect((await call(changePlan, { token: me.token, body: { plan: "premium" } })).status).toBe(200);
    expect((await user(me.user.id)).level).toBe(3);
    expect((await call(changePlan, { token: me.token, body: { plan: "premium" } })).status).toBe(409);
    await sandboxAdvanceClock(new Date(Date.now() + 40 * DAY));
    expect((await user(me.user.id)).level).toBe(3);
    expect(await db.ledgerJournal.count({ where: { userId: me.user.id, kind: "plan_purchase" } })).toBe(2);
    await sandboxAdvanceClock(new Date(Date.now() + 40 * DAY)); // the same moment again: nothing new
    expect(await db.ledgerJournal.count({ where: { userId: me.user.id, kind: "plan_purchase" } })).toBe(2);
  });

  it("the portal needs a plan", async () => {
    const me = await customer();
    expect((await call(portal, { token: me.token })).status).toBe(404);
  });
});

describe("redeem credit", () => {
  it("is shown from 3 days before its redeem date and becomes spendable credit on that date, once", async () => {
    const me = await customer();
    const now = new Date();
    await db.$transaction(async (tx) => {
      await grantCredit(tx, {
        userId: me.user.id,
        credits: 1,
        redeemAt: new Date(now.getTime() + 2 * DAY),
        reference: `test:${me.user.id}:a`,
      });
      await grantCredit(tx, {
        userId: me.user.id,
        credits: 2,
        redeemAt: new Date(now.getTime() + 5 * DAY),
        reference: `test:${me.user.id}:b`,
      });
      await grantCredit(tx, {
        userId: me.user.id,
        credits: 2,
        redeemAt: new Date(now.getTime() + 5 * DAY),
        reference: `test:${me.user.id}:b`,
      });
    });
    expect(await creditShown(me.user.id, now)).toEqual({ credit: 0, redeemSoon: 1, shown: 1 });
    expect(await creditShown(me.user.id, new Date(now.getTime() + 3 * DAY))).toEqual({ credit: 0, redeemSoon: 3, shown: 3 });
    await redeemDueCredits(new Date(now.getTime() + 2 * DAY + 1000));
    await redeemDueCredits(new Date(now.getTime() + 2 * DAY + 1000));
    expect((await user(me.user.id)).credit).toBe(1);
    expect(await creditShown(me.user.id, now)).toEqual({ credit: 1, redeemSoon: 0, shown: 1 });
  });
});

describe("background tasks", () => {
  it("are registered and scheduled; the queue redeems due credit and redelivers the sandbox's events", async () => {
    expect(PERIODIC.map((p) => p.task)).toEqual(
      expect.arrayContaining(["payments_sandbox_redeliver", "payments_sandbox_clock", "billing_redeem_credits"]),
    );
    const me = await customer();
    await db.$transaction((tx) =>
      grantCredit(tx, { userId: me.user.id, credits: 2, redeemAt: new Date(Date.now() - 1000), reference: `test:${me.user.id}:queue` }),
    );
    await enqueue("billing_redeem_credits", {});
    await enqueue("payments_sandbox_redeliver", {});
    await enqueue("payments_sandbox_clock", {});
    await runDueJobs();
    expect((await user(me.user.id)).credit).toBe(2);
  });
});
