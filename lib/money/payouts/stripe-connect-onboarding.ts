// Stripe Connect onboarding (KYC) for bank withdrawals. A provider's connected account
// (lib/money/payouts/stripe-payouts.ts: requirement_collection "application", no Stripe dashboard) cannot receive
// transfers until Stripe has verified who the person is. The provider gives those details on Stripe's own hosted
// pages: withdraw/payout_setup answers an Account Link (type account_onboarding, only what is currently due),
// Stripe sends the person back to /dashboard/withdraw, and the account's status is kept in PayoutAccount:
// refreshed by the Connect webhook account.updated and by a retrieve when the person comes back.
// withdraw/submit_request refuses a bank withdrawal (409, before any money moves) while the account is not ready.
// Active only when bank withdrawals go through Stripe (PAYOUT_PROVIDER stripe or paypal, STRIPE_SECRET_KEY set);
// the sandbox and PayPal withdrawals never look at any of this.
import { db, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { returnUrl } from "@/lib/http/request-origin";
import { AppError } from "@/lib/http/errors";
import { stripeClient, stripeEnabled } from "@/lib/money/processor-base/stripe-client";
import { connectedAccount } from "@/lib/money/payouts/stripe-payouts";

export type PayoutSetupState = "not_started" | "details_due" | "verifying" | "rejected" | "ready";

export type PayoutSetupDto = {
  state: PayoutSetupState;
  payoutsEnabled: boolean;
  transfersActive: boolean;
  /** Stripe's requirement names still due (currently_due + past_due) */
  requirementsDue: string[];
  disabledReason: string | null;
  updatedAt: string | null;
};

export const PAYOUT_SETUP_MSG = {
  NotReady:
    "Stripe needs a few details before it can pay you to a bank account. Continue to Stripe from the withdraw page, then try again.",
  Verifying: "Stripe is still checking your details. Bank withdrawals open as soon as it is done; PayPal works now.",
  Rejected: "Stripe cannot pay out to a bank account for you. Please withdraw with PayPal or contact support.",
  Off: "Bank withdrawals do not need a Stripe set-up here.",
  Unreachable: "Stripe could not be reached just now. Please try again in a minute.",
} as const;

/** Account fields we keep (a subset of Stripe's account object). */
type StripeAccountLike = {
  id: string;
  payouts_enabled?: boolean | null;
  capabilities?: { transfers?: string | null } | null;
  requirements?: { currently_due?: string[] | null; past_due?: string[] | null; disabled_reason?: string | null } | null;
};

/** Bank withdrawals are paid through Stripe Connect in this deployment (lib/money/payouts/processor-payouts.ts routes them). */
export function payoutSetupActive(): boolean {
  return env.PAYOUT_PROVIDER !== "sandbox" && stripeEnabled();
}

type Row = {
  payoutsEnabled: boolean;
  transfersActive: boolean;
  requirementsDue: string[];
  disabledReason: string | null;
  statusUpdatedAt: Date | null;
};

export function setupState(row: Row | null): PayoutSetupState {
  if (!row) return "not_started";
  if (row.payoutsEnabled && row.transfersActive) return "ready";
  if (row.disabledReason?.startsWith("rejected.")) return "rejected";
  if (row.requirementsDue.length > 0 || !row.statusUpdatedAt) return "details_due";
  return "verifying";
}

export function toPayoutSetupDto(row: Row | null): PayoutSetupDto {
  return {
    state: setupState(row),
    payoutsEnabled: row?.payoutsEnabled ?? false,
    transfersActive: row?.transfersActive ?? false,
    requirementsDue: row?.requirementsDue ?? [],
    disabledReason: row?.disabledReason ?? null,
    updatedAt: row?.statusUpdatedAt?.toISOString() ?? null,
  };
}

/** The columns for one Stripe account object; `asOf`: when Stripe's status was what `a` says (default now). */
export function statusColumns(a: StripeAccountLike, asOf = new Date()) {
  const due = [...new Set([...(a.requirements?.past_due ?? []), ...(a.requirements?.currently_due ?? [])])];
  return {
    payoutsEnabled: a.payouts_enabled === true,
    transfersActive: a.capabilities?.transfers === "active",
    requirementsDue: due,
    disabledReason: a.requirements?.disabled_reason ?? null,
    statusUpdatedAt: asOf,
  };
}

/**
 * Stores a Stripe account's status on its PayoutAccount row (an account we do not know changes nothing).
 * `asOf` is when the status was Stripe's: the event's `created` for a webhook, now for a read. Stripe does
 * not deliver events in order, so a status older than the stored one (an account.updated that arrives after a
 * later event or a fresh read) changes nothing. Answers how many rows changed.
 */
export async function storeAccountStatus(client: Tx | typeof db, a: StripeAccountLike, asOf = new Date()): Promise<number> {
  if (!a?.id) return 0;
  const { count } = await client.payoutAccount.updateMany({
    where: { stripeAccountId: a.id, OR: [{ statusUpdatedAt: null }, { statusUpdatedAt: { lte: asOf } }] },
    data: statusColumns(a, asOf),
  });
  return count;
}

/** Reads the account from Stripe and stores its status (the person came back from Stripe, or it was never read). */
export async function refreshPayoutAccount(userId: string): Promise<PayoutSetupDto> {
  const row = await db.payoutAccount.findUnique({ where: { userId } });
  if (!row) return toPayoutSetupDto(null);
  const account = await stripeClient().accounts.retrieve(row.stripeAccountId);
  await storeAccountStatus(db, account as StripeAccountLike);
  return toPayoutSetupDto(await db.payoutAccount.findUnique({ where: { userId } }));
}

/**
 * The withdraw screen's status: null when Stripe Connect is off. `refresh` reads Stripe first (the return from
 * Stripe's pages, or a row whose status was never read); a Stripe outage then falls back to what is stored.
 */
export async function readPayoutSetup(userId: string, opts: { refresh?: boolean } = {}): Promise<PayoutSetupDto | null> {
  if (!payoutSetupActive()) return null;
  const row = await db.payoutAccount.findUnique({ where: { userId } });
  if (row && (opts.refresh || !row.statusUpdatedAt)) {
    try {
      return await refreshPayoutAccount(userId);
    } catch (err) {
      console.error(`[payouts] could not read connected account ${row.stripeAccountId}: ${(err as Error).message}`);
    }
  }
  return toPayoutSetupDto(row);
}

/** withdraw/payout_setup: the connected account (created once) and a fresh Account Link to Stripe's onboarding. */
export async function startPayoutSetup(userId: string): Promise<{ url: string; expiresAt: string; setup: PayoutSetupDto }> {
  if (!payoutSetupActive()) throw new AppError(409, PAYOUT_SETUP_MSG.Off);
  let link: { url: string; expires_at: number };
  try {
    const account = await connectedAccount(userId);
    link = await stripeClient().accountLinks.create({
      account,
      type: "account_onboarding",
      collection_options: { fields: "currently_due" },
      refresh_url: returnUrl("/dashboard/withdraw?stripe=refresh"),
      return_url: returnUrl("/dashboard/withdraw?stripe=return"),
    });
  } catch (err) {
    console.error(`[payouts] Stripe onboarding link for ${userId} failed: ${(err as Error).message}`);
    throw new AppError(502, PAYOUT_SETUP_MSG.Unreachable);
  }
  const row = await db.payoutAccount.findUnique({ where: { userId } });
  return { url: link.url, expiresAt: new Date(link.expires_at * 1000).toISOString(), setup: toPayoutSetupDto(row) };
}

/**
 * Refuses a bank withdrawal (409) while the connected account is known not to be ready: no account yet, details
 * due, Stripe still verifying, or rejected. A row whose status was never read is read from Stripe first; if
 * Stripe cannot be reached then, the withdrawal goes ahead as before (the payout step fails it cleanly if needed).
 */
export async function assertBankPayoutReady(userId: string): Promise<void> {
  if (!payoutSetupActive()) return;
  const row = await db.payoutAccount.findUnique({ where: { userId } });
  let setup = toPayoutSetupDto(row);
  if (row && !row.statusUpdatedAt) {
    try {
      setup = await refreshPayoutAccount(userId);
    } catch (err) {
      console.error(`[payouts] could not read connected account ${row.stripeAccountId}: ${(err as Error).message}`);
      return;
    }
  }
  if (setup.state === "ready") return;
  const message =
    setup.state === "verifying"
      ? PAYOUT_SETUP_MSG.Verifying
      : setup.state === "rejected"
        ? PAYOUT_SETUP_MSG.Rejected
        : PAYOUT_SETUP_MSG.NotReady;
  throw new AppError(409, message, { payoutSetup: setup });
}
