-- The provider's completed-jobs count (people search) moves at COMMIT instead of at the status change: a
-- deferred constraint trigger. Paying a contract completes it first and posts the journal after, so the
-- immediate trigger held the provider's "UserSearch" row lock through the whole payment (journal,
-- notifications, stored answer) and serialised every other payment to that provider on it; at commit
-- the lock is held only while the transaction commits. The count is the same (one up or down per change,
-- under the row lock), and nothing reads it inside the completing transaction.
DROP TRIGGER IF EXISTS "Job_search_completed" ON "Job";
CREATE CONSTRAINT TRIGGER "Job_search_completed" AFTER UPDATE OF "status" ON "Job"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" AND (OLD."status" = 2 OR NEW."status" = 2))
EXECUTE FUNCTION user_search_completed_jobs();
