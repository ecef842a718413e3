-- The search's "When" and "Fits my availability" read a dated job's shift (start, end, zone) on every
-- candidate they check. Carried in the search indexes, their plans stay index-only like the others:
-- 1. by the instant the shift starts, with the document and the filter columns (a keyword and a few days:
--    the days' rows are checked for the words and the exact day in the job's zone without the heap);
DROP INDEX IF EXISTS "Job_shiftStart_open_idx";
CREATE INDEX "Job_shiftStart_open_idx" ON "Job" ("shiftStart")
  INCLUDE ("shiftEnd", "timezone", "createdAt", "id", "creatorId", "payType", "type", "categories", "lat", "lng", "geoCell", "searchVector")
  WHERE "status" = 0 AND "shiftStart" IS NOT NULL;
-- 2. newest first (Fits my availability alone walks it until the window is full);
DROP INDEX IF EXISTS "Job_search_recent_idx";
CREATE INDEX "Job_search_recent_idx" ON "Job" ("createdAt" DESC, "id" DESC)
  INCLUDE ("creatorId", "payType", "type", "categories", "lat", "lng", "searchVector", "shiftStart", "shiftEnd", "timezone")
  WHERE "status" = 0;
-- 3. nearest first (a few days near a place).
DROP INDEX IF EXISTS "Job_geo_open_idx";
CREATE INDEX "Job_geo_open_idx" ON "Job" USING gist (ll_to_earth("lat", "lng"))
  INCLUDE ("lat", "lng", "id", "createdAt", "creatorId", "payType", "type", "categories", "shiftStart", "shiftEnd", "timezone")
  WHERE "status" = 0;
