// A provider's completed jobs (a people-search ranking input) count every completed contract, also when two
// of the provider's contracts complete at the same time (each completing transaction moves the count by one
// under the row lock; a recount from each transaction's snapshot lost one).
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { completeContractTx } from "@/lib/jobs/complete-contract";
import { pgTransaction } from "@/lib/sql-tx";
import { hiredContract } from "./wallet-kit";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const completedJobs = async (userId: string) =>
  (await db.userSearch.findUniqueOrThrow({ where: { userId }, select: { completedJobs: true } })).completedJobs;

describe("completed jobs in people search", () => {
  it("counts two contracts of one provider completed at the same time", async () => {
    const a = await hiredContract();
    const b = await hiredContract();
    // both contracts belong to a's provider
    await db.contract.update({ where: { id: b.contract.id }, data: { userId: a.worker.user.id } });
    const provider = a.worker.user.id;
    expect(await completedJobs(provider)).toBe(0);

    // the first completion holds its transaction open while the second one starts and waits for it
    const first = pgTransaction(async (tx) => {
      await completeContractTx(tx, { jobId: a.jobId, ownerId: a.owner.user.id, contractId: a.contract.id });
      await sleep(400);
    });
    await sleep(100);
    const second = pgTransaction((tx) => completeContractTx(tx, { jobId: b.jobId, ownerId: b.owner.user.id, contractId: b.contract.id }));
    await Promise.all([first, second]);
    expect(await completedJobs(provider)).toBe(2);

    // the people-search document rebuilt from scratch agrees
    await db.$executeRaw`SELECT refresh_user_search(ARRAY[${provider}]::text[])`;
    expect(await completedJobs(provider)).toBe(2);
  });
});
