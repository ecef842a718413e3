// The figures the help centre quotes (prices, fees, limits, lengths, deadlines), taken from the same
// constants and settings the product uses, so an article can never say something the screens do not.
// Articles write `{{name}}` (e.g. `{{serviceFeePercent}}`); renderFacts() fills them in when an answer is
// given or an article page is rendered. STATIC_FACTS come from code constants; the service fee is a Setting
// row, read through getFeePercent() — the function global/get_data and the pay screen read it with — and so
// is the matching radius (getMatchRadiusMiles(), the recommendations' own read).
// tests/unit/help-facts.test.ts fails when an article names a placeholder that is not here.
import { PLANS, REDEEM_SHOWN_DAYS, type PlanId } from "@/lib/money/billing/plans";
import { formatCents } from "@/lib/money/amounts/format";
import { MIN_PASSWORD, MAX_PASSWORD } from "@/lib/accounts/schemas";
import { RESET_CODE_MAX_WRONG_TRIES, RESET_CODE_TTL_MINUTES, RESET_TOKEN_TTL_MINUTES } from "@/lib/accounts/reset-messages";
import { EMAIL_CHANGE_TTL_MINUTES } from "@/lib/accounts/security-messages";
import { newResetCode } from "@/lib/accounts/reset-code-rules";
import { PAIR_FREE_FAILURES } from "@/lib/accounts/sign-in-throttle";
import { SESSION_ABSOLUTE_MS } from "@/lib/session/sessions";
import { RECOVERY_CODE_COUNT } from "@/lib/auth/mfa/recovery-codes";
import { AI_QUESTION_COUNT, MAX_DURATION, MAX_PRICE_DOLLARS, MAX_SCREEN_QUESTIONS, MIN_COVER_TEXT } from "@/lib/jobs/constants";
import { MAX_HOURLY_RATE } from "@/lib/profiles/schemas";
import { AVATAR_MAX_BYTES, RESUME_MAX_BYTES } from "@/lib/uploads/limits";
import { CHAT_IMAGE_MAX_BYTES, MESSAGE_MAX_CHARS, REPORT_REASON_MAX_CHARS } from "@/lib/chat/constants";
import { DEFAULT_RESPONSE_LIMIT, MAX_EMPLOYEES, RECUR_LEAD_HOURS, REPEAT_WEEKS, RESPONSE_LIMITS } from "@/lib/booking/constants";
import { MANUAL_STEP_MINUTES, MEMO_MAX_CHARS, TIMER_MIN_SECONDS } from "@/lib/time/constants";
import { MIN_DURATION_MINUTES, SLOT_STEP_MINUTES } from "@/lib/availability/constants";
import { BANK_MIN_CENTS, DEPOSIT_MAX_CENTS } from "@/lib/money/processor-base/payment-messages";
import { MAX_AMOUNT_DOLLARS, TRANSACTIONS_PAGE_SIZE } from "@/lib/money/ledger/wallet-schemas";
import { DEFAULT_DISTANCE, MAX_DISTANCE, SUGGEST_MIN_CHARS } from "@/lib/search/constants";
import { HELP_CHAT_PER_MINUTE, HELP_MESSAGE_MAX } from "@/lib/assistant/help/schemas";
import { SHIFT_POLICY_DEFAULTS } from "@/lib/settings/shift-policy";
import { REVIEW_TEXT_MAX } from "@/lib/reviews/constants";
import { EMPLOYER_REVIEW_WINDOW_DAYS } from "@/lib/jobs/review-window";
import { getFeePercent, getMatchRadiusMiles, getPayoutPolicy } from "@/lib/settings/get-setting";

export type HelpFacts = Record<string, string>;

const price = (id: PlanId) => formatCents(PLANS.find((p) => p.id === id)!.priceCents);
const perks = (id: PlanId) =>
  PLANS.find((p) => p.id === id)!
    .features.join(", ")
    .toLowerCase();
const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const whole = (n: number) => n.toLocaleString("en-US");
const limitLabels = RESPONSE_LIMITS.map((r) => r.label);
const listOr = (xs: readonly string[]) => (xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} or ${xs[xs.length - 1]}`);

/** Figures fixed in the code: the same on every server, safe for static pages and article titles. */
export const STATIC_FACTS: Readonly<HelpFacts> = Object.freeze({
  // plans and credits (lib/money/billing/plans.ts)
  singlePostingPrice: price("single"),
  creditPrice: price("single"),
  basicPrice: price("basic"),
  standardPrice: price("standard"),
  premiumPrice: price("premium"),
  basicPerks: perks("basic"),
  standardPerks: perks("standard"),
  premiumPerks: perks("premium"),
  redeemShownDays: String(REDEEM_SHOWN_DAYS),
  // money (lib/money/ledger/wallet-schemas.ts, lib/money/processor-base/payment-messages.ts): amounts are whole cents above 0
  minWithdrawal: formatCents(1),
  maxWithdrawal: formatCents(Math.round(MAX_AMOUNT_DOLLARS * 100)),
  // deposits must be below DEPOSIT_MAX_CENTS (lib/money/deposits/deposit-schemas.ts): the largest one is a cent less
  maxDeposit: formatCents(DEPOSIT_MAX_CENTS - 1),
  bankDepositMin: formatCents(BANK_MIN_CENTS).replace(/\.00$/, ""),
  transactionsPageSize: String(TRANSACTIONS_PAGE_SIZE),
  // accounts (lib/accounts)
  passwordMinLength: String(MIN_PASSWORD),
  passwordMaxLength: String(MAX_PASSWORD),
  verificationCodeDigits: String(newResetCode().length),
  resetCodeMinutes: String(RESET_CODE_TTL_MINUTES),
  resetCodeTries: String(RESET_CODE_MAX_WRONG_TRIES),
  resetTokenMinutes: String(RESET_TOKEN_TTL_MINUTES),
  emailChangeMinutes: String(EMAIL_CHANGE_TTL_MINUTES),
  signInFreeFailures: String(PAIR_FREE_FAILURES),
  sessionDays: String(Math.round(SESSION_ABSOLUTE_MS / 86_400_000)),
  recoveryCodeCount: String(RECOVERY_CODE_COUNT),
  // jobs and proposals (lib/jobs/constants.ts, lib/profiles/schemas.ts)
  coverLetterMin: String(MIN_COVER_TEXT),
  aiQuestionCount: String(AI_QUESTION_COUNT),
  maxJobPrice: formatCents(MAX_PRICE_DOLLARS * 100).replace(/\.00$/, ""),
  maxJobDuration: whole(MAX_DURATION),
  maxScreeningQuestions: String(MAX_SCREEN_QUESTIONS),
  maxHourlyRate: formatCents(MAX_HOURLY_RATE * 100).replace(/\.00$/, ""),
  // files (lib/profiles/schemas.ts, lib/chat/constants.ts)
  avatarMaxSize: mb(AVATAR_MAX_BYTES),
  resumeMaxSize: mb(RESUME_MAX_BYTES),
  chatImageMaxSize: mb(CHAT_IMAGE_MAX_BYTES),
  // messages (lib/chat/constants.ts)
  chatMessageMaxChars: whole(MESSAGE_MAX_CHARS),
  reportReasonMaxChars: whole(REPORT_REASON_MAX_CHARS),
  // reviews (lib/reviews/constants.ts): the worker's window to review the employer, the longest review text
  employerReviewDays: String(EMPLOYER_REVIEW_WINDOW_DAYS),
  reviewMaxChars: whole(REVIEW_TEXT_MAX),
  // bookings (lib/booking/constants.ts)
  bookingResponseLimits: listOr(limitLabels),
  bookingDefaultResponseLimit:
    RESPONSE_LIMITS.find((r) => r.minutes === DEFAULT_RESPONSE_LIMIT)?.label ?? `${DEFAULT_RESPONSE_LIMIT} minutes`,
  bookingMaxEmployees: String(MAX_EMPLOYEES),
  bookingTierSize: String(SHIFT_POLICY_DEFAULTS.matchTierSize),
  noShowMinutes: String(SHIFT_POLICY_DEFAULTS.noShowAfterMinutes),
  onMyWayMinutes: String(SHIFT_POLICY_DEFAULTS.onMyWayMinutes),
  arrivalCheckMinutes: String(SHIFT_POLICY_DEFAULTS.arrivalCheckMinutes),
  backfillHoursBeforeEnd: String(SHIFT_POLICY_DEFAULTS.backfillUntilHoursBeforeEnd),
  recurringWeeks: `${REPEAT_WEEKS[0]} to ${REPEAT_WEEKS[REPEAT_WEEKS.length - 1]}`,
  recurringLeadHours: String(RECUR_LEAD_HOURS),
  // time (lib/time/constants.ts, lib/availability/constants.ts)
  clockOutMinSeconds: String(TIMER_MIN_SECONDS),
  manualTimeStepMinutes: String(MANUAL_STEP_MINUTES),
  workNoteMaxChars: String(MEMO_MAX_CHARS),
  availabilityStepMinutes: String(SLOT_STEP_MINUTES),
  availabilityMinMinutes: String(MIN_DURATION_MINUTES),
  // search (lib/search/constants.ts)
  searchDefaultMiles: String(DEFAULT_DISTANCE),
  searchMaxMiles: whole(MAX_DISTANCE),
  suggestMinChars: String(SUGGEST_MIN_CHARS),
  // the assistant itself
  helpQuestionsPerMinute: String(HELP_CHAT_PER_MINUTE),
  helpQuestionMaxChars: String(HELP_MESSAGE_MAX),
});

/** Figures an operator changes in the Setting table (read from the database when an answer is given). */
export const SETTING_FACTS = ["serviceFeePercent", "matchRadiusMiles", "instantPayoutFee"] as const;

/** What a setting placeholder says when the database cannot be read (never a made-up number). */
const SETTING_FALLBACK: Record<(typeof SETTING_FACTS)[number], string> = {
  serviceFeePercent: "the percentage shown on the pay screen",
  matchRadiusMiles: "a set distance",
  instantPayoutFee: "the fee shown before you confirm",
};

export const FACT_NAMES: readonly string[] = [...Object.keys(STATIC_FACTS), ...SETTING_FACTS];

const percent = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2).replace(/0+$/, "")}%`;

/** Every fact, the settings read now (getFeePercent: the pay screen's and global/get_data's source). */
export async function getHelpFacts(): Promise<HelpFacts> {
  try {
    const [fee, radius, payouts] = await Promise.all([getFeePercent(), getMatchRadiusMiles(), getPayoutPolicy()]);
    return {
      ...STATIC_FACTS,
      serviceFeePercent: percent(fee),
      matchRadiusMiles: `${whole(radius)} miles`,
      instantPayoutFee: `${percent(payouts.instantFeePercent)} of the amount (at least ${formatCents(payouts.instantFeeMinimumCents)})`,
    };
  } catch (err) {
    console.warn("[help facts] settings unavailable:", err instanceof Error ? err.message : err);
    return { ...STATIC_FACTS, ...SETTING_FALLBACK };
  }
}

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** The placeholder names a text uses. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]);
}

/** `{{name}}` → its value; a name `facts` does not have stays as written (the unit test forbids those). */
export function renderFacts(text: string, facts: Readonly<HelpFacts>): string {
  return text.replace(PLACEHOLDER, (written, name: string) => (Object.hasOwn(facts, name) ? facts[name] : written));
}
