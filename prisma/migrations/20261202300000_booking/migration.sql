-- CreateEnum
CREATE TYPE "BookingStatus" AS ENUM ('sent', 'accepted', 'declined', 'expired');

-- CreateEnum
CREATE TYPE "BookingEmployeeStatus" AS ENUM ('active', 'waiting', 'accepted', 'declined', 'expired');

-- CreateEnum
CREATE TYPE "BookingType" AS ENUM ('standard', 'urgent');

-- CreateTable
CREATE TABLE "BookingRequest" (
    "id" TEXT NOT NULL,
    "creatorId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "street_number" TEXT NOT NULL DEFAULT '',
    "route" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL DEFAULT '',
    "county" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT '',
    "zipcode" TEXT NOT NULL DEFAULT '',
    "lat" DOUBLE PRECISION,
    "lng" DOUBLE PRECISION,
    "shiftDate" TIMESTAMP(3) NOT NULL,
    "shiftTime" TEXT NOT NULL,
    "timezone" TEXT NOT NULL DEFAULT 'America/New_York',
    "payType" "PayType" NOT NULL,
    "price" INTEGER NOT NULL,
    "bookingType" "BookingType" NOT NULL DEFAULT 'standard',
    "responseTimeLimit" INTEGER NOT NULL,
    "isRecurring" BOOLEAN NOT NULL DEFAULT false,
    "repeatDuration" INTEGER,
    "repeatOn" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "seriesId" TEXT,
    "autoPicked" BOOLEAN NOT NULL DEFAULT false,
    "status" "BookingStatus" NOT NULL DEFAULT 'sent',
    "jobId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "closedAt" TIMESTAMP(3),

    CONSTRAINT "BookingRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingEmployee" (
    "id" TEXT NOT NULL,
    "requestId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "status" "BookingEmployeeStatus" NOT NULL,
    "activatedAt" TIMESTAMP(3),
    "responseLimit" TIMESTAMP(3),
    "remindedAt" TIMESTAMP(3),
    "answeredAt" TIMESTAMP(3),

    CONSTRAINT "BookingEmployee_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BookingRequest_jobId_key" ON "BookingRequest"("jobId");

-- CreateIndex
CREATE INDEX "BookingRequest_creatorId_createdAt_idx" ON "BookingRequest"("creatorId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "BookingRequest_seriesId_shiftDate_key" ON "BookingRequest"("seriesId", "shiftDate");

-- CreateIndex
CREATE INDEX "BookingEmployee_userId_status_idx" ON "BookingEmployee"("userId", "status");

-- CreateIndex
CREATE INDEX "BookingEmployee_status_responseLimit_idx" ON "BookingEmployee"("status", "responseLimit");

-- CreateIndex
CREATE UNIQUE INDEX "BookingEmployee_requestId_userId_key" ON "BookingEmployee"("requestId", "userId");

-- AddForeignKey
ALTER TABLE "BookingRequest" ADD CONSTRAINT "BookingRequest_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingRequest" ADD CONSTRAINT "BookingRequest_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingEmployee" ADD CONSTRAINT "BookingEmployee_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "BookingRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingEmployee" ADD CONSTRAINT "BookingEmployee_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Hand-added: the rules the app relies on, kept by the database too.
ALTER TABLE "BookingRequest" ADD CONSTRAINT "BookingRequest_price_check" CHECK ("price" >= 0);
ALTER TABLE "BookingRequest" ADD CONSTRAINT "BookingRequest_responseTimeLimit_check" CHECK ("responseTimeLimit" IN (15, 60, 1440));
ALTER TABLE "BookingRequest" ADD CONSTRAINT "BookingRequest_repeatDuration_check" CHECK ("repeatDuration" IS NULL OR "repeatDuration" BETWEEN 1 AND 4);
-- at most one accepted employee per request: a second accept can never commit
CREATE UNIQUE INDEX "BookingEmployee_one_accepted" ON "BookingEmployee"("requestId") WHERE "status" = 'accepted';
-- the provider's lists: requests where they are active or waiting
CREATE INDEX "BookingEmployee_open_deadline" ON "BookingEmployee"("responseLimit") WHERE "status" = 'active';
