// The Checkr adapter against a local fake of Checkr's HTTP API: the fake checks the HTTP Basic credentials the
// way Checkr does, answers candidates and invitations, and signs its webhooks with X-Checkr-Signature (hex
// HMAC-SHA256 of the body with the webhook key); the receiver checks them for real.
import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { walletBalanceCents } from "@/lib/money/ledger/ledger";
import { screeningMode } from "@/lib/screening/partner";
import { CHECK, RESULT } from "@/lib/screening/states";
import { checkrEvent, orderFor, pair, sendWebhook } from "./screening-kit";

const API_KEY = "test_checkr_api_key_123";
const WEBHOOK_KEY = "test_checkr_webhook_key_456";

type Seen = { method: string; path: string; auth: string | undefined; body: Record<string, unknown> };
const fake = { seen: [] as Seen[], fail: false, n: 0 };
let server: Server;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      fake.seen.push({ method: req.method ?? "", path: req.url ?? "", auth: req.headers.authorization, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Basic ${Buffer.from(`${API_KEY}:`).toString("base64")}`)
        return send(401, { error: "Bad authentication" });
      if (fake.fail) return send(500, { error: "Internal error" });
      fake.n += 1;
      if (req.method === "POST" && req.url === "/v1/candidates")
        return send(201, { id: `cand_${fake.n}`, object: "candidate", email: body.email });
      if (req.method === "POST" && req.url === "/v1/invitations")
        return send(201, {
          id: `inv_${fake.n}`,
          object: "invitation",
          status: "pending",
          candidate_id: body.candidate_id,
          package: body.package,
          invitation_url: `https://apply.checkr-fake.test/invite/${fake.n}`,
        });
      send(404, { error: "Not found" });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  for (const k of ["CHECKR_API_KEY", "CHECKR_API_BASE", "CHECKR_WEBHOOK_SECRET"]) saved[k] = process.env[k];
  process.env.CHECKR_API_KEY = API_KEY;
  process.env.CHECKR_WEBHOOK_SECRET = WEBHOOK_KEY;
  process.env.CHECKR_API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await new Promise<void>((r) => server.close(() => r()));
});

beforeEach(() => {
  fake.seen = [];
  fake.fail = false;
});

/** What Checkr does: the hex HMAC-SHA256 of the body with the webhook key. */
const checkrSign = (body: string, key = WEBHOOK_KEY) => createHmac("sha256", key).update(body).digest("hex");

describe("the Checkr partner", () => {
  it("is the mode with a key, and an order creates the candidate and the invitation with the key", async () => {
    expect(screeningMode()).toBe("checkr");
    const p = await pair(10_000);
    const res = await orderFor(p.boss.token, p.worker.user.id, "standard");
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(fake.seen.map((s) => s.path)).toEqual(["/v1/candidates", "/v1/invitations"]);
    expect(fake.seen[0].body).toMatchObject({ email: p.worker.user.email, custom_id: p.worker.user.id });
    expect(fake.seen[1].body).toMatchObject({ candidate_id: expect.stringMatching(/^cand_/), package: "standard" });
    const check = await db.backgroundCheck.findUniqueOrThrow({ where: { id: res.json.checkId } });
    expect(check).toMatchObject({
      partner: "checkr",
      status: CHECK.invited,
      invitationUrl: expect.stringMatching(/^https:\/\/apply\.checkr-fake\.test\//),
    });
    expect(await walletBalanceCents(p.boss.user.id)).toBe(10_000 - 4999);
    const mail = await db.mailOutbox.findFirstOrThrow({ where: { to: p.worker.user.email, subject: { contains: "background check" } } });
    expect(mail.text).toContain(check.invitationUrl);
  });

  it("a failing partner cancels the check and puts the price back: 502", async () => {
    const p = await pair(10_000);
    fake.fail = true;
    const res = await orderFor(p.boss.token, p.worker.user.id);
    expect(res.status).toBe(502);
    expect(res.json.error).toMatch(/back in your wallet/);
    expect(await walletBalanceCents(p.boss.user.id)).toBe(10_000);
    const check = await db.backgroundCheck.findFirstOrThrow({ where: { employerId: p.boss.user.id } });
    expect(check.status).toBe(CHECK.canceled);
    expect(await db.ledgerJournal.count({ where: { reference: `screening_refund:${check.id}` } })).toBe(1);
    // a new order may follow
    fake.fail = false;
    expect((await orderFor(p.boss.token, p.worker.user.id)).status).toBe(200);
  });

  it("takes webhooks signed with the webhook key only, and moves the check forward", async () => {
    const p = await pair(10_000);
    const res = await orderFor(p.boss.token, p.worker.user.id);
    const check = await db.backgroundCheck.findUniqueOrThrow({ where: { id: res.json.checkId } });
    const completed = checkrEvent("invitation.completed", {
      id: check.invitationId,
      object: "invitation",
      status: "completed",
      candidate_id: check.candidateId,
      report_id: "rpt_checkr_1",
    });
    expect((await sendWebhook(completed, null, checkrSign(completed, API_KEY))).status).toBe(400);
    expect((await sendWebhook(completed, null, checkrSign(completed))).status).toBe(200);
    expect((await db.backgroundCheck.findUniqueOrThrow({ where: { id: check.id } })).status).toBe(CHECK.pending);
    const report = checkrEvent("report.completed", {
      id: "rpt_checkr_1",
      object: "report",
      status: "complete",
      result: "consider",
      candidate_id: check.candidateId,
    });
    expect((await sendWebhook(report, null, checkrSign(report))).status).toBe(200);
    const after = await db.backgroundCheck.findUniqueOrThrow({ where: { id: check.id } });
    expect([after.status, after.result, after.reportId]).toEqual([CHECK.complete, RESULT.consider, "rpt_checkr_1"]);
  });

  it("without a webhook secret, the API key signs (Checkr's default)", async () => {
    delete process.env.CHECKR_WEBHOOK_SECRET;
    try {
      const body = checkrEvent("report.updated", { id: "rpt_unknown", object: "report", status: "pending", candidate_id: "cand_unknown" });
      expect((await sendWebhook(body, null, checkrSign(body))).status).toBe(400);
      expect((await sendWebhook(body, null, checkrSign(body, API_KEY))).status).toBe(200);
    } finally {
      process.env.CHECKR_WEBHOOK_SECRET = WEBHOOK_KEY;
    }
  });
});
