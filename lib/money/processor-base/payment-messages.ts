// The deposit and checkout messages, quoted from money-and-time.md §5 and §8 where the spec has them.
import { formatCents } from "@/lib/money/amounts/format";

export const PAY_MSG = {
  CardAmount: "Amount must be 0 ~ 999999.99",
  BankAmount: "Amount must be 10 ~ 999999.99",
  FirstName: "Please input a valid first name.",
  Email: "Please input a valid email address.",
  VerifyRequired: "Please input descriptor code or comma-separated amounts.",
  VerifyTooLong: "Please input descriptor code or comma-separated amounts (at most 10 characters).",
  MustVerify: "The payment must be verified. Please provide the verification input values below.",
  PressConfirm: "You may now press the first 'Confirm' button.",
  DebitSubmitted: "The debit has been successfully submitted and is now processing.",
  // the spec's 'The payment was confirmed successfully! currency: {currency}', with the amount in place of the
  // raw currency code ("currency: USD" told people nothing): what was confirmed and where the money went
  Confirmed: (amountCents?: number) =>
    amountCents && amountCents > 0
      ? `The payment was confirmed successfully! ${formatCents(amountCents)} was added to your wallet.`
      : "The payment was confirmed successfully!",
  // a card payment the processor still settles: the wallet is credited when it succeeds
  Processing: (amountCents?: number) =>
    `Your payment is processing${amountCents && amountCents > 0 ? `: ${formatCents(amountCents)} is added to your wallet once it clears` : ""}.`,
  Status: (status: string) => `Payment status: ${status}`,
  IntentNotFound: "This payment was not found.",
  IntentState: (status: string) => `This payment cannot do that now (status: ${status}).`,
  KeyReused: "This idempotency key was already used for a different request. Use a new key for a new payment.",
  CardRequired: "Please enter the card.",
  PaypalOff: "PayPal is not available right now.",
  // a processor that is neither configured nor the chosen sandbox (lib/money/processor-base/mode.ts): 503
  NotConfigured: "Payments are not configured on this server.",
  CardsNotConfigured: "Card and bank payments are not configured on this server.",
  PaypalNotConfigured: "PayPal payments are not configured on this server.",
  BankPayoutsNotConfigured: "Bank payments are not configured on this server: please withdraw with PayPal.",
  PaypalPayoutsNotConfigured: "PayPal payments are not configured on this server: please withdraw to a bank account.",
  InstantPayoutsNotConfigured: "Instant payouts are not available on this server: please make a standard withdrawal.",
  SandboxOff: "The payment sandbox is off on this server.",
  PlanType: "Please choose a package: single job posting, basic, standard or premium.",
  SinglePaidLevel: "One hire credit is offered at the free level only: your plan already hires without credit.",
  SamePlan: "This is already your plan.",
  CheckoutNotFound: "This checkout session was not found.",
  CheckoutClosed: "This checkout session is no longer open.",
  NoSubscription: "You have no plan to manage.",
  // card outcomes (Stripe's wording for its test cards)
  Declined: "Your card was declined.",
  InsufficientFunds: "Your card has insufficient funds.",
  NotTestCard: "Your card was declined. Your request was in test mode, but used a non test card.",
  InvalidCard: "Your card number is invalid.",
  AuthFailed: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  DescriptorMismatch: "The verification code does not match the descriptor code of the micro-deposit.",
  AmountsMismatch: "The amounts provided do not match the amounts that were sent to the bank account.",
  TooManyAttempts: "You have exceeded the number of allowed verification attempts.",
} as const;

/** The highest deposit (§9: deposit ceiling 9999999.99; the message names 999999.99 — the spec's own figures). */
export const DEPOSIT_MAX_CENTS = 999_999_999;
/** Bank deposits must be above $10. */
export const BANK_MIN_CENTS = 1000;
