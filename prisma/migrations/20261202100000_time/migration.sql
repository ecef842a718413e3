-- CreateEnum
CREATE TYPE "TimeEntryType" AS ENUM ('track', 'manual');

-- CreateTable
CREATE TABLE "TimeEntry" (
    "id" TEXT NOT NULL,
    "contractId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "start" TIMESTAMPTZ(3) NOT NULL,
    "end" TIMESTAMPTZ(3) NOT NULL,
    "memo" TEXT NOT NULL DEFAULT '',
    "type" "TimeEntryType" NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TimeEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Timer" (
    "userId" TEXT NOT NULL,
    "contractId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "memo" TEXT NOT NULL DEFAULT '',
    "startAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Timer_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "TimeEntry_contractId_start_idx" ON "TimeEntry"("contractId", "start");

-- CreateIndex
CREATE INDEX "TimeEntry_userId_start_idx" ON "TimeEntry"("userId", "start");

-- CreateIndex
CREATE INDEX "Timer_contractId_idx" ON "Timer"("contractId");

-- AddForeignKey
ALTER TABLE "TimeEntry" ADD CONSTRAINT "TimeEntry_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimeEntry" ADD CONSTRAINT "TimeEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Timer" ADD CONSTRAINT "Timer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Timer" ADD CONSTRAINT "Timer_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Hand-written (Prisma cannot express these):
-- entries end after they start
ALTER TABLE "TimeEntry" ADD CONSTRAINT "TimeEntry_end_after_start" CHECK ("end" > "start");

-- entries of one provider never overlap, across all their contracts (half-open ranges: an entry may start
-- exactly when the previous one ends)
CREATE EXTENSION IF NOT EXISTS btree_gist;
ALTER TABLE "TimeEntry" ADD CONSTRAINT "TimeEntry_no_overlap"
  EXCLUDE USING gist ("userId" WITH =, tstzrange("start", "end", '[)') WITH &&);
