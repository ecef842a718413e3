-- Fixed-price delivery (the worker marks the work delivered; the employer accepts or disputes; accepted
-- automatically after 72 h) and disputes an admin settles by a ledger journal (lib/disputes).
-- CreateEnum
CREATE TYPE "DeliveryStatus" AS ENUM ('delivered', 'accepted', 'disputed');

-- CreateEnum
CREATE TYPE "DisputeKind" AS ENUM ('timesheet', 'delivery');

-- CreateEnum
CREATE TYPE "DisputeStatus" AS ENUM ('open', 'resolved');

-- AlterTable
ALTER TABLE "Contract" ADD COLUMN     "deliveredAt" TIMESTAMPTZ(3),
ADD COLUMN     "deliveryAutoAcceptAt" TIMESTAMPTZ(3),
ADD COLUMN     "deliveryDecidedAt" TIMESTAMPTZ(3),
ADD COLUMN     "deliveryDecidedBy" TEXT,
ADD COLUMN     "deliveryNote" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "deliveryStatus" "DeliveryStatus";

-- CreateTable
CREATE TABLE "Dispute" (
    "id" TEXT NOT NULL,
    "kind" "DisputeKind" NOT NULL,
    "contractId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "timesheetId" TEXT,
    "workerId" TEXT NOT NULL,
    "employerId" TEXT NOT NULL,
    "openedById" TEXT NOT NULL,
    "openerNote" TEXT NOT NULL,
    "responseNote" TEXT NOT NULL DEFAULT '',
    "respondedAt" TIMESTAMPTZ(3),
    "frozenCents" INTEGER NOT NULL,
    "undisputedCents" INTEGER NOT NULL DEFAULT 0,
    "status" "DisputeStatus" NOT NULL DEFAULT 'open',
    "openedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMPTZ(3),
    "resolvedById" TEXT,
    "workerCents" INTEGER,
    "resolutionReason" TEXT NOT NULL DEFAULT '',
    "journalId" TEXT,

    CONSTRAINT "Dispute_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Dispute_timesheetId_key" ON "Dispute"("timesheetId");

-- CreateIndex
CREATE INDEX "Dispute_status_openedAt_idx" ON "Dispute"("status", "openedAt");

-- CreateIndex
CREATE INDEX "Dispute_contractId_idx" ON "Dispute"("contractId");

-- CreateIndex
CREATE INDEX "Dispute_workerId_openedAt_idx" ON "Dispute"("workerId", "openedAt");

-- CreateIndex
CREATE INDEX "Dispute_employerId_openedAt_idx" ON "Dispute"("employerId", "openedAt");

-- CreateIndex
CREATE INDEX "Contract_deliveryStatus_deliveryAutoAcceptAt_idx" ON "Contract"("deliveryStatus", "deliveryAutoAcceptAt");

-- AddForeignKey
ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_timesheetId_fkey" FOREIGN KEY ("timesheetId") REFERENCES "Timesheet"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- one open or settled dispute of a delivery per contract; amounts never negative, the award within the frozen cents
CREATE UNIQUE INDEX "Dispute_delivery_contract_key" ON "Dispute"("contractId") WHERE "kind" = 'delivery';
ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_amounts_check"
  CHECK ("frozenCents" >= 0 AND "undisputedCents" >= 0 AND ("workerCents" IS NULL OR ("workerCents" >= 0 AND "workerCents" <= "frozenCents")));
ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_kind_timesheet_check"
  CHECK (("kind" = 'timesheet') = ("timesheetId" IS NOT NULL));
ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_resolved_check"
  CHECK (("status" = 'resolved') = ("resolvedAt" IS NOT NULL AND "workerCents" IS NOT NULL));
