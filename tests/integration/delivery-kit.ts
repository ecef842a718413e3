// Shared set-up of the delivery tests: a fixed-price contract ($300, fee 10 % → $330 in all) hired through the
// real calls, the employer's wallet funded before the hire (the hire then holds $330) or after it, and the
// worker's delivery.
import { expect } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";
import { fund } from "./wallet-kit";
import { POST as deliver } from "@/app/api/contract/deliver/route";
import { checkLedger } from "@/lib/money/ledger/ledger";

let category: string | undefined;

export async function fixedContract(opts: { fundBefore?: number; fundAfter?: number; payType?: "Fixed" | "Hourly" } = {}) {
  category ??= (await jobCategories()).plumbing;
  const owner = await employer();
  const worker = await employee();
  const fixed = (opts.payType ?? "Fixed") === "Fixed";
  if (opts.fundBefore) await fund(owner.user.id, opts.fundBefore);
  const job = await postJob(
    owner.token,
    category,
    fixed ? { payType: "Fixed", price: "300", duration: "2" } : { price: "40", duration: "4" },
  );
  await applyTo(worker.token, job._id, fixed ? { price: 300, duration: 2 } : { price: 40, duration: 4 });
  await hireOn(owner.token, job._id, worker.user.id);
  if (opts.fundAfter) await fund(owner.user.id, opts.fundAfter);
  const contract = await db.contract.findUniqueOrThrow({ where: { jobId: job._id } });
  return { owner, worker, jobId: job._id as string, contract };
}

/** The contract above, delivered by its worker with a note. */
export async function deliveredContract(opts: Parameters<typeof fixedContract>[0] = {}) {
  const k = await fixedContract(opts);
  const r = await call(deliver, { token: k.worker.token, body: { jobId: k.jobId, note: "The sink is fixed; photos in the chat." } });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  const contract = await db.contract.findUniqueOrThrow({ where: { id: k.contract.id } });
  return { ...k, contract };
}

/** An instant just after the contract's automatic acceptance is due. */
export const dueAt = (c: { deliveryAutoAcceptAt: Date | null }) => new Date(c.deliveryAutoAcceptAt!.getTime() + 1000);

export async function ledgerOk() {
  expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
}
