// The adverse-action queue on real PostgreSQL: a background check that completes as "consider" opens an item
// about the employer who ordered it; the detail shows the check, the employer's dated steps and what is overdue;
// the item closes by itself when the final notice or the decision to proceed is recorded, or when an admin
// resolves or dismisses it with a reason. The admin may warn the employer; the steps stay the employer's.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { considerCheck, consentAndSettle, ordered, pair, settleAtOnce } from "./screening-kit";
import { takeAdverseStep } from "@/lib/screening/adverse-action";
import { adverseActionDetail, ADVERSE_GRACE_DAYS } from "@/lib/admin/queues/details";
import { GET as queues } from "@/app/api/admin/queues/route";
import { GET as queueItems } from "@/app/api/admin/queue_items/route";
import { GET as queueItem } from "@/app/api/admin/queue_item/route";
import { POST as closeItem } from "@/app/api/admin/queue_close/route";
import { POST as standing } from "@/app/api/admin/user_standing/route";
import { POST as adverse } from "@/app/api/screening/adverse_action/route";

const DAY = 24 * 3600 * 1000;
const admin = () => createUser({ type: "admin", firstName: "Ada", lastName: "Admin", data: { totpEnabledAt: new Date() } });
const itemOf = (checkId: string) => db.queueItem.findMany({ where: { kind: "adverse_action", sourceId: checkId } });

describe("the adverse-action queue", () => {
  it("opens when a check completes as consider, shows the check, the steps and both people, and closes on the final notice", async () => {
    const boss = await admin();
    const { boss: employer, worker, check } = await considerCheck();
    const [item] = await itemOf(check.id);
    expect(item).toMatchObject({ state: "open", subjectId: employer.user.id });

    const counts = await call(queues, { token: boss.token, method: "GET" });
    expect(counts.status).toBe(200);
    expect(counts.json.queues.find((q: { kind: string }) => q.kind === "adverse_action").open).toBeGreaterThanOrEqual(1);
    const listed = await call(queueItems, { token: boss.token, method: "GET", query: { kind: "adverse_action" } });
    expect(listed.status, JSON.stringify(listed.json)).toBe(200);
    const row = listed.json.items.find((i: { _id: string }) => i._id === item.id);
    expect(row.preview).toMatch(/Consider/);

    const pre = await call(adverse, {
      token: employer.token,
      body: { checkId: check.id, step: "pre_adverse", note: "A record from 2015." },
    });
    expect(pre.status).toBe(200);
    const shown = await call(queueItem, { token: boss.token, method: "GET", query: { itemId: item.id } });
    expect(shown.status).toBe(200);
    const d = shown.json.item.detail;
    expect(d.kind).toBe("adverse_action");
    expect(d.check).toMatchObject({ _id: check.id, statusLabel: "Consider", adverseStage: "pre_adverse" });
    expect(d.steps.map((s: { step: string }) => s.step)).toEqual(["pre_adverse"]);
    expect(d.steps[0].note).toBe("A record from 2015.");
    expect(d.employer._id).toBe(employer.user.id);
    expect(d.worker._id).toBe(worker.user.id);
    expect(d.finalNoticeFrom).not.toBeNull();
    expect(d.overdue).toBeNull();

    // an admin cannot take the employer's step: the call answers to the employer only
    expect((await call(adverse, { token: boss.token, body: { checkId: check.id, step: "final_notice" } })).status).toBe(403);

    const preAt = (await db.adverseActionStep.findFirstOrThrow({ where: { checkId: check.id } })).createdAt;
    await takeAdverseStep(
      employer.user.id,
      { checkId: check.id, step: "final_notice", note: "" },
      new Date(preAt.getTime() + 7 * DAY + 1000),
    );
    const [closed] = await itemOf(check.id);
    expect(closed.state).toBe("resolved");
    expect(closed.closeReason).toMatch(/final adverse-action notice/);
  });

  it("closes when the employer proceeds with the worker", async () => {
    const { boss: employer, check } = await considerCheck();
    expect((await call(adverse, { token: employer.token, body: { checkId: check.id, step: "proceed" } })).status).toBe(200);
    const [closed] = await itemOf(check.id);
    expect(closed.state).toBe("resolved");
    expect(closed.closeReason).toMatch(/proceed/);
  });

  it("a clear check opens nothing", async () => {
    await settleAtOnce();
    const p = await pair();
    const check = await ordered(p);
    await consentAndSettle(p.worker.token, check.invitationId);
    expect((await db.backgroundCheck.findUniqueOrThrow({ where: { id: check.id } })).result).toBe("clear");
    expect(await itemOf(check.id)).toHaveLength(0);
  });

  it("shows a step overdue, lets the admin warn the employer and resolve or dismiss with a reason", async () => {
    const boss = await admin();
    const { boss: employer, check } = await considerCheck();
    const completedAt = (await db.backgroundCheck.findUniqueOrThrow({ where: { id: check.id } })).completedAt!;
    const later = new Date(completedAt.getTime() + (ADVERSE_GRACE_DAYS + 2) * DAY);
    const d = await adverseActionDetail(check.id, later);
    expect(d?.overdue).toMatch(/No step recorded 16 days after the result/);

    const [item] = await itemOf(check.id);
    const reason = "Please record your adverse-action steps on time.";
    const warned = await call(standing, { token: boss.token, body: { userId: employer.user.id, action: "warn", reason } });
    expect(warned.status, JSON.stringify(warned.json)).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: employer.user.id } })).suspendedUntil).toBeNull();
    expect((await call(closeItem, { token: boss.token, body: { itemId: item.id, outcome: "resolved", reason: "short" } })).status).toBe(
      400,
    );
    const closed = await call(closeItem, { token: boss.token, body: { itemId: item.id, outcome: "dismissed", reason } });
    expect(closed.status, JSON.stringify(closed.json)).toBe(200);
    expect((await itemOf(check.id))[0]).toMatchObject({ state: "dismissed", closedById: boss.user.id, closeReason: reason });
    // the employer's steps are theirs still: a step after the admin closed the item opens nothing new
    expect((await call(adverse, { token: employer.token, body: { checkId: check.id, step: "proceed" } })).status).toBe(200);
    expect(await itemOf(check.id)).toHaveLength(1);
  });
});
