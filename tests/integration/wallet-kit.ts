// Shared set-up of the money tests: funded wallets (deposits posted through the ledger, the way the
// payments code credits a succeeded deposit) and hired contracts made through the real calls.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { postJournal } from "@/lib/money/ledger/ledger";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";

export async function fund(userId: string, cents: number) {
  return db.$transaction((tx) =>
    postJournal(tx, {
      kind: "deposit",
      reference: `test:${randomUUID()}`,
      memo: "card",
      userId,
      entries: [
        { account: { kind: "in_transit", method: "card" }, amountCents: -cents },
        { account: { kind: "wallet", userId }, amountCents: cents },
      ],
    }),
  );
}

export async function setFeePercent(percent: number) {
  await db.setting.upsert({ where: { key: "fee" }, create: { key: "fee", value: percent }, update: { value: percent } });
}

let category: string | undefined;

/**
 * An employer with a hired provider on a job (Hourly $40 × 4 h by default, or the proposal's terms). `fundCents`
 * is deposited after the hire (the contract stays Not funded), `heldFundCents` before it (the hire holds from it).
 */
export async function hiredContract(
  opts: { payType?: "Hourly" | "Fixed"; price?: number; duration?: number; fundCents?: number; heldFundCents?: number } = {},
) {
  category ??= (await jobCategories()).plumbing;
  const owner = await employer();
  const worker = await employee();
  const job = await postJob(owner.token, category, {
    payType: opts.payType ?? "Hourly",
    price: String(opts.price ?? 40),
    duration: String(opts.duration ?? 4),
  });
  await applyTo(worker.token, job._id, { price: opts.price ?? 40, duration: opts.duration ?? 4 });
  if (opts.heldFundCents) await fund(owner.user.id, opts.heldFundCents);
  await hireOn(owner.token, job._id, worker.user.id);
  if (opts.fundCents) await fund(owner.user.id, opts.fundCents);
  const contract = await db.contract.findUniqueOrThrow({ where: { jobId: job._id } });
  return { owner, worker, jobId: job._id as string, contract };
}
