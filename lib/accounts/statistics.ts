import type { Statistics } from "@/lib/accounts/dto";
import { jobStatisticsOf } from "@/lib/jobs/statistics";

/**
 * The spec's User.statistics (jobsPosted, hires, totalPaid, totalEarned, openJobs, activeContracts),
 * counted from the jobs tables. totalPaid and totalEarned stay 0 until the money issue brings payments.
 */
export async function statisticsFor(userId: string): Promise<Statistics> {
  return jobStatisticsOf(userId);
}
