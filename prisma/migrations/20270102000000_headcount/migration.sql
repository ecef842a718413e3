-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "headcount" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "parentJobId" TEXT;

-- AlterTable
ALTER TABLE "BookingRequest" ADD COLUMN     "headcount" INTEGER NOT NULL DEFAULT 1;

-- CreateIndex
CREATE INDEX "Job_parentJobId_idx" ON "Job"("parentJobId");

-- AddForeignKey
ALTER TABLE "Job" ADD CONSTRAINT "Job_parentJobId_fkey" FOREIGN KEY ("parentJobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Keeps the number of workers a posting or a booking request hires between 1 and 50
ALTER TABLE "Job" ADD CONSTRAINT "Job_headcount_range" CHECK ("headcount" BETWEEN 1 AND 50);
ALTER TABLE "BookingRequest" ADD CONSTRAINT "BookingRequest_headcount_range" CHECK ("headcount" BETWEEN 1 AND 50);

-- Replaces "one accepted employee per request" by "at most headcount accepted employees per request": the
-- trigger locks the request row, so two accepts at the same instant are counted one after the other
DROP INDEX "BookingEmployee_one_accepted";

CREATE FUNCTION "BookingEmployee_accepted_within_headcount"() RETURNS trigger AS $$
DECLARE
  wanted INTEGER;
  taken INTEGER;
BEGIN
  SELECT "headcount" INTO wanted FROM "BookingRequest" WHERE "id" = NEW."requestId" FOR UPDATE;
  SELECT count(*) INTO taken FROM "BookingEmployee" WHERE "requestId" = NEW."requestId" AND "status" = 'accepted';
  IF taken > wanted THEN
    RAISE EXCEPTION 'booking request % has more accepted employees than its headcount %', NEW."requestId", wanted
      USING ERRCODE = '23514', CONSTRAINT = 'BookingEmployee_accepted_within_headcount';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE CONSTRAINT TRIGGER "BookingEmployee_accepted_within_headcount"
  AFTER INSERT OR UPDATE OF "status" ON "BookingEmployee"
  FOR EACH ROW WHEN (NEW."status" = 'accepted')
  EXECUTE FUNCTION "BookingEmployee_accepted_within_headcount"();
