// searchlog/create and searchlog/get_recent: per person, de-duplicated, newest first, capped; nobody sees
// another person's log; viewed people come back as public cards (no e-mail or phone).
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { createJob } from "./search-kit";
import { POST as createLog } from "@/app/api/searchlog/create/route";
import { GET as getRecent } from "@/app/api/searchlog/get_recent/route";
import { db } from "@/lib/db";
import { LOG_CAP } from "@/lib/search/search-log";
import { SEARCH_MSG } from "@/lib/search/messages";

const recent = (token: string) => call(getRecent, { token, method: "GET" });

describe("searchlog", () => {
  it("remembers keywords newest first, once each (searching again moves a keyword to the top)", async () => {
    const { token } = await createUser({ type: "provider" });
    for (const keyword of ["cook", "Bartender", "cook", "  Line   Cook "]) {
      const r = await call(createLog, { token, body: { keyword } });
      expect(r.status).toBe(200);
      expect(r.json.log).toMatchObject({ kind: "keyword" });
    }
    const { json } = await recent(token);
    expect(json).toMatchObject({ result: true, keywords: ["Line   Cook", "cook", "Bartender"], users: [], jobs: [] });
  });

  it("keeps at most the newest LOG_CAP keywords", async () => {
    const { token } = await createUser({ type: "provider" });
    for (let i = 0; i < LOG_CAP + 3; i++) await call(createLog, { token, body: { keyword: `word ${i}` } });
    const { json } = await recent(token);
    expect(json.keywords).toHaveLength(LOG_CAP);
    expect(json.keywords[0]).toBe(`word ${LOG_CAP + 2}`);
    expect(json.keywords).not.toContain("word 2");
  });

  it("remembers people and jobs opened, as public cards; deleted people drop out", async () => {
    const me = await createUser({ type: "customer" });
    const seenA = await createUser({ type: "provider", phone: "+1 (702) 555-0177", profile: { title: "Welder", hourlyRate: 31 } });
    const seenB = await createUser({ type: "provider" });
    const job = await createJob(me.user.id, { title: "Seen job" });
    for (const body of [{ userId: seenA.user.id }, { userId: seenB.user.id }, { jobId: job.id }, { userId: seenA.user.id }]) {
      expect((await call(createLog, { token: me.token, body })).status).toBe(200);
    }
    await db.user.update({ where: { id: seenB.user.id }, data: { deletedAt: new Date() } });
    const { json } = await recent(me.token);
    expect(json.users.map((u: any) => u._id)).toEqual([seenA.user.id]);
    expect(json.users[0]).toMatchObject({ title: "Welder", hourlyRate: 31 });
    expect(json.jobs.map((j: any) => j._id)).toEqual([job.id]);
    const text = JSON.stringify(json);
    expect(text).not.toContain(seenA.user.email);
    expect(text).not.toContain("555-0177");
  });

  it("one person never sees another's log", async () => {
    const a = await createUser({ type: "provider" });
    const b = await createUser({ type: "provider" });
    await call(createLog, { token: a.token, body: { keyword: "secret search" } });
    await call(createLog, { token: a.token, body: { userId: b.user.id } });
    const { json } = await recent(b.token);
    expect(json).toMatchObject({ keywords: [], users: [], jobs: [] });
  });

  it("refuses none or several of keyword/userId/jobId, unknown targets, and signed-out callers", async () => {
    const { token } = await createUser({ type: "provider" });
    let r = await call(createLog, { token, body: {} });
    expect(r).toMatchObject({ status: 400, json: { result: false, error: SEARCH_MSG.LogNeedsOne } });
    r = await call(createLog, { token, body: { keyword: "a", userId: "b" } });
    expect(r.status).toBe(400);
    r = await call(createLog, { token, body: { userId: "nobody" } });
    expect(r).toMatchObject({ status: 404, json: { error: SEARCH_MSG.LogUserNotFound } });
    r = await call(createLog, { token, body: { jobId: "nothing" } });
    expect(r).toMatchObject({ status: 404, json: { error: SEARCH_MSG.LogJobNotFound } });
    expect((await call(createLog, { body: { keyword: "x" } })).status).toBe(401);
    expect((await call(getRecent, { method: "GET" })).status).toBe(401);
  });
});
