-- AlterTable
ALTER TABLE "PayoutAccount" ADD COLUMN     "disabledReason" TEXT,
ADD COLUMN     "payoutsEnabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "requirementsDue" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "statusUpdatedAt" TIMESTAMP(3),
ADD COLUMN     "transfersActive" BOOLEAN NOT NULL DEFAULT false;

