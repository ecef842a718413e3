// Every background task of the product, registered with the queue's registry (lib/background/tasks.ts) on
// import. Imported once by what runs jobs: instrumentation.ts (the in-process worker), scripts/worker.ts, the
// cron route and the test setup. A task lives in its own area (lib/<area>/…) and is loaded when it first runs;
// adding one is one line here: `my_task: (p) => import("@/lib/area/my-task").then((m) => m.myTask(p)),`.
import { registerTasks } from "@/lib/background/tasks";

export { TASKS, PERIODIC, AT_STARTUP } from "@/lib/background/tasks";

registerTasks(
  {
    realtime_maintenance: () => import("@/lib/realtime/cleanup").then((m) => m.realtimeMaintenance()).then(() => undefined),
    chat_away_email: (p) => import("@/lib/chat/away-email").then((m) => m.awayEmailTask(p)),
    // money (docs/money.md): the payout step of one withdrawal, the sweep of any still pending, key clean-up
    // (no job is added per withdrawal any more, the payout runs after its call: "wallet:payout" stays for the
    // jobs an older version queued)
    "wallet:payout": (p) =>
      import("@/lib/money/payouts/payouts").then((m) => m.processWithdrawal(String(p.withdrawalId)).then(() => undefined)),
    "wallet:process-pending-withdrawals": () =>
      import("@/lib/money/payouts/payouts").then((m) => m.processPendingWithdrawals().then(() => undefined)),
    "wallet:unstarted-payouts": () =>
      import("@/lib/money/payouts/payouts").then((m) =>
        m.processPendingWithdrawals(100, m.PAYOUT_SWEEP_MIN_AGE_MS, true).then(() => undefined),
      ),
    // automatic payouts (lib/money/payouts/auto-payout.ts): the day's sweeps above each threshold, once per person and day
    // holds (lib/money/holds/fund-tasks.ts): an employer's Not funded contracts after a deposit; those whose shift is within a day
    "holds:fund": (p) => import("@/lib/money/holds/fund-tasks").then((m) => m.fundTask(p)),
    "holds:fund-due": () => import("@/lib/money/holds/fund-tasks").then((m) => m.fundDueContracts()).then(() => undefined),
    "wallet:auto-payouts": () => import("@/lib/money/payouts/auto-payout").then((m) => m.runAutoPayouts().then(() => undefined)),
    // the e-mail of an event a person must act on (lib/notifications/event-mail.ts), queued in the event's transaction
    // (a booking request's mail only while the worker can still answer it: lib/booking/mail-check.ts)
    "mail:event": (p) =>
      Promise.all([import("@/lib/notifications/event-mail"), import("@/lib/booking/mail-check")])
        .then(([m, b]) => m.eventMailTask(p, new Date(), { booking_request: b.bookingRequestStillDue }))
        .then(() => undefined),
    "mail:deliver": (p) => import("@/lib/integrations/mail/send-mail").then((m) => m.deliverOutbox(p)),
    "wallet:receipts": (p) => import("@/lib/integrations/mail/send-mail").then((m) => m.sendQueuedReceipts(p)),
    "idempotency:purge": () => import("@/lib/http/idempotency").then((m) => m.purgeIdempotencyKeys().then(() => undefined)),
    payments_sandbox_redeliver: () =>
      import("@/lib/money/processors/payment-tasks").then((m) => m.paymentTasks.payments_sandbox_redeliver()),
    "payments:sandbox-settle-bank": (p) =>
      import("@/lib/money/processors/sandbox-processor").then((m) => m.sandboxSettleBankDeposit(String(p.intentId))).then(() => undefined),
    payments_sandbox_clock: () => import("@/lib/money/processors/payment-tasks").then((m) => m.paymentTasks.payments_sandbox_clock()),
    booking_deadline: (p) => import("@/lib/booking/tasks").then((m) => m.deadlineTask(p)),
    booking_sweep: () => import("@/lib/booking/tasks").then((m) => m.sweepOverdueTask()).then(() => undefined),
    booking_reminder: (p) => import("@/lib/booking/tasks").then((m) => m.reminderTask(p)),
    booking_recur: (p) => import("@/lib/booking/recurrence").then((m) => m.recurTask(p)),
    // tiered dispatch: the next tier of a request opens, with the others due then (lib/booking/tier-open.ts)
    booking_tier: (p) => import("@/lib/booking/tier-open").then((m) => m.tierTask(p)).then(() => undefined),
    // backfill: a dropped shift {shiftId, reason} gets a replacement search (lib/booking/backfill.ts)
    // operations (lib/admin/ops/consequences.ts): a suspension's end puts the account back into people search
    "admin:standing_end": (p) => import("@/lib/admin/ops/consequences").then((m) => m.standingEndTask(p)),
    "backfill:start": (p) => import("@/lib/booking/backfill").then((m) => m.startBackfillTask(p)),
    billing_redeem_credits: () => import("@/lib/money/processors/payment-tasks").then((m) => m.paymentTasks.billing_redeem_credits()),
    // reviews (lib/reviews/employer-rating.ts): a worker's hidden review of an employer counts once its window ends
    employer_review_publish: (p) => import("@/lib/reviews/employer-rating").then((m) => m.publishTask(p)),
    // shifts (lib/shifts/tasks.ts): reminders before a shift (and their e-mail when away), the confirmation deadline, the arrival check
    shift_reminder: (p) => import("@/lib/shifts/tasks").then((m) => m.reminderTask(p)).then(() => undefined),
    shift_reminder_mail: (p) => import("@/lib/shifts/tasks").then((m) => m.reminderMailTask(p)).then(() => undefined),
    shift_confirm_deadline: (p) => import("@/lib/shifts/tasks").then((m) => m.confirmDeadlineTask(p)).then(() => undefined),
    shift_arrival_check: (p) => import("@/lib/shifts/tasks").then((m) => m.arrivalCheckTask(p)).then(() => undefined),
    // reliability (docs/booking-and-time.md (Reliability)): one worker's score after a change elsewhere; the ended shifts that were worked
    "reliability:refresh": (p) => import("@/lib/reliability/history").then((m) => m.refreshTask(p)),
    "reliability:refresh-all": () => import("@/lib/reliability/history").then((m) => m.refreshAllReliability()).then(() => undefined),
    "reliability:mark": () => import("@/lib/reliability/mark").then((m) => m.markEndedShifts()).then(() => undefined),
    // background checks (docs/screening.md): the sandbox partner settles a report; undelivered sandbox webhooks
    "screening:sandbox-settle": (p) =>
      import("@/lib/screening/sandbox-partner").then((m) => m.settleSandboxReport(String(p.invitationId))).then(() => undefined),
    "screening:sandbox-redeliver": () =>
      import("@/lib/screening/sandbox-partner").then((m) => m.deliverScreeningEvents()).then(() => undefined),
    // approval (docs/money.md, Approval): a timesheet not decided within 24 h; decided hours whose payment waits for funds
    timesheet_auto_approve: (p) => import("@/lib/timesheets/approval").then((m) => m.autoApproveTask(p)),
    "timesheet:sweep": () => import("@/lib/timesheets/approval").then((m) => m.approvalSweep()),
    // fixed-price delivery (docs/money.md, Fixed-price delivery): a delivery not accepted or disputed within 72 h;
    // overdue deliveries and accepted ones whose payment waits for funds
    delivery_auto_accept: (p) => import("@/lib/contracts/delivery").then((m) => m.autoAcceptTask(p)),
    "delivery:sweep": () => import("@/lib/contracts/delivery").then((m) => m.deliverySweep()),
    availability_extend_horizon: () => import("@/lib/availability/slots").then((m) => m.extendAvailabilityHorizon()).then(() => undefined),
  },
  {
    atStartup: [{ task: "wallet:process-pending-withdrawals", jobKey: "wallet:process-pending-withdrawals:startup" }],
    periodic: [
      { task: "booking_sweep", crontab: "* * * * *" },
      { task: "realtime_maintenance", crontab: "*/10 * * * *" },
      { task: "wallet:process-pending-withdrawals", crontab: "*/10 * * * *" },
      { task: "wallet:unstarted-payouts", crontab: "* * * * *" },
      { task: "wallet:auto-payouts", crontab: "3 * * * *" },
      { task: "holds:fund-due", crontab: "*/15 * * * *" },
      { task: "idempotency:purge", crontab: "17 * * * *" },
      // payments (lib/money/processors/payment-tasks.ts PAYMENT_SCHEDULE)
      { task: "payments_sandbox_redeliver", crontab: "* * * * *" },
      { task: "payments_sandbox_clock", crontab: "7 * * * *" },
      { task: "billing_redeem_credits", crontab: "17 * * * *" },
      // availability (docs/booking-and-time.md): materialise the next day of every rule, drop ended slots
      { task: "availability_extend_horizon", crontab: "23 * * * *" },
      // reliability (docs/booking-and-time.md (Reliability)): complete the shifts that ended and were worked, with their events
      { task: "reliability:mark", crontab: "*/5 * * * *" },
      { task: "reliability:refresh-all", crontab: "41 3 * * *" },
      { task: "screening:sandbox-redeliver", crontab: "* * * * *" },
      // approval: overdue automatic approvals, and the payments of approved hours that waited for funds
      { task: "timesheet:sweep", crontab: "* * * * *" },
      // fixed-price delivery: overdue automatic acceptances, and the payments of accepted deliveries that waited for funds
      { task: "delivery:sweep", crontab: "* * * * *" },
    ],
  },
);
