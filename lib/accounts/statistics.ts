import type { Statistics } from "@/lib/accounts/dto";
import { jobStatisticsOf } from "@/lib/jobs/statistics";

/**
 * The spec's User.statistics (jobsPosted, hires, totalPaid, totalEarned, openJobs, activeContracts),
 * the counts from the jobs tables, totalPaid and totalEarned from the ledger (lib/jobs/statistics.ts).
 */
export async function statisticsFor(userId: string): Promise<Statistics> {
  return jobStatisticsOf(userId);
}
