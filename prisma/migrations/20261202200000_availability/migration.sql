-- CreateEnum
CREATE TYPE "AvailabilityKind" AS ENUM ('weekly', 'once');

-- CreateTable
CREATE TABLE "AvailabilityRule" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" "AvailabilityKind" NOT NULL,
    "timezone" TEXT NOT NULL,
    "weekday" INTEGER,
    "date" DATE,
    "startMin" INTEGER NOT NULL,
    "endMin" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AvailabilityRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AvailabilitySlot" (
    "id" BIGSERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "geoCell" INTEGER,
    "lat" DOUBLE PRECISION,
    "lng" DOUBLE PRECISION,
    "rankScore" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "during" tstzrange NOT NULL,

    CONSTRAINT "AvailabilitySlot_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AvailabilityHorizon" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "through" DATE NOT NULL,

    CONSTRAINT "AvailabilityHorizon_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AvailabilityRule_userId_kind_idx" ON "AvailabilityRule"("userId", "kind");

-- AddForeignKey
ALTER TABLE "AvailabilityRule" ADD CONSTRAINT "AvailabilityRule_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AvailabilitySlot" ADD CONSTRAINT "AvailabilitySlot_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Hand-added (Prisma cannot express these) -------------------------------------------------------------
CREATE EXTENSION IF NOT EXISTS btree_gist;

ALTER TABLE "AvailabilityRule"
  ADD CONSTRAINT "AvailabilityRule_kind_check" CHECK (
    ("kind" = 'weekly' AND "weekday" BETWEEN 0 AND 6 AND "date" IS NULL)
    OR ("kind" = 'once' AND "date" IS NOT NULL AND "weekday" IS NULL)),
  ADD CONSTRAINT "AvailabilityRule_times_check" CHECK (
    "startMin" >= 0 AND "startMin" < 1440 AND "endMin" <= 1440
    AND "startMin" % 30 = 0 AND "endMin" % 30 = 0 AND "endMin" - "startMin" >= 30);

-- a person's slots never overlap (they are merged when materialised); also the (userId, during) index
ALTER TABLE "AvailabilitySlot"
  ADD CONSTRAINT "AvailabilitySlot_no_overlap" EXCLUDE USING gist ("userId" WITH =, "during" WITH &&);
-- "who is available at T near here": one probe per grid cell
CREATE INDEX "AvailabilitySlot_cell_during_idx" ON "AvailabilitySlot" USING gist ("geoCell", "during");

ALTER TABLE "AvailabilityHorizon" ADD CONSTRAINT "AvailabilityHorizon_one_row" CHECK ("id" = 1);

-- The rules of local dates [p_from, p_to) as merged UTC ranges per person (all people when p_user is NULL).
-- A no-repeat date replaces the weekly rows of that local date. AT TIME ZONE does the daylight-saving work.
CREATE FUNCTION availability_slots(p_from date, p_to date, p_user text DEFAULT NULL)
RETURNS TABLE ("userId" text, "during" tstzrange) LANGUAGE sql STABLE AS $$
  WITH raw AS (
    SELECT r."userId",
           (d::date + make_interval(mins => r."startMin")) AT TIME ZONE r."timezone" AS lo,
           (d::date + make_interval(mins => r."endMin")) AT TIME ZONE r."timezone" AS hi
    FROM "AvailabilityRule" r
    CROSS JOIN generate_series(p_from::timestamp, (p_to - 1)::timestamp, interval '1 day') d
    WHERE r."kind" = 'weekly' AND (p_user IS NULL OR r."userId" = p_user)
      AND r."weekday" = extract(dow FROM d)::int
      AND NOT EXISTS (SELECT 1 FROM "AvailabilityRule" o
                      WHERE o."userId" = r."userId" AND o."kind" = 'once' AND o."date" = d::date)
    UNION ALL
    SELECT r."userId",
           (r."date" + make_interval(mins => r."startMin")) AT TIME ZONE r."timezone",
           (r."date" + make_interval(mins => r."endMin")) AT TIME ZONE r."timezone"
    FROM "AvailabilityRule" r
    WHERE r."kind" = 'once' AND (p_user IS NULL OR r."userId" = p_user)
      AND r."date" >= p_from AND r."date" < p_to
  )
  SELECT m."userId", unnest(m.ranges)
  FROM (SELECT raw."userId", range_agg(tstzrange(raw.lo, raw.hi)) AS ranges
        FROM raw WHERE raw.lo < raw.hi GROUP BY raw."userId") m
$$;

-- the slots copy the owner's place and rank; keep them when those change
CREATE FUNCTION availability_slot_cell() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."geoCell" IS DISTINCT FROM OLD."geoCell" OR NEW."lat" IS DISTINCT FROM OLD."lat"
     OR NEW."lng" IS DISTINCT FROM OLD."lng" OR NEW."rankScore" IS DISTINCT FROM OLD."rankScore" THEN
    UPDATE "AvailabilitySlot" SET "geoCell" = NEW."geoCell", "lat" = NEW."lat", "lng" = NEW."lng", "rankScore" = NEW."rankScore"
    WHERE "userId" = NEW."userId";
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER "UserSearch_availability_cell" AFTER UPDATE ON "UserSearch"
  FOR EACH ROW EXECUTE FUNCTION availability_slot_cell();
