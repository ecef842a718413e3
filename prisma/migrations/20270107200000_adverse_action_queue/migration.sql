-- The adverse-action queue: a background check that completes as "consider" opens an item about the employer
-- who ordered it, so an admin can oversee the FCRA steps (a step overdue, a step out of order). The item closes
-- by itself when the employer records the final notice or the decision not to act (proceed), or when a
-- re-investigation comes back clear or the report is canceled; otherwise an admin closes it.
CREATE FUNCTION queue_on_background_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_consider boolean := TG_OP = 'UPDATE' AND OLD."status" = 'complete' AND OLD."result" = 'consider';
  is_consider boolean := NEW."status" = 'complete' AND NEW."result" = 'consider';
BEGIN
  IF is_consider AND NOT was_consider AND NEW."adverseStage" IN ('none', 'pre_adverse') THEN
    INSERT INTO "QueueItem" ("id", "kind", "sourceId", "subjectId", "openedAt", "lastAt")
    VALUES (queue_item_id(), 'adverse_action', NEW."id", NEW."employerId", COALESCE(NEW."completedAt", CURRENT_TIMESTAMP), COALESCE(NEW."completedAt", CURRENT_TIMESTAMP))
    ON CONFLICT DO NOTHING;
  ELSIF NEW."adverseStage" IN ('final', 'proceeded') AND (TG_OP = 'INSERT' OR OLD."adverseStage" IS DISTINCT FROM NEW."adverseStage") THEN
    UPDATE "QueueItem" SET "state" = 'resolved', "closedAt" = CURRENT_TIMESTAMP, "lastAt" = CURRENT_TIMESTAMP,
      "closeReason" = CASE NEW."adverseStage" WHEN 'final' THEN 'The employer recorded the final adverse-action notice.'
                                            ELSE 'The employer chose to proceed with the worker.' END
    WHERE "kind" = 'adverse_action' AND "sourceId" = NEW."id" AND "state" IN ('open', 'assigned');
  ELSIF TG_OP = 'UPDATE' AND (NEW."status" = 'canceled' OR (NEW."status" = 'complete' AND NEW."result" = 'clear' AND OLD."status" = 'dispute')) THEN
    UPDATE "QueueItem" SET "state" = 'resolved', "closedAt" = CURRENT_TIMESTAMP, "lastAt" = CURRENT_TIMESTAMP,
      "closeReason" = CASE NEW."status" WHEN 'canceled' THEN 'The screening partner canceled the report.'
                                       ELSE 'The re-investigation came back clear.' END
    WHERE "kind" = 'adverse_action' AND "sourceId" = NEW."id" AND "state" IN ('open', 'assigned');
  ELSIF TG_OP = 'UPDATE' AND NEW."adverseStage" IS DISTINCT FROM OLD."adverseStage" THEN
    -- a step taken: the item's last activity
    UPDATE "QueueItem" SET "lastAt" = CURRENT_TIMESTAMP
    WHERE "kind" = 'adverse_action' AND "sourceId" = NEW."id" AND "state" IN ('open', 'assigned');
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER "BackgroundCheck_queue" AFTER INSERT OR UPDATE OF "status", "result", "adverseStage" ON "BackgroundCheck"
  FOR EACH ROW EXECUTE FUNCTION queue_on_background_check();

-- what is already waiting
INSERT INTO "QueueItem" ("id", "kind", "sourceId", "subjectId", "openedAt", "lastAt")
SELECT queue_item_id(), 'adverse_action', c."id", c."employerId", COALESCE(c."completedAt", c."updatedAt"), COALESCE(c."completedAt", c."updatedAt")
  FROM "BackgroundCheck" c
 WHERE c."status" IN ('complete', 'dispute') AND c."result" = 'consider' AND c."adverseStage" IN ('none', 'pre_adverse');
