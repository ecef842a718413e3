// The demo employer's and worker's ids and their completed demo contract (for prisma/seed/wallets.ts).
import type { Tx } from "@/lib/db";
import { JOB_STATUS } from "@/lib/jobs/states";

export const DEMO_EMPLOYER_EMAIL = "employer@gigline.test";
export const DEMO_WORKER_EMAIL = "worker@gigline.test";

export async function getDemoContracts(tx: Tx) {
  const people = await tx.user.findMany({
    where: { email: { in: [DEMO_EMPLOYER_EMAIL, DEMO_WORKER_EMAIL] } },
    select: { id: true, email: true },
  });
  const employer = people.find((p) => p.email === DEMO_EMPLOYER_EMAIL)?.id ?? null;
  const worker = people.find((p) => p.email === DEMO_WORKER_EMAIL)?.id ?? null;
  if (!employer || !worker) return { employer, worker, completed: null };
  const job = await tx.job.findFirst({
    where: { creatorId: employer, status: JOB_STATUS.completed, contract: { userId: worker } },
    orderBy: { completedAt: "desc" },
    select: { id: true, title: true, payType: true, contract: { select: { id: true, price: true, duration: true, extraPay: true } } },
  });
  const completed = job?.contract
    ? {
        jobId: job.id,
        title: job.title,
        payType: job.payType,
        contractId: job.contract.id,
        price: job.contract.price,
        duration: job.contract.duration,
        extraPay: job.contract.extraPay,
      }
    : null;
  return { employer, worker, completed };
}
