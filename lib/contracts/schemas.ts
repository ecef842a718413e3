// Inputs of the contract calls (hire, complete_contract, cancel_contract).
import { z } from "zod";
import { jobIdField } from "@/lib/jobs/schemas";
import { positiveDuration, positivePrice } from "@/lib/proposals/schemas";

export const hireSchema = z.object({
  id: jobIdField,
  userId: z.string({ error: "Please choose the employee to hire." }).trim().min(1, "Please choose the employee to hire.").max(64),
  /** optional: the contract takes the proposal's price and duration; when sent they must match them */
  price: positivePrice.optional(),
  duration: positiveDuration.optional(),
});
export type HireInput = z.infer<typeof hireSchema>;

/** job/fund_contract: the employer funds a Not funded contract (its hold is placed from the wallet). */
export const fundContractSchema = z.object({
  jobId: jobIdField,
  idempotencyKey: z.string().optional(),
});
export type FundContractInput = z.infer<typeof fundContractSchema>;

/** user/hire_when_funded: the employer's "Only hire when funded"; without `on` it only reads it. */
export const hireWhenFundedSchema = z.object({
  on: z.boolean({ error: "Please choose on or off." }).optional(),
});
export type HireWhenFundedInput = z.infer<typeof hireWhenFundedSchema>;
