-- Each user's count of unread notifications, kept by triggers on "Notification".
--
-- Before: every notification's realtime event, the header's list and marking one read counted the user's
-- unread rows (an index range, plus a heap visit per row while the visibility map lags behind), so the cost of
-- telling someone something grew with everything they had not read: pay_job's journal statement, which writes
-- two notifications, measured 240 buffer hits at its fastest in bench:money. Now it is one key lookup.
--
-- The triggers are per statement over transition tables, so a statement that writes many notifications
-- updates each counter once, in user-id order (byte-wise, as lib/realtime/store.ts takes its per-user locks, so
-- two writers cannot wait in a circle). Every path keeps it: an insert adds the new unread rows, an update adds
-- the difference (read → unread and back), a delete (also by ON DELETE CASCADE from "User") and a truncate
-- take them away.

-- CreateTable
CREATE TABLE "NotificationCounter" (
    "userId" TEXT NOT NULL,
    "unread" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "NotificationCounter_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "NotificationCounter" ADD CONSTRAINT "NotificationCounter_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE FUNCTION notification_counter_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "NotificationCounter" ("userId", "unread")
  SELECT d."userId", d.delta FROM (
    SELECT x."userId", sum(x.delta)::int AS delta FROM (
      SELECT n."userId", 1 AS delta FROM new_rows n WHERE NOT n."isRead"
      UNION ALL
      SELECT o."userId", -1 FROM old_rows o WHERE NOT o."isRead"
    ) x GROUP BY x."userId"
  ) d
  WHERE d.delta <> 0
  ORDER BY d."userId" COLLATE "C"
  ON CONFLICT ("userId") DO UPDATE SET "unread" = "NotificationCounter"."unread" + EXCLUDED."unread";
  RETURN NULL;
END $$;

CREATE FUNCTION notification_counter_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "NotificationCounter" ("userId", "unread")
  SELECT n."userId", count(*)::int FROM new_rows n WHERE NOT n."isRead" GROUP BY n."userId"
  ORDER BY n."userId" COLLATE "C"
  ON CONFLICT ("userId") DO UPDATE SET "unread" = "NotificationCounter"."unread" + EXCLUDED."unread";
  RETURN NULL;
END $$;

CREATE FUNCTION notification_counter_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- an UPDATE, not an upsert: a user deleted with their notifications has no counter to make again
  UPDATE "NotificationCounter" c SET "unread" = GREATEST(c."unread" - d.n, 0)
  FROM (
    SELECT o."userId", count(*)::int AS n FROM old_rows o WHERE NOT o."isRead" GROUP BY o."userId"
  ) d
  WHERE c."userId" = d."userId";
  RETURN NULL;
END $$;

CREATE FUNCTION notification_counter_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "NotificationCounter" SET "unread" = 0 WHERE "unread" <> 0;
  RETURN NULL;
END $$;

CREATE TRIGGER "Notification_counter_insert" AFTER INSERT ON "Notification"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_counter_insert();
CREATE TRIGGER "Notification_counter_update" AFTER UPDATE ON "Notification"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_counter_update();
CREATE TRIGGER "Notification_counter_delete" AFTER DELETE ON "Notification"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_counter_remove();
CREATE TRIGGER "Notification_counter_truncate" AFTER TRUNCATE ON "Notification"
  FOR EACH STATEMENT EXECUTE FUNCTION notification_counter_truncate();

-- the counts as they are
INSERT INTO "NotificationCounter" ("userId", "unread")
SELECT "userId", count(*)::int FROM "Notification" WHERE NOT "isRead" GROUP BY "userId";
