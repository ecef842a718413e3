-- Shifts as first-class things: a schedule on jobs and booking requests, each worker's commitment to a shift
-- (never two at once), reliability events with appeals, the employer's roster, backfill and late-cancellation pay.

-- CreateEnum
CREATE TYPE "ShiftStatus" AS ENUM ('booked', 'confirmed', 'canceled', 'no_show', 'completed', 'released');

-- CreateEnum
CREATE TYPE "ReliabilityKind" AS ENUM ('completed_on_time', 'late_cancel', 'very_late_cancel', 'no_show', 'late_clock_in');

-- CreateEnum
CREATE TYPE "AppealStatus" AS ENUM ('none', 'pending', 'upheld', 'overturned');

-- CreateEnum
CREATE TYPE "RosterKind" AS ENUM ('favorite', 'blocked');

-- CreateEnum
CREATE TYPE "BackfillStatus" AS ENUM ('running', 'filled', 'stopped', 'exhausted');

-- CreateEnum
CREATE TYPE "BackfillOfferStatus" AS ENUM ('offered', 'accepted', 'declined', 'expired', 'lost');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "reliabilityScore" INTEGER;

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "arrivalNotes" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "contactName" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "shiftEnd" TIMESTAMPTZ(3),
ADD COLUMN     "shiftStart" TIMESTAMPTZ(3),
ADD COLUMN     "timezone" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "weeklySchedule" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "whatToBring" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "BookingRequest" ADD COLUMN     "arrivalNotes" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "backfillId" TEXT,
ADD COLUMN     "contactName" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "shiftEnd" TIMESTAMPTZ(3),
ADD COLUMN     "whatToBring" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "BookingEmployee" ADD COLUMN     "tier" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Shift" (
    "id" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "contractId" TEXT,
    "bookingId" TEXT,
    "userId" TEXT NOT NULL,
    "employerId" TEXT NOT NULL,
    "start" TIMESTAMPTZ(3) NOT NULL,
    "end" TIMESTAMPTZ(3) NOT NULL,
    "timezone" TEXT NOT NULL,
    "status" "ShiftStatus" NOT NULL DEFAULT 'booked',
    "confirmedAt" TIMESTAMPTZ(3),
    "onMyWayAt" TIMESTAMPTZ(3),
    "arrivedAt" TIMESTAMPTZ(3),
    "clockedInAt" TIMESTAMPTZ(3),
    "canceledAt" TIMESTAMPTZ(3),
    "canceledBy" TEXT,
    "cancelReason" TEXT NOT NULL DEFAULT '',
    "cancelLeadMinutes" INTEGER,
    "keepUnconfirmed" BOOLEAN NOT NULL DEFAULT false,
    "unconfirmedNoticeAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Shift_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReliabilityEvent" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "shiftId" TEXT NOT NULL,
    "kind" "ReliabilityKind" NOT NULL,
    "occurredAt" TIMESTAMPTZ(3) NOT NULL,
    "detail" TEXT NOT NULL DEFAULT '',
    "appealStatus" "AppealStatus" NOT NULL DEFAULT 'none',
    "appealNote" TEXT NOT NULL DEFAULT '',
    "appealedAt" TIMESTAMPTZ(3),
    "decidedAt" TIMESTAMPTZ(3),
    "decidedById" TEXT,
    "decisionNote" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReliabilityEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RosterEntry" (
    "employerId" TEXT NOT NULL,
    "workerId" TEXT NOT NULL,
    "kind" "RosterKind" NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RosterEntry_pkey" PRIMARY KEY ("employerId","workerId")
);

-- CreateTable
CREATE TABLE "Backfill" (
    "id" TEXT NOT NULL,
    "shiftId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "employerId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "status" "BackfillStatus" NOT NULL DEFAULT 'running',
    "tier" INTEGER NOT NULL DEFAULT 1,
    "nextTierAt" TIMESTAMPTZ(3),
    "filledShiftId" TEXT,
    "startedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Backfill_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BackfillOffer" (
    "id" TEXT NOT NULL,
    "backfillId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tier" INTEGER NOT NULL,
    "status" "BackfillOfferStatus" NOT NULL DEFAULT 'offered',
    "offeredAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "answeredAt" TIMESTAMPTZ(3),

    CONSTRAINT "BackfillOffer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CancellationPay" (
    "id" TEXT NOT NULL,
    "shiftId" TEXT NOT NULL,
    "employerId" TEXT NOT NULL,
    "workerId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "paidCents" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settledAt" TIMESTAMPTZ(3),

    CONSTRAINT "CancellationPay_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Shift_userId_start_idx" ON "Shift"("userId", "start");

-- CreateIndex
CREATE INDEX "Shift_employerId_start_idx" ON "Shift"("employerId", "start");

-- CreateIndex
CREATE INDEX "Shift_jobId_idx" ON "Shift"("jobId");

-- CreateIndex
CREATE INDEX "Shift_status_start_idx" ON "Shift"("status", "start");

-- CreateIndex
CREATE INDEX "ReliabilityEvent_userId_occurredAt_idx" ON "ReliabilityEvent"("userId", "occurredAt");

-- CreateIndex
CREATE INDEX "ReliabilityEvent_appealStatus_appealedAt_idx" ON "ReliabilityEvent"("appealStatus", "appealedAt");

-- CreateIndex
CREATE UNIQUE INDEX "ReliabilityEvent_shiftId_kind_key" ON "ReliabilityEvent"("shiftId", "kind");

-- CreateIndex
CREATE INDEX "RosterEntry_workerId_kind_idx" ON "RosterEntry"("workerId", "kind");

-- CreateIndex
CREATE INDEX "RosterEntry_employerId_kind_createdAt_idx" ON "RosterEntry"("employerId", "kind", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Backfill_shiftId_key" ON "Backfill"("shiftId");

-- CreateIndex
CREATE INDEX "Backfill_status_nextTierAt_idx" ON "Backfill"("status", "nextTierAt");

-- CreateIndex
CREATE INDEX "Backfill_employerId_startedAt_idx" ON "Backfill"("employerId", "startedAt");

-- CreateIndex
CREATE INDEX "BackfillOffer_userId_status_idx" ON "BackfillOffer"("userId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "BackfillOffer_backfillId_userId_key" ON "BackfillOffer"("backfillId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "CancellationPay_shiftId_key" ON "CancellationPay"("shiftId");

-- CreateIndex
CREATE INDEX "CancellationPay_employerId_settledAt_idx" ON "CancellationPay"("employerId", "settledAt");

-- CreateIndex
CREATE UNIQUE INDEX "BookingRequest_backfillId_key" ON "BookingRequest"("backfillId");

-- AddForeignKey
ALTER TABLE "BookingRequest" ADD CONSTRAINT "BookingRequest_backfillId_fkey" FOREIGN KEY ("backfillId") REFERENCES "Backfill"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Shift" ADD CONSTRAINT "Shift_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Shift" ADD CONSTRAINT "Shift_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Shift" ADD CONSTRAINT "Shift_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "BookingRequest"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Shift" ADD CONSTRAINT "Shift_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Shift" ADD CONSTRAINT "Shift_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReliabilityEvent" ADD CONSTRAINT "ReliabilityEvent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReliabilityEvent" ADD CONSTRAINT "ReliabilityEvent_shiftId_fkey" FOREIGN KEY ("shiftId") REFERENCES "Shift"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RosterEntry" ADD CONSTRAINT "RosterEntry_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RosterEntry" ADD CONSTRAINT "RosterEntry_workerId_fkey" FOREIGN KEY ("workerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Backfill" ADD CONSTRAINT "Backfill_shiftId_fkey" FOREIGN KEY ("shiftId") REFERENCES "Shift"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Backfill" ADD CONSTRAINT "Backfill_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Backfill" ADD CONSTRAINT "Backfill_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BackfillOffer" ADD CONSTRAINT "BackfillOffer_backfillId_fkey" FOREIGN KEY ("backfillId") REFERENCES "Backfill"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BackfillOffer" ADD CONSTRAINT "BackfillOffer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CancellationPay" ADD CONSTRAINT "CancellationPay_shiftId_fkey" FOREIGN KEY ("shiftId") REFERENCES "Shift"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CancellationPay" ADD CONSTRAINT "CancellationPay_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CancellationPay" ADD CONSTRAINT "CancellationPay_workerId_fkey" FOREIGN KEY ("workerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- A booking request used to assume an 8-hour shift: its end is now stored.
UPDATE "BookingRequest" SET "shiftEnd" = "shiftDate" + interval '8 hours' WHERE "shiftEnd" IS NULL;
ALTER TABLE "BookingRequest" ALTER COLUMN "shiftEnd" SET NOT NULL;
ALTER TABLE "BookingRequest" ADD CONSTRAINT "BookingRequest_shift_order" CHECK ("shiftEnd" > "shiftDate");

ALTER TABLE "Job" ADD CONSTRAINT "Job_shift_order" CHECK (
  ("shiftStart" IS NULL AND "shiftEnd" IS NULL) OR ("shiftStart" IS NOT NULL AND "shiftEnd" IS NOT NULL AND "shiftEnd" > "shiftStart")
);

-- A worker is never committed to two shifts at once (btree_gist is installed by 20261202100000_time).
ALTER TABLE "Shift" ADD CONSTRAINT "Shift_order" CHECK ("end" > "start");
ALTER TABLE "Shift" ADD CONSTRAINT "Shift_no_overlap" EXCLUDE USING gist ("userId" WITH =, tstzrange("start", "end") WITH &&)
  WHERE ("status" IN ('booked', 'confirmed'));

ALTER TABLE "CancellationPay" ADD CONSTRAINT "CancellationPay_amounts" CHECK ("amountCents" > 0 AND "paidCents" >= 0 AND "paidCents" <= "amountCents");
ALTER TABLE "User" ADD CONSTRAINT "User_reliability_range" CHECK ("reliabilityScore" IS NULL OR ("reliabilityScore" BETWEEN 0 AND 100));
