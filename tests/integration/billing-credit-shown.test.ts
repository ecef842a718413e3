// "Credit shown includes redeem credit when the redeem date is within 3 days" (money-and-time §9), one rule
// (lib/money/billing/credits.ts) everywhere credit is shown or checked: the user's own DTO (user/get_user), the
// subscription page's figure, the help assistant's answer, and hiring (which may spend what is shown).
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { POST as getUser } from "@/app/api/user/get_user/route";
import { POST as hire } from "@/app/api/job/hire/route";
import { creditShown, creditShownOf, grantCredit } from "@/lib/money/billing/credits";
import { planFigures } from "@/lib/assistant/help/intents";
import { JOB_MSG } from "@/lib/jobs/messages";
import { applyTo, employee, employer, jobCategories, postJob } from "./job-kit";

const DAY = 24 * 3600 * 1000;

async function grant(userId: string, credits: number, inDays: number, tag: string) {
  await db.$transaction((tx) =>
    grantCredit(tx, { userId, credits, redeemAt: new Date(Date.now() + inDays * DAY), reference: `shown:${userId}:${tag}` }),
  );
}

describe("the credit shown", () => {
  it("counts grants whose redeem date is within 3 days (the boundary included), not later ones", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    expect(
      creditShownOf(
        1,
        [
          { credits: 2, redeemAt: at(2) },
          { credits: 5, redeemAt: at(4) },
        ],
        now,
      ),
    ).toEqual({ credit: 1, redeemSoon: 2, shown: 3 });
    expect(creditShownOf(0, [{ credits: 1, redeemAt: at(3) }], now).shown).toBe(1);
    expect(creditShownOf(0, [{ credits: 1, redeemAt: new Date(at(3).getTime() + 1) }], now).shown).toBe(0);
    expect(creditShownOf(0, [{ credits: 1, redeemAt: at(-1) }], now).shown).toBe(1); // due, not yet moved by the task
  });

  it("user/get_user: one's own `credit` includes redeem credit due within 3 days; another person's view has no credit", async () => {
    const me = await employer({ credit: 1 });
    await grant(me.user.id, 2, 1, "soon");
    await grant(me.user.id, 4, 10, "later");
    const own = await call(getUser, { token: me.token, body: { user_id: me.user.id } });
    expect(own.status, JSON.stringify(own.json)).toBe(200);
    expect(own.json.user).toMatchObject({ credit: 3, redeemCredit: 2 });
    expect(await creditShown(me.user.id)).toEqual({ credit: 1, redeemSoon: 2, shown: 3 });
    const other = await employee();
    const seen = await call(getUser, { token: other.token, body: { user_id: me.user.id } });
    expect(seen.json.user.credit).toBeUndefined();
  });

  it("the help assistant names the same figure", async () => {
    const me = await employer({ credit: 0 });
    await grant(me.user.id, 1, 2, "soon");
    const user = await db.user.findUniqueOrThrow({ where: { id: me.user.id } });
    expect((await planFigures(user)).text).toBe("You are on the Free plan with 1 hire credit.");
  });

  it("hiring at the free level spends a grant that is shown (redeemed early, once); a grant due later is not credit yet", async () => {
    const { plumbing } = await jobCategories();
    const boss = await employer({ credit: 0 });
    await grant(boss.user.id, 2, 2, "soon");
    const worker = await employee();
    const job = await postJob(boss.token, plumbing);
    await applyTo(worker.token, job._id);
    const hired = await call(hire, { token: boss.token, body: { id: job._id, userId: worker.user.id } });
    expect(hired.status, JSON.stringify(hired.json)).toBe(200);
    expect(hired.json.credit).toBe(1); // 2 shown, 1 spent
    const g = await db.creditGrant.findUniqueOrThrow({ where: { reference: `shown:${boss.user.id}:soon` } });
    expect(g.redeemedAt).not.toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: boss.user.id } })).credit).toBe(1);

    const later = await employer({ credit: 0 });
    await grant(later.user.id, 1, 10, "later");
    const job2 = await postJob(later.token, plumbing);
    await applyTo(worker.token, job2._id);
    const refused = await call(hire, { token: later.token, body: { id: job2._id, userId: worker.user.id } });
    expect(refused.status).toBe(402);
    expect(refused.json).toMatchObject({ result: false, error: JOB_MSG.NeedCredit, needCredit: true });
  });
});
