-- The arrival check: a worker neither on the way nor clocked in shortly before the start gets a standby search,
-- a backfill with its own reason beside any later one of the same shift (a no-show after the worker tapped
-- "On my way" and the search stopped). One search per shift and reason, at most one running per shift.
ALTER TABLE "Shift" ADD COLUMN "arrivalCheckAt" TIMESTAMPTZ(3);

DROP INDEX "Backfill_shiftId_key";
CREATE UNIQUE INDEX "Backfill_shiftId_reason_key" ON "Backfill"("shiftId", "reason");
CREATE UNIQUE INDEX "Backfill_one_running_per_shift" ON "Backfill"("shiftId") WHERE "status" = 'running';
