-- Completed jobs of the hired provider (a ranking input for people) now move by one when a job enters or
-- leaves the completed status, instead of being recounted from all of the provider's contracts.
-- Two reasons:
--  - a recount in each completing transaction reads the provider's other contracts from its own snapshot,
--    so two contracts of one provider completed at the same time could each write "n + 1" (the second
--    waits for the first's row lock, then writes its own stale count): an increment under the row lock
--    cannot lose one;
--  - paying a contract completes it: the recount joined every contract of the provider with its job on the
--    payment's path (bench:money).
-- refresh_user_search() still rebuilds the count from scratch when a person's document is rebuilt.
CREATE OR REPLACE FUNCTION user_search_completed_jobs() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "UserSearch" s
  SET "completedJobs" = GREATEST(0, s."completedJobs" + CASE WHEN NEW."status" = 2 THEN 1 ELSE -1 END)
  WHERE s."userId" IN (SELECT c."userId" FROM "Contract" c WHERE c."jobId" = NEW."id");
  RETURN NULL;
END $$;
