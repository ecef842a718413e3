// The background tasks, by name. A task is a plain async function of its JSON payload that lives in its
// own area (lib/<area>/…); registering it here is one line. A task must be safe to run twice (a crash after
// the work but before graphile-worker records success runs it again): check state in the database first.
import type { Task, TaskList } from "graphile-worker";

type Handler = (payload: Record<string, unknown>) => Promise<void>;

/** name → handler. Add yours: `my_task: (p) => import("@/lib/area/my-task").then((m) => m.myTask(p)),` */
export const TASKS: Record<string, Handler> = {
  realtime_maintenance: () => import("@/lib/realtime/cleanup").then((m) => m.realtimeMaintenance()).then(() => undefined),
  chat_away_email: (p) => import("@/lib/chat/away-email").then((m) => m.awayEmailTask(p)),
  // money (docs/money.md): the payout step of one withdrawal, the sweep of any still pending, key clean-up
  // (no job is added per withdrawal any more, the payout runs after its call: "wallet:payout" stays for the
  // jobs an older version queued)
  "wallet:payout": (p) => import("@/lib/wallet/payouts").then((m) => m.processWithdrawal(String(p.withdrawalId)).then(() => undefined)),
  "wallet:process-pending-withdrawals": () => import("@/lib/wallet/payouts").then((m) => m.processPendingWithdrawals().then(() => undefined)),
  "wallet:unstarted-payouts": () =>
    import("@/lib/wallet/payouts").then((m) => m.processPendingWithdrawals(100, m.PAYOUT_SWEEP_MIN_AGE_MS, true).then(() => undefined)),
  // the e-mail of an event a person must act on (lib/notifications/event-mail.ts), queued in the event's transaction
  "mail:event": (p) => import("@/lib/notifications/event-mail").then((m) => m.eventMailTask(p)).then(() => undefined),
  "mail:deliver": (p) => import("@/lib/integrations/mail/send-mail").then((m) => m.deliverOutbox(p)),
  "wallet:receipts": (p) => import("@/lib/integrations/mail/send-mail").then((m) => m.sendQueuedReceipts(p)),
  "idempotency:purge": () => import("@/lib/http/idempotency").then((m) => m.purgeIdempotencyKeys().then(() => undefined)),
  payments_sandbox_redeliver: () => import("@/lib/payments/tasks").then((m) => m.paymentTasks.payments_sandbox_redeliver()),
  "payments:sandbox-settle-bank": (p) => import("@/lib/payments/sandbox/processor").then((m) => m.sandboxSettleBankDeposit(String(p.intentId))).then(() => undefined),
  payments_sandbox_clock: () => import("@/lib/payments/tasks").then((m) => m.paymentTasks.payments_sandbox_clock()),
  booking_deadline: (p) => import("@/lib/booking/tasks").then((m) => m.deadlineTask(p)),
  booking_sweep: () => import("@/lib/booking/tasks").then((m) => m.sweepOverdueTask()).then(() => undefined),
  booking_reminder: (p) => import("@/lib/booking/tasks").then((m) => m.reminderTask(p)),
  booking_recur: (p) => import("@/lib/booking/recurrence").then((m) => m.recurTask(p)),
  billing_redeem_credits: () => import("@/lib/payments/tasks").then((m) => m.paymentTasks.billing_redeem_credits()),
  // reviews (lib/reviews/employer-rating.ts): a worker's hidden review of an employer counts once its window ends
  employer_review_publish: (p) => import("@/lib/reviews/employer-rating").then((m) => m.publishTask(p)),
  availability_extend_horizon: () => import("@/lib/availability/slots").then((m) => m.extendAvailabilityHorizon()).then(() => undefined),
};

/**
 * Tasks a long-lived worker adds once when it starts (lib/background/worker.ts), each under its job key (one
 * however many processes start together). A process killed (a crash, a SIGKILL, a deploy) between a
 * withdrawal's commit and its payout step leaves it pending; the start-up sweep takes every pending withdrawal
 * at once, however young. A payout is idempotent by its withdrawal, so racing another process's step pays
 * nothing twice.
 */
export const AT_STARTUP: { task: string; jobKey: string }[] = [
  { task: "wallet:process-pending-withdrawals", jobKey: "wallet:process-pending-withdrawals:startup" },
];

/** Tasks that run on a schedule (graphile-worker crontab syntax); on serverless hosts the cron route adds them. */
export const PERIODIC: { task: string; crontab: string }[] = [
  { task: "booking_sweep", crontab: "* * * * *" },
  { task: "realtime_maintenance", crontab: "*/10 * * * *" },
  { task: "wallet:process-pending-withdrawals", crontab: "*/10 * * * *" },
  { task: "wallet:unstarted-payouts", crontab: "* * * * *" },
  { task: "idempotency:purge", crontab: "17 * * * *" },
  // payments (lib/payments/tasks.ts PAYMENT_SCHEDULE)
  { task: "payments_sandbox_redeliver", crontab: "* * * * *" },
  { task: "payments_sandbox_clock", crontab: "7 * * * *" },
  { task: "billing_redeem_credits", crontab: "17 * * * *" },
  // availability (docs/booking-and-time.md): materialise the next day of every rule, drop ended slots
  { task: "availability_extend_horizon", crontab: "23 * * * *" },
];

export function taskList(): TaskList {
  return Object.fromEntries(
    Object.entries(TASKS).map(([name, handler]): [string, Task] => [
      name,
      async (payload) => handler((payload ?? {}) as Record<string, unknown>),
    ]),
  );
}
