// job/fund_contract and user/hire_when_funded: the employer funds a Not funded contract (its hold is placed
// from the wallet: lib/money/holds), and chooses whether a hire the wallet cannot hold is refused.
//
// One transaction (withIdempotency): the contract's job row locked FOR UPDATE, then the wallet and the hold in
// the ledger's order; the hold's journal (`hold:{contractId}`, once per contract) and the contract's fundedAt.
// Two fund calls at once run one after the other: the second finds it funded (409). A wallet that does not
// cover the hold answers 402 with the amount missing and a deposit link; nothing is written.
import "server-only";
import { db } from "@/lib/db";
import { AppError, conflict, forbidden, notFound } from "@/lib/http/errors";
import { withIdempotency } from "@/lib/http/idempotency";
import type { AuthUser } from "@/lib/session/current-user";
import { JOB_MSG } from "@/lib/jobs/messages";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";
import { centsToDollars } from "@/lib/money/amounts/convert";
import { fundContractTx } from "@/lib/money/holds/holds";
import { HOLD_MSG } from "@/lib/money/holds/hold-messages";
import { notify } from "@/lib/notifications/create-notification";
import type { FundContractInput } from "@/lib/contracts/schemas";

export async function fundContract(user: AuthUser, input: FundContractInput, req: Request, now = new Date()) {
  return withIdempotency({ req, input }, user.id, "job/fund_contract", input, async (tx) => {
    const job = await tx.job.findUnique({
      where: { id: input.jobId },
      select: { creatorId: true, contract: { select: { id: true, userId: true } } },
    });
    if (!job) throw notFound(JOB_MSG.JobNotFound);
    if (job.creatorId !== user.id) throw forbidden(JOB_MSG.NotYourJob);
    if (!job.contract) throw conflict(WALLET_MSG.NoContract);
    const done = await fundContractTx(tx, job.contract.id, now);
    if (!done) throw notFound(JOB_MSG.JobNotFound);
    const { contract: c, result } = done;
    if (c.holdCents === null) throw conflict(HOLD_MSG.NoHold);
    if (c.canceledAt || c.paid) throw conflict(HOLD_MSG.NotFundable);
    if (!result.created && c.fundedAt) throw conflict(HOLD_MSG.AlreadyFunded);
    if (!result.funded) {
      throw new AppError(402, HOLD_MSG.Funds(result.missingCents), {
        notFunded: true,
        missing: centsToDollars(result.missingCents),
        deposit: "/dashboard/deposit",
      });
    }
    await notify(tx, {
      userId: job.contract.userId,
      type: "hold_funded",
      message: `"${c.title}" is funded: the employer's balance holds its pay.`,
      creatorId: user.id,
      jobId: c.jobId,
    });
    return {
      message: HOLD_MSG.FundedNow,
      balance: centsToDollars(result.balanceCents),
      hold: { contractId: c.contractId, jobId: c.jobId, held: centsToDollars(c.holdCents), state: "held" as const },
    };
  });
}

/** user/hire_when_funded: reads or saves the employer's "Only hire when funded". */
export async function hireWhenFunded(user: AuthUser, on: boolean | undefined) {
  const row =
    on === undefined
      ? await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { hireOnlyWhenFunded: true } })
      : await db.user.update({ where: { id: user.id }, data: { hireOnlyWhenFunded: on }, select: { hireOnlyWhenFunded: true } });
  return { onlyWhenFunded: row.hireOnlyWhenFunded, ...(on === undefined ? {} : { message: HOLD_MSG.SettingSaved }) };
}
