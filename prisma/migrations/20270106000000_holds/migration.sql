-- Holds (docs/money.md "Holds"): the money an employer's wallet sets aside for a hired shift sits in a ledger
-- account `held:{contractId}` (kind 'held') with a cached balance, like a wallet, and like a wallet it can never
-- go below zero (LedgerAccount_balance_nonnegative_check covers every cached balance).

-- AlterTable
ALTER TABLE "Contract" ADD COLUMN "holdCents" INTEGER,
ADD COLUMN "fundedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "User" ADD COLUMN "hireOnlyWhenFunded" BOOLEAN NOT NULL DEFAULT false;

-- A hold is positive when set; it is funded only with an amount to hold.
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_hold_check"
  CHECK (("holdCents" IS NULL OR "holdCents" > 0) AND ("fundedAt" IS NULL OR "holdCents" IS NOT NULL));

-- An account's shape: a wallet has its owner and a cached balance (as before); a hold's id is
-- 'held:' || the contract's id, it has a cached balance and no owner; a platform account has neither.
ALTER TABLE "LedgerAccount" ADD CONSTRAINT "LedgerAccount_held_shape_check"
  CHECK (("kind" = 'held') = ("id" LIKE 'held:_%')
         AND ("kind" <> 'held' OR ("userId" IS NULL AND "balanceCents" IS NOT NULL))
         AND ("balanceCents" IS NULL OR "kind" IN ('wallet', 'held')));

-- The employer's Not funded contracts, for the funding after a deposit and the task a day before a shift.
CREATE INDEX "Contract_not_funded_idx" ON "Contract"("createdAt") WHERE "holdCents" IS NOT NULL AND "fundedAt" IS NULL;
