// Inputs of the background-check calls, shared by the forms and the route handlers.
import { z } from "zod";
import { idempotencyField } from "@/lib/http/idempotency";

const id = z.string().trim().min(1).max(64);

export const orderCheckSchema = z.object({
  ...idempotencyField,
  workerId: id,
  packageSlug: z.string().trim().min(1).max(60),
});

export const checkIdSchema = z.object({ checkId: id });

export const disputeSchema = z.object({
  checkId: id,
  reason: z.string().trim().min(10, "Say in a few words what is wrong (at least 10 characters).").max(2000),
});

export const shareSchema = z.object({
  checkId: id,
  sharedWithEmployer: z.boolean().optional(),
  publicBadge: z.boolean().optional(),
});

export const adverseStepSchema = z.object({
  checkId: id,
  step: z.enum(["pre_adverse", "final_notice", "proceed"]),
  note: z.string().trim().max(2000).default(""),
});

/** The sandbox partner's hosted consent page. */
export const sandboxConsentSchema = z.object({
  invitationId: z.string().trim().min(1).max(64),
  fullName: z.string().trim().min(2, "Enter your full legal name.").max(120),
  dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter your date of birth."),
  ssn: z.string().regex(/^\d{3}-?\d{2}-?\d{4}$/, "Enter a Social Security number like 123-45-6789."),
  consent: z.literal(true, { error: "You must give your consent to continue." }),
});
