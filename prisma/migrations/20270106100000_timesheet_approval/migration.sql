-- Submitted timesheets: the hours of a shift a worker sends for approval, approved or adjusted by the employer
-- (or automatically after 24 h), and paid on approval (docs/money.md, Approval).

-- CreateEnum
CREATE TYPE "TimesheetStatus" AS ENUM ('submitted', 'approved', 'adjusted');

-- AlterTable
ALTER TABLE "TimeEntry" ADD COLUMN     "timesheetId" TEXT;

-- CreateTable
CREATE TABLE "Timesheet" (
    "id" TEXT NOT NULL,
    "contractId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "employerId" TEXT NOT NULL,
    "status" "TimesheetStatus" NOT NULL DEFAULT 'submitted',
    "minutes" INTEGER NOT NULL,
    "breakAttestation" TEXT,
    "breakRequired" BOOLEAN NOT NULL DEFAULT false,
    "submittedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "autoApproveAt" TIMESTAMPTZ(3) NOT NULL,
    "decidedAt" TIMESTAMPTZ(3),
    "decidedBy" TEXT,
    "adjustedMinutes" INTEGER,
    "adjustReason" TEXT NOT NULL DEFAULT '',
    "paidAt" TIMESTAMPTZ(3),
    "paidJournalId" TEXT,
    "paidMinutes" INTEGER,

    CONSTRAINT "Timesheet_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Timesheet_employerId_status_autoApproveAt_idx" ON "Timesheet"("employerId", "status", "autoApproveAt");

-- CreateIndex
CREATE INDEX "Timesheet_userId_submittedAt_idx" ON "Timesheet"("userId", "submittedAt");

-- CreateIndex
CREATE INDEX "Timesheet_contractId_idx" ON "Timesheet"("contractId");

-- CreateIndex
CREATE INDEX "Timesheet_status_paidAt_idx" ON "Timesheet"("status", "paidAt");

-- CreateIndex
CREATE INDEX "TimeEntry_timesheetId_idx" ON "TimeEntry"("timesheetId");

-- AddForeignKey
ALTER TABLE "TimeEntry" ADD CONSTRAINT "TimeEntry_timesheetId_fkey" FOREIGN KEY ("timesheetId") REFERENCES "Timesheet"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Timesheet" ADD CONSTRAINT "Timesheet_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Rules the schema cannot say: minutes are never negative, the attestation is one of two answers, and an
-- adjusted timesheet carries its minutes and a reason of at least 10 characters.
ALTER TABLE "Timesheet" ADD CONSTRAINT "Timesheet_minutes_check" CHECK ("minutes" >= 0 AND ("adjustedMinutes" IS NULL OR "adjustedMinutes" >= 0));
ALTER TABLE "Timesheet" ADD CONSTRAINT "Timesheet_break_check" CHECK ("breakAttestation" IS NULL OR "breakAttestation" IN ('took', 'missed'));
ALTER TABLE "Timesheet" ADD CONSTRAINT "Timesheet_adjusted_check" CHECK ("status" <> 'adjusted' OR ("adjustedMinutes" IS NOT NULL AND char_length("adjustReason") >= 10));
