// Shared set-up of the background-check tests: an employer with money in the wallet and a worker who applied to
// one of their jobs, the sandbox partner's consent and settling, and signed Checkr-format webhooks.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { applyTo, employee, employer, jobCategories, postJob } from "./job-kit";
import { postJournal } from "@/lib/money/ledger/ledger";
import { runDueJobs } from "@/lib/background/queue";
import { POST as order } from "@/app/api/screening/order/route";
import { POST as consent } from "@/app/api/sandbox/screening_consent/route";
import { POST as webhook } from "@/app/api/webhooks/checkr/route";
import { signScreeningBody } from "@/lib/screening/partner";

/** Money into a wallet, as a settled card deposit would put it. */
export async function fund(userId: string, cents: number) {
  await postJournal(db, {
    kind: "test_fund",
    reference: randomUUID(),
    entries: [
      { account: { kind: "in_transit", method: "card" }, amountCents: -cents },
      { account: { kind: "wallet", userId }, amountCents: cents },
    ],
  });
}

/** An employer (with `cents` in the wallet) and a worker who applied to one of their jobs. */
export async function pair(cents = 10_000) {
  const boss = await employer();
  const worker = await employee();
  const { plumbing } = await jobCategories();
  const job = await postJob(boss.token, plumbing);
  await applyTo(worker.token, job._id);
  if (cents) await fund(boss.user.id, cents);
  return { boss, worker, job };
}

/** The sandbox settles at once in these tests (the `sandboxSettleSeconds` setting). */
export async function settleAtOnce() {
  const row = await db.setting.findUnique({ where: { key: "screening" } });
  const value = { ...((row?.value as Record<string, unknown>) ?? {}), sandboxSettleSeconds: 0 };
  await db.setting.upsert({ where: { key: "screening" }, create: { key: "screening", value }, update: { value } });
}

export async function orderFor(token: string, workerId: string, packageSlug = "basic_criminal", idempotencyKey?: string) {
  return call(order, { token, body: { workerId, packageSlug, ...(idempotencyKey ? { idempotencyKey } : {}) } });
}

/** Orders a check and answers its row. */
export async function ordered(p: Awaited<ReturnType<typeof pair>>) {
  const res = await orderFor(p.boss.token, p.worker.user.id);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return db.backgroundCheck.findUniqueOrThrow({ where: { id: res.json.checkId } });
}

/** The worker's consent on the sandbox page (the SSN picks the outcome), then the settle task. */
export async function consentAndSettle(token: string, invitationId: string, ssn = "111-22-3333") {
  const res = await call(consent, {
    token,
    body: { invitationId, fullName: "Pat Provider", dateOfBirth: "1990-04-01", ssn, consent: true },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  await runDueJobs();
}

/** A check that came back "consider". */
export async function considerCheck() {
  await settleAtOnce();
  const p = await pair();
  const check = await ordered(p);
  await consentAndSettle(p.worker.token, check.invitationId, "111-22-2001");
  return { ...p, check: await db.backgroundCheck.findUniqueOrThrow({ where: { id: check.id } }) };
}

let n = 0;
export function checkrEvent(type: string, object: Record<string, unknown>, opts: { at?: Date; id?: string } = {}) {
  return JSON.stringify({
    id: opts.id ?? `evt_test_${Date.now()}_${++n}`,
    object: "event",
    type,
    created_at: (opts.at ?? new Date()).toISOString(),
    data: { object },
  });
}

export function sendWebhook(body: string, secret: string | null, signature?: string | null) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  const sig = signature === undefined ? (secret ? signScreeningBody(body, secret) : null) : signature;
  if (sig !== null) headers["x-checkr-signature"] = sig;
  return webhook(new Request("http://localhost/api/webhooks/checkr", { method: "POST", headers, body }));
}
