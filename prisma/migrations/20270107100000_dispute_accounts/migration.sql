-- Disputes (docs/money.md "Disputes"): the cents in dispute sit in a ledger account of their own,
-- `disputed:{disputeId}` (kind 'disputed'), with a cached balance that never goes below zero, like a hold; the
-- fee's part of them is kept for the pro-rata fee of the award; a dispute opens an item in the operations
-- queue (kind 'dispute') and its resolution closes it.

-- AlterTable
ALTER TABLE "Dispute" ADD COLUMN "frozenFeeCents" INTEGER NOT NULL DEFAULT 0;

-- The fee's part is within the frozen cents, and the award within the rest (the worker's pay in dispute).
ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_fee_check"
  CHECK ("frozenFeeCents" >= 0 AND "frozenFeeCents" <= "frozenCents"
         AND ("workerCents" IS NULL OR "workerCents" <= "frozenCents" - "frozenFeeCents"));

-- An account's shape: a dispute's account, like a hold, has a cached balance and no owner.
ALTER TABLE "LedgerAccount" DROP CONSTRAINT "LedgerAccount_held_shape_check";
ALTER TABLE "LedgerAccount" ADD CONSTRAINT "LedgerAccount_held_shape_check"
  CHECK (("kind" = 'held') = ("id" LIKE 'held:_%')
         AND ("kind" <> 'held' OR ("userId" IS NULL AND "balanceCents" IS NOT NULL))
         AND ("balanceCents" IS NULL OR "kind" IN ('wallet', 'held', 'disputed')));
ALTER TABLE "LedgerAccount" ADD CONSTRAINT "LedgerAccount_disputed_shape_check"
  CHECK (("kind" = 'disputed') = ("id" LIKE 'disputed:_%')
         AND ("kind" <> 'disputed' OR ("userId" IS NULL AND "balanceCents" IS NOT NULL)));

-- a dispute opened: an item about the person who opened it; resolved: the live item is resolved with the reason
CREATE FUNCTION queue_on_dispute() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "QueueItem" ("id", "kind", "sourceId", "subjectId", "openedAt", "lastAt")
    VALUES (queue_item_id(), 'dispute', NEW."id", NEW."openedById", NEW."openedAt", NEW."openedAt")
    ON CONFLICT DO NOTHING;
  ELSIF OLD."status" = 'open' AND NEW."status" = 'resolved' THEN
    UPDATE "QueueItem" SET "state" = 'resolved', "closedAt" = COALESCE(NEW."resolvedAt", CURRENT_TIMESTAMP),
      "closedById" = NEW."resolvedById", "closeReason" = NEW."resolutionReason"
    WHERE "kind" = 'dispute' AND "sourceId" = NEW."id" AND "state" IN ('open', 'assigned');
  ELSIF NEW."respondedAt" IS DISTINCT FROM OLD."respondedAt" THEN
    UPDATE "QueueItem" SET "lastAt" = GREATEST("lastAt", NEW."respondedAt")
    WHERE "kind" = 'dispute' AND "sourceId" = NEW."id" AND "state" IN ('open', 'assigned');
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER "Dispute_queue" AFTER INSERT OR UPDATE OF "status", "respondedAt" ON "Dispute" FOR EACH ROW EXECUTE FUNCTION queue_on_dispute();
