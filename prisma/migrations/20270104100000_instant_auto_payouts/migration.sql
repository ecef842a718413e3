-- Instant payouts to a debit card (method 'card', with its fee) and automatic payouts (lib/money/payouts).

-- The instant payout fee, taken from the wallet with the amount (0 for a standard withdrawal).
ALTER TABLE "Withdrawal" ADD COLUMN "feeCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Withdrawal" ADD CONSTRAINT "Withdrawal_fee_check" CHECK ("feeCents" >= 0 AND ("feeCents" = 0 OR "method" = 'card'));

-- A card withdrawal names the card (brand in "bankName", last four digits in "accountLast4"); no numbers are stored.
ALTER TABLE "Withdrawal" DROP CONSTRAINT "Withdrawal_method_check";
ALTER TABLE "Withdrawal" ADD CONSTRAINT "Withdrawal_method_check" CHECK (
  ("method" = 'paypal' AND "paypalEmail" IS NOT NULL)
  OR ("method" = 'bank' AND "bankName" IS NOT NULL AND "bankEncrypted" IS NOT NULL AND "accountLast4" IS NOT NULL)
  OR ("method" = 'card' AND "bankName" IS NOT NULL AND "accountLast4" IS NOT NULL)
);

-- Instant payouts leave through their own clearing account.
INSERT INTO "LedgerAccount" ("id", "kind") VALUES ('payout_clearing:card', 'payout_clearing') ON CONFLICT DO NOTHING;

-- The payout settings (lib/settings/payout-policy.ts): instant fee 1.5 %, at least $0.50; automatic payouts at 13:00 UTC.
INSERT INTO "Setting" ("key", "value", "updatedAt")
VALUES ('payouts', '{"instantFeePercent": 1.5, "instantFeeMinimumCents": 50, "autoPayoutHourUtc": 13}'::jsonb, CURRENT_TIMESTAMP)
ON CONFLICT ("key") DO NOTHING;

-- CreateTable
CREATE TABLE "AutoPayout" (
    "userId" TEXT NOT NULL,
    "schedule" TEXT NOT NULL DEFAULT 'off',
    "weekday" INTEGER NOT NULL DEFAULT 1,
    "thresholdCents" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AutoPayout_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "AutoPayout" ADD CONSTRAINT "AutoPayout_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "AutoPayout" ADD CONSTRAINT "AutoPayout_shape_check" CHECK (
  "schedule" IN ('off', 'daily', 'weekly') AND "weekday" BETWEEN 0 AND 6 AND "thresholdCents" >= 0
);
CREATE INDEX "AutoPayout_on_idx" ON "AutoPayout"("userId") WHERE "schedule" <> 'off';
