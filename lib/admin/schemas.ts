// Inputs of the operations calls (admin/*), shared with their forms.
import { z } from "zod";
import { ADMIN_MSG } from "@/lib/admin/messages";
import { AUDIT_ACTIONS, AUDIT_TARGETS, STANDING_ACTION, STANDING_ACTIONS } from "@/lib/admin/states";

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);

/** The why of an admin action: the person reads it, so it says something. */
export const reasonField = z.string({ error: ADMIN_MSG.Reason }).trim().min(10, ADMIN_MSG.Reason).max(1000, ADMIN_MSG.Reason);

/** admin/user_standing: warn, suspend for 1–365 days, ban (close) or lift, always with a reason. */
export const userStandingSchema = z
  .object({
    userId: id(ADMIN_MSG.UserNotFound),
    action: z.enum(STANDING_ACTIONS, { error: ADMIN_MSG.Action }),
    days: z.coerce.number({ error: ADMIN_MSG.Days }).int(ADMIN_MSG.Days).min(1, ADMIN_MSG.Days).max(365, ADMIN_MSG.Days).optional(),
    reason: reasonField,
    /** the queue item the action is taken from: its detail view shows the notice and the person's reply */
    itemId: z.preprocess((v) => (v === "" || v === null ? undefined : v), id(ADMIN_MSG.ItemNotFound).optional()),
  })
  .superRefine((v, ctx) => {
    if (v.action === STANDING_ACTION.suspend && v.days === undefined)
      ctx.addIssue({ code: "custom", path: ["days"], message: ADMIN_MSG.Days });
    if (v.action !== STANDING_ACTION.suspend && v.days !== undefined)
      ctx.addIssue({ code: "custom", path: ["days"], message: ADMIN_MSG.DaysOnlyForSuspend });
  });
export type UserStandingInput = z.infer<typeof userStandingSchema>;

const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
const dateish = z.preprocess(
  blank,
  z.coerce
    .date({ error: ADMIN_MSG.DateRange })
    .refine((d) => !Number.isNaN(d.getTime()), ADMIN_MSG.DateRange)
    .optional(),
);

/** admin/audit and admin/audit_csv: who, on what, which action, when; newest first, 50 a page. */
export const auditFilterSchema = z
  .object({
    actorId: z.preprocess(blank, id(ADMIN_MSG.Filter).optional()),
    targetType: z.preprocess(blank, z.enum(AUDIT_TARGETS, { error: ADMIN_MSG.Filter }).optional()),
    targetId: z.preprocess(blank, id(ADMIN_MSG.Filter).optional()),
    action: z.preprocess(blank, z.enum(AUDIT_ACTIONS, { error: ADMIN_MSG.Filter }).optional()),
    from: dateish,
    to: dateish,
    page: z.preprocess(blank, z.coerce.number({ error: ADMIN_MSG.Filter }).int().min(1).max(10_000).default(1)),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: ADMIN_MSG.DateRange, path: ["to"] });
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** admin/end_sessions: signs an account out everywhere (a stolen phone, a shared password), with a reason. */
export const endSessionsSchema = z.object({ userId: id(ADMIN_MSG.UserNotFound), reason: reasonField });
export type EndSessionsInput = z.infer<typeof endSessionsSchema>;
