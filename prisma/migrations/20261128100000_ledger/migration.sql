-- The ledger: double-entry accounts, journals and entries in integer cents, idempotency keys,
-- withdrawals. Design: docs/money.md. Generated part first (prisma-sql-diff), hand-written rules below.

-- CreateTable
CREATE TABLE "LedgerAccount" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "userId" TEXT,
    "balanceCents" BIGINT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerJournal" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "memo" TEXT NOT NULL DEFAULT '',
    "userId" TEXT,
    "jobId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerJournal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" BIGSERIAL NOT NULL,
    "journalId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IdempotencyKey" (
    "userId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "call" TEXT NOT NULL,
    "payloadHash" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "response" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdempotencyKey_pkey" PRIMARY KEY ("userId","key")
);

-- CreateTable
CREATE TABLE "Withdrawal" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "paypalEmail" TEXT,
    "bankName" TEXT,
    "routingLast4" TEXT,
    "accountLast4" TEXT,
    "bankEncrypted" TEXT,
    "payoutReference" TEXT,
    "failureReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "paidAt" TIMESTAMP(3),
    "failedAt" TIMESTAMP(3),

    CONSTRAINT "Withdrawal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LedgerAccount_userId_key" ON "LedgerAccount"("userId");

-- CreateIndex
CREATE INDEX "LedgerJournal_userId_createdAt_idx" ON "LedgerJournal"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerJournal_kind_reference_key" ON "LedgerJournal"("kind", "reference");

-- CreateIndex
CREATE INDEX "LedgerEntry_accountId_id_idx" ON "LedgerEntry"("accountId", "id");

-- CreateIndex
CREATE INDEX "LedgerEntry_journalId_idx" ON "LedgerEntry"("journalId");

-- CreateIndex
CREATE INDEX "IdempotencyKey_createdAt_idx" ON "IdempotencyKey"("createdAt");

-- CreateIndex
CREATE INDEX "Withdrawal_userId_createdAt_idx" ON "Withdrawal"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Withdrawal_status_createdAt_idx" ON "Withdrawal"("status", "createdAt");

-- AddForeignKey
ALTER TABLE "LedgerAccount" ADD CONSTRAINT "LedgerAccount_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerJournal" ADD CONSTRAINT "LedgerJournal_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_journalId_fkey" FOREIGN KEY ("journalId") REFERENCES "LedgerJournal"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "LedgerAccount"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IdempotencyKey" ADD CONSTRAINT "IdempotencyKey_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Withdrawal" ADD CONSTRAINT "Withdrawal_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- ---------------------------------------------------------------------------------------------------------
-- Hand-written rules (not expressible in schema.prisma).

-- Wallets carry a cached balance that can never go below zero; platform accounts carry none.
ALTER TABLE "LedgerAccount" ADD CONSTRAINT "LedgerAccount_balance_nonnegative_check"
  CHECK ("balanceCents" IS NULL OR "balanceCents" >= 0);
ALTER TABLE "LedgerAccount" ADD CONSTRAINT "LedgerAccount_wallet_shape_check"
  CHECK (("kind" = 'wallet') = ("userId" IS NOT NULL AND "balanceCents" IS NOT NULL)
         AND ("kind" <> 'wallet' OR "id" = 'wallet:' || "userId"));

-- An entry moves a non-zero amount.
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_amount_nonzero_check" CHECK ("amountCents" <> 0);

-- Withdrawals: a positive amount, a known method and status, the method's details present.
ALTER TABLE "Withdrawal" ADD CONSTRAINT "Withdrawal_amount_positive_check" CHECK ("amountCents" > 0);
ALTER TABLE "Withdrawal" ADD CONSTRAINT "Withdrawal_status_check" CHECK ("status" IN ('pending', 'paid', 'failed'));
ALTER TABLE "Withdrawal" ADD CONSTRAINT "Withdrawal_method_check" CHECK (
  ("method" = 'paypal' AND "paypalEmail" IS NOT NULL)
  OR ("method" = 'bank' AND "bankName" IS NOT NULL AND "bankEncrypted" IS NOT NULL AND "accountLast4" IS NOT NULL)
);
CREATE INDEX "Withdrawal_pending_idx" ON "Withdrawal"("createdAt") WHERE "status" = 'pending';

-- The platform's accounts (no cached balance: no hot row per payment).
INSERT INTO "LedgerAccount" ("id", "kind") VALUES
  ('fee_revenue', 'fee_revenue'),
  ('in_transit:card', 'in_transit'),
  ('in_transit:bank', 'in_transit'),
  ('in_transit:paypal', 'in_transit'),
  ('pending_withdrawal', 'pending_withdrawal'),
  ('payout_clearing:bank', 'payout_clearing'),
  ('payout_clearing:paypal', 'payout_clearing'),
  ('subscription_revenue', 'subscription_revenue');

-- Append-only: entries and journals are never changed or removed (a correction is a new journal).
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER "LedgerEntry_append_only" BEFORE UPDATE OR DELETE ON "LedgerEntry"
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER "LedgerJournal_append_only" BEFORE UPDATE OR DELETE ON "LedgerJournal"
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER "LedgerEntry_no_truncate" BEFORE TRUNCATE ON "LedgerEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER "LedgerJournal_no_truncate" BEFORE TRUNCATE ON "LedgerJournal"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

-- Every journal balances: a deferred constraint trigger checks, at commit, that the entries of each
-- journal touched by the transaction sum to zero (so entries may arrive in several statements).
CREATE FUNCTION ledger_journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT COALESCE(SUM("amountCents"), 0) INTO total FROM "LedgerEntry" WHERE "journalId" = NEW."journalId";
  IF total <> 0 THEN
    RAISE EXCEPTION 'journal % does not balance: its entries sum to % cents', NEW."journalId", total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER "LedgerEntry_journal_balanced" AFTER INSERT ON "LedgerEntry"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_journal_balanced();
