import { EMPTY_STATISTICS, type Statistics } from "@/lib/accounts/dto";

/**
 * The spec's User.statistics (jobsPosted, hires, totalPaid, totalEarned, openJobs, activeContracts).
 * PLACEHOLDER until the jobs issue: there are no jobs, contracts or payments tables yet, so every figure
 * is zero. The jobs issue replaces this one function with real counts; its callers stay as they are.
 */
export async function statisticsFor(userId: string): Promise<Statistics> {
  void userId;
  return { ...EMPTY_STATISTICS };
}
