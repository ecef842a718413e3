// roster/list, add, remove, block and unblock (My team) against real PostgreSQL: employers only, workers
// only, idempotent, one list per worker (a block replaces a favourite and back), and what the list tells.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { db } from "@/lib/db";
import { POST as list } from "@/app/api/roster/list/route";
import { POST as add } from "@/app/api/roster/add/route";
import { POST as remove } from "@/app/api/roster/remove/route";
import { POST as block } from "@/app/api/roster/block/route";
import { POST as unblock } from "@/app/api/roster/unblock/route";
import { ROSTER_MSG } from "@/lib/roster/messages";
import { hiredNotInRoster } from "@/lib/roster/list";
import { createJob } from "./search-kit";

const boss = () => createUser({ type: "customer", firstName: "Erin", lastName: "Boss" });
const worker = (firstName = "Pat", data: Record<string, unknown> = {}) =>
  createUser({ type: "provider", firstName, lastName: "Lee", data });

const names = (json: { workers: { name: string }[] }) => json.workers.map((w) => w.name);

describe("roster: who may call", () => {
  it("refuses workers with 403 and callers without a session with 401", async () => {
    const w = await worker();
    const other = await worker("Ann");
    for (const [handler, body] of [
      [list, {}],
      [add, { userId: other.user.id }],
      [remove, { userId: other.user.id }],
      [block, { userId: other.user.id }],
      [unblock, { userId: other.user.id }],
    ] as const) {
      const refused = await call(handler, { token: w.token, body });
      expect(refused.status).toBe(403);
      expect(refused.json.result).toBe(false);
      expect((await call(handler, { body })).status).toBe(401);
    }
    expect(await db.rosterEntry.count({ where: { employerId: w.user.id } })).toBe(0);
  });

  it("adds only live workers: not employers, deleted accounts, unknown ids or oneself", async () => {
    const me = await boss();
    const otherBoss = await boss();
    const gone = await createUser({ type: "provider", deleted: true });
    for (const userId of [otherBoss.user.id, gone.user.id, "nobody-has-this-id"]) {
      const res = await call(add, { token: me.token, body: { userId } });
      expect(res.status).toBe(404);
      expect(res.json.error).toBe(ROSTER_MSG.WorkerNotFound);
      expect((await call(block, { token: me.token, body: { userId } })).status).toBe(404);
    }
    const self = await call(add, { token: me.token, body: { userId: me.user.id } });
    expect(self.status).toBe(400);
    expect(self.json.error).toBe(ROSTER_MSG.NotYourself);
    const long = await call(add, { token: me.token, body: { userId: (await worker()).user.id, note: "x".repeat(201) } });
    expect(long.status).toBe(400);
    expect(long.json.error).toBe(ROSTER_MSG.NoteTooLong);
    expect((await call(list, { token: me.token, body: { kind: "friends" } })).json.error).toBe(ROSTER_MSG.InvalidKind);
    expect((await call(list, { token: me.token, body: {} })).json.workers).toEqual([]);
  });
});

describe("roster: favourites and blocks", () => {
  it("adds a favourite once however often it is asked, keeps the note, and removes it", async () => {
    const me = await boss();
    const ann = await worker("Ann");
    const first = await call(add, { token: me.token, body: { userId: ann.user.id, note: "Great with crowds" } });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ result: true, userId: ann.user.id, kind: "favorite" });
    expect((await call(add, { token: me.token, body: { userId: ann.user.id } })).status).toBe(200);
    const { json } = await call(list, { token: me.token, body: { kind: "favorite" } });
    expect(json.workers).toHaveLength(1);
    expect(json.workers[0]).toMatchObject({ userId: ann.user.id, name: "Ann Lee", kind: "favorite", note: "Great with crowds" });

    const removed = await call(remove, { token: me.token, body: { userId: ann.user.id } });
    expect(removed.json).toMatchObject({ userId: ann.user.id, kind: null });
    expect((await call(remove, { token: me.token, body: { userId: ann.user.id } })).status).toBe(200);
    expect((await call(list, { token: me.token, body: {} })).json.workers).toEqual([]);
  });

  it("blocking replaces a favourite and adding replaces a block; remove and unblock touch only their own list", async () => {
    const me = await boss();
    const ben = await worker("Ben");
    await call(add, { token: me.token, body: { userId: ben.user.id } });
    expect((await call(block, { token: me.token, body: { userId: ben.user.id } })).json.kind).toBe("blocked");
    expect(names((await call(list, { token: me.token, body: { kind: "favorite" } })).json)).toEqual([]);
    expect(names((await call(list, { token: me.token, body: { kind: "blocked" } })).json)).toEqual(["Ben Lee"]);
    // removing a favourite does not lift a block
    expect((await call(remove, { token: me.token, body: { userId: ben.user.id } })).json.kind).toBe("blocked");
    expect((await call(add, { token: me.token, body: { userId: ben.user.id } })).json.kind).toBe("favorite");
    expect(names((await call(list, { token: me.token, body: { kind: "blocked" } })).json)).toEqual([]);
    await call(block, { token: me.token, body: { userId: ben.user.id } });
    expect((await call(unblock, { token: me.token, body: { userId: ben.user.id } })).json.kind).toBe(null);
    expect((await call(unblock, { token: me.token, body: { userId: ben.user.id } })).status).toBe(200);
    expect(await db.rosterEntry.count({ where: { employerId: me.user.id } })).toBe(0);
  });

  it("shows each employer only their own team", async () => {
    const [me, other] = await Promise.all([boss(), boss()]);
    const cy = await worker("Cy");
    await call(add, { token: other.token, body: { userId: cy.user.id } });
    expect((await call(list, { token: me.token, body: {} })).json.workers).toEqual([]);
    // removing someone else's favourite from my team changes nothing of theirs
    await call(remove, { token: me.token, body: { userId: cy.user.id } });
    expect(names((await call(list, { token: other.token, body: {} })).json)).toEqual(["Cy Lee"]);
  });

  it("tells rating, reliability (New without a score), shifts worked for this employer and the last date", async () => {
    const me = await boss();
    const other = await boss();
    const dee = await worker("Dee", { reviewScore: 4.75, reviewCount: 8, reliabilityScore: 92 });
    const eve = await worker("Eve");
    const finished = new Date("2026-10-02T18:00:00Z");
    for (const [creator, completedAt] of [
      [me.user.id, new Date("2026-09-01T18:00:00Z")],
      [me.user.id, finished],
      [me.user.id, null],
      [other.user.id, new Date("2026-11-01T18:00:00Z")],
    ] as const) {
      const job = await createJob(creator, { status: completedAt ? 2 : 1 });
      await db.contract.create({ data: { jobId: job.id, userId: dee.user.id, price: 2000, duration: 4, completedAt } });
    }
    await call(add, { token: me.token, body: { userId: dee.user.id } });
    await call(add, { token: me.token, body: { userId: eve.user.id } });
    const { json } = await call(list, { token: me.token, body: {} });
    const byName = new Map<string, any>(json.workers.map((w: any) => [w.name, w]));
    expect(byName.get("Dee Lee")).toMatchObject({ rating: 4.8, reviewCount: 8, reliabilityScore: 92, reliability: "92", shiftsWorked: 2 });
    expect(new Date(byName.get("Dee Lee").lastWorkedAt).toISOString()).toBe(finished.toISOString());
    expect(byName.get("Eve Lee")).toMatchObject({ reliabilityScore: null, reliability: "New", shiftsWorked: 0, lastWorkedAt: null });
    // newest first
    expect(names(json)).toEqual(["Eve Lee", "Dee Lee"]);
  });

  it("offers the workers this employer hired who are in neither list", async () => {
    const me = await boss();
    const [fay, gus] = await Promise.all([worker("Fay"), worker("Gus")]);
    for (const w of [fay, gus, fay]) {
      const job = await createJob(me.user.id, { status: 1 });
      await db.contract.create({ data: { jobId: job.id, userId: w.user.id, price: 2000, duration: 4 } });
    }
    expect((await hiredNotInRoster(me.user.id)).map((h) => h.name).sort()).toEqual(["Fay Lee", "Gus Lee"]);
    await call(add, { token: me.token, body: { userId: gus.user.id } });
    expect((await hiredNotInRoster(me.user.id)).map((h) => h.name)).toEqual(["Fay Lee"]);
  });
});
