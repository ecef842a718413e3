// Background jobs (lib/background): a job added in a transaction exists only if it commits, runs once when
// due, a job key keeps one pending job, and the cron route runs them for serverless hosts.
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { enqueue, dequeueByKey, runDueJobs } from "@/lib/background/queue";
import { claimJobs, dueJobPayloads, enqueueJobs } from "@/lib/background/batch";
import { TASKS, PERIODIC } from "@/lib/tasks";
import { GET as cronRun } from "@/app/api/cron/run/route";
import { call } from "../helpers/api";

const seen: Record<string, unknown>[] = [];
TASKS.test_record = async (payload) => {
  seen.push(payload);
};

afterEach(() => {
  seen.length = 0;
  delete process.env.CRON_SECRET;
});

const tag = () => `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const mine = (t: string) => seen.filter((p) => p.tag === t);

describe("background jobs", () => {
  it("runs a committed job once, and never a job whose transaction rolled back", async () => {
    const kept = tag();
    const lost = tag();
    await db.$transaction(async (tx) => enqueue("test_record", { tag: kept }, { tx }));
    await expect(
      db.$transaction(async (tx) => {
        await enqueue("test_record", { tag: lost }, { tx });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await runDueJobs();
    await runDueJobs();
    expect(mine(kept)).toHaveLength(1);
    expect(mine(lost)).toHaveLength(0);
  });

  it("waits for runAt, and keeps one pending job per key (the last payload wins)", async () => {
    const later = tag();
    await enqueue("test_record", { tag: later }, { runAt: new Date(Date.now() + 3_600_000) });
    const key = tag();
    await enqueue("test_record", { tag: key, n: 1 }, { jobKey: key });
    await enqueue("test_record", { tag: key, n: 2 }, { jobKey: key });
    await runDueJobs();
    expect(mine(later)).toHaveLength(0);
    expect(mine(key)).toEqual([{ tag: key, n: 2 }]);
    await dequeueByKey(`missing-${key}`); // removing an absent key is harmless
  });

  it("a removed job never runs", async () => {
    const key = tag();
    await enqueue("test_record", { tag: key }, { jobKey: key });
    await dequeueByKey(key);
    await runDueJobs();
    expect(mine(key)).toHaveLength(0);
  });

  it("adds many jobs in one statement; a job taken out of the queue never runs, and comes back when its transaction rolls back", async () => {
    const t = tag();
    const later = new Date(Date.now() + 3_600_000);
    await db.$transaction((tx) =>
      enqueueJobs(tx, [
        { task: "test_record", payload: { tag: t, n: 1 }, jobKey: `${t}-1` },
        { task: "test_record", payload: { tag: t, n: 2 }, jobKey: `${t}-2`, maxAttempts: 3 },
        { task: "test_record", payload: { tag: t, n: 3 }, jobKey: `${t}-3`, runAt: later },
      ]),
    );
    // a key added again replaces its job, as enqueue() does
    await db.$transaction((tx) => enqueueJobs(tx, [{ task: "test_record", payload: { tag: t, n: 22 }, jobKey: `${t}-2` }]));
    const due = await db.$transaction((tx) => dueJobPayloads(tx, "test_record", 1000));
    expect(due.filter((p) => p.tag === t)).toEqual([
      { tag: t, n: 1 },
      { tag: t, n: 22 },
    ]);
    await expect(
      db.$transaction(async (tx) => {
        expect(await claimJobs(tx, [`${t}-1`])).toEqual([{ key: `${t}-1`, payload: { tag: t, n: 1 } }]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    // taken for good: the due one only (a job not due yet stays queued)
    expect(await db.$transaction((tx) => claimJobs(tx, [`${t}-2`, `${t}-3`]))).toEqual([{ key: `${t}-2`, payload: { tag: t, n: 22 } }]);
    await runDueJobs();
    expect(mine(t)).toEqual([{ tag: t, n: 1 }]);
  });

  it("GET /api/cron/run: absent without CRON_SECRET, 401 with a wrong secret, runs due jobs and scheduled tasks with the right one", async () => {
    expect((await call(cronRun, { method: "GET" })).status).toBe(404);
    process.env.CRON_SECRET = "cron-secret-for-tests";
    const wrong = await call(cronRun, { method: "GET", headers: { authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);
    expect(wrong.json.result).toBe(false);
    const due = tag();
    await enqueue("test_record", { tag: due });
    PERIODIC.push({ task: "test_record", crontab: "*/5 * * * *" });
    try {
      const ok = await call(cronRun, { method: "GET", headers: { authorization: "Bearer cron-secret-for-tests" } });
      expect(ok.status).toBe(200);
      expect(ok.json.result).toBe(true);
    } finally {
      PERIODIC.pop();
    }
    expect(mine(due)).toHaveLength(1);
    expect(seen.some((p) => Object.keys(p).length === 0)).toBe(true); // the scheduled task ran with {}
  });
});
