// The states modules' tables and predicates: each status change starts where the lifecycle says, and the
// predicates the screens ask agree with the tables.
import { describe, expect, it } from "vitest";
import {
  BOOKING,
  BOOKING_EMPLOYEE,
  BOOKING_EMPLOYEE_TRANSITIONS,
  BOOKING_TRANSITIONS,
  canAnswerBooking,
  isBookingOpen,
  isRowAnswered,
  isRowUnanswered,
  providerStatus,
} from "@/lib/booking/states";
import { INVITE, PROPOSAL, canProposal, isInvitePending, isProposalDeclined } from "@/lib/jobs/proposal-states";
import { INVITE_TRANSITIONS } from "@/lib/jobs/states";
import { WITHDRAWAL, canWithdrawal, isWithdrawalFailed } from "@/lib/money/ledger/wallet-states";
import { INTENT, canConfirm, isIntentSubmitted, needsPaymentMethod, statusesBefore } from "@/lib/money/intents/intent-states";
import { CHECKOUT, SUBSCRIPTION, isCheckoutOpen, isSubscriptionActive } from "@/lib/money/billing/billing-states";
import { TIME_ENTRY, canEditEntry, entriesWhere, timeEntryState } from "@/lib/time/states";

describe("lifecycle tables", () => {
  it("booking: only a sent request changes; an asked employee answers only on their turn", () => {
    for (const t of Object.values(BOOKING_TRANSITIONS)) expect(t.from).toEqual([BOOKING.sent]);
    expect(BOOKING_EMPLOYEE_TRANSITIONS.activate.from).toEqual([BOOKING_EMPLOYEE.waiting]);
    expect(BOOKING_EMPLOYEE_TRANSITIONS.accept.from).toEqual([BOOKING_EMPLOYEE.active]);
    expect(isBookingOpen(BOOKING.sent)).toBe(true);
    expect(isBookingOpen(BOOKING.accepted)).toBe(false);
    expect(canAnswerBooking(BOOKING_EMPLOYEE.active)).toBe(true);
    expect(canAnswerBooking(BOOKING_EMPLOYEE.waiting)).toBe(false);
    expect(Object.values(BOOKING_EMPLOYEE).filter(isRowUnanswered)).toEqual([BOOKING_EMPLOYEE.active, BOOKING_EMPLOYEE.waiting]);
    expect(Object.values(BOOKING_EMPLOYEE).filter(isRowAnswered)).toEqual([BOOKING_EMPLOYEE.accepted, BOOKING_EMPLOYEE.declined]);
    expect(providerStatus(BOOKING_EMPLOYEE.waiting)).toBe(BOOKING.sent);
    expect(providerStatus(BOOKING_EMPLOYEE.declined)).toBe(BOOKING.declined);
  });

  it("proposals and invitations: declined is final; an invitation is answered once", () => {
    expect(canProposal("shortlist", PROPOSAL.active)).toBe(true);
    expect(canProposal("decline", PROPOSAL.shortlisted)).toBe(true);
    for (const e of ["shortlist", "unshortlist", "decline"] as const) expect(canProposal(e, PROPOSAL.declined)).toBe(false);
    expect(isProposalDeclined(PROPOSAL.declined)).toBe(true);
    expect(INVITE_TRANSITIONS.accept.from).toBe(INVITE.sent);
    expect(isInvitePending(INVITE.sent)).toBe(true);
    expect(isInvitePending(undefined)).toBe(false);
  });

  it("withdrawals: pending is paid or fails; a paid one can only come back as failed", () => {
    expect(canWithdrawal("pay", WITHDRAWAL.pending)).toBe(true);
    expect(canWithdrawal("pay", WITHDRAWAL.failed)).toBe(false);
    expect(canWithdrawal("return", WITHDRAWAL.paid)).toBe(true);
    expect(isWithdrawalFailed(WITHDRAWAL.failed)).toBe(true);
  });

  it("payment intents, checkout and subscriptions", () => {
    expect(statusesBefore(INTENT.succeeded)).not.toContain(INTENT.canceled);
    expect(needsPaymentMethod(INTENT.requires_payment_method)).toBe(true);
    expect(canConfirm(INTENT.requires_confirmation)).toBe(true);
    expect([INTENT.succeeded, INTENT.processing].every(isIntentSubmitted)).toBe(true);
    expect(isIntentSubmitted(INTENT.requires_action)).toBe(false);
    expect(isCheckoutOpen(CHECKOUT.open)).toBe(true);
    expect(isCheckoutOpen(CHECKOUT.complete)).toBe(false);
    expect(isSubscriptionActive(SUBSCRIPTION.canceled)).toBe(false);
  });

  it("timesheet entries: paid from paidAt, and only unpaid ones can be edited", () => {
    expect(timeEntryState({ paidAt: null })).toBe(TIME_ENTRY.unpaid);
    expect(timeEntryState({ paidAt: new Date() })).toBe(TIME_ENTRY.paid);
    expect(canEditEntry({ paidAt: "2026-11-01T00:00:00Z" })).toBe(false);
    expect(entriesWhere(TIME_ENTRY.unpaid)).toEqual({ paidAt: null });
    expect(entriesWhere(TIME_ENTRY.paid)).toEqual({ paidAt: { not: null } });
  });
});
