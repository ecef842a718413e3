// Shared set-up of the payments tests: employers, the deposit calls, and the wallet read through the ledger.
import { expect } from "vitest";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as createIntent } from "@/app/api/deposit/create_payment_intent/route";
import { POST as confirmIntent } from "@/app/api/deposit/confirm_payment_intent/route";
import { POST as verify } from "@/app/api/deposit/verify_microdeposits/route";
import { POST as createDeposit } from "@/app/api/deposit/create_deposit/route";
import { walletBalanceCents } from "@/lib/money/ledger/ledger";
import { db } from "@/lib/db";
import { TASKS } from "@/lib/background/tasks";
import { SETTLE_BANK_TASK } from "@/lib/money/processors/sandbox-processor";

export const CARD = {
  ok: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  noFunds: "4000 0000 0000 9995",
  threeDS: "4000 0027 6000 3184",
};

export function customer(data: Record<string, unknown> = {}) {
  return createUser({ type: "customer", firstName: "Erin", lastName: "Employer", data });
}

export const wallet = (userId: string) => walletBalanceCents(userId);

export function cardDeposit(token: string, amount: number | string, card: string, headers: Record<string, string> = {}) {
  return call(createDeposit, { token, headers, body: { amount, paymentType: "card", deviceType: "web", stripeToken: card } });
}

/** A bank deposit up to requires_action (micro-deposits sent); answers the intent id. */
export async function bankIntentAwaitingVerification(token: string, amount = 120) {
  const created = await call(createIntent, {
    token,
    body: { amount, paymentType: "bank", name: "Erin Employer", email: "erin@example.test" },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  expect(created.json.intent.status).toBe("requires_confirmation");
  const confirmed = await call(confirmIntent, { token, body: { paymentIntentId: created.json.intent.id } });
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
  return confirmed.json.intent.id as string;
}

export function verifyBank(token: string, paymentIntentId: string, verification: string) {
  return call(verify, { token, body: { paymentIntentId, verification } });
}

/**
 * The sandbox's settle job of a verified bank deposit, taken off the queue and run now (as the worker would,
 * later). Its handler runs directly: a queue run would also take other test files' due jobs. Answers how
 * many jobs it ran (0 once the job is gone).
 */
export async function settleBankJob(paymentIntentId: string) {
  const key = `${SETTLE_BANK_TASK}:${paymentIntentId}`;
  const jobs = await db.$queryRaw<{ payload: Record<string, unknown> }[]>`
    select payload from graphile_worker._private_jobs where key = ${key}`;
  if (jobs.length === 0) return 0;
  await db.$executeRaw`select graphile_worker.remove_job(${key})`;
  await TASKS[SETTLE_BANK_TASK](jobs[0].payload);
  return 1;
}

/** A PayPal webhook delivery with PayPal's transmission headers (the local fakes accept "valid-signature"). */
export function paypalWebhookRequest(body: string, sig: string, transmissionId: string) {
  return new Request("http://localhost/api/webhooks/paypal", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "paypal-auth-algo": "SHA256withRSA",
      "paypal-cert-url": "https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1",
      "paypal-transmission-id": transmissionId,
      "paypal-transmission-sig": sig,
      "paypal-transmission-time": new Date().toISOString(),
    },
    body,
  });
}
