-- The operations queues: items made by triggers from what they are about (a chat report, a refused
-- contact-detail attempt, a reported review, an appealed reliability mark), content an admin hides, what
-- Gigline tells the person acted on and their one reply, and reviews reported by their subject.
-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "hiddenReason" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "EmployerReview" ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "hiddenReason" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "ChatMessage" ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "hiddenReason" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "QueueItem" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "sourceId" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'open',
    "assigneeId" TEXT,
    "assignedAt" TIMESTAMP(3),
    "closedAt" TIMESTAMP(3),
    "closedById" TEXT,
    "closeReason" TEXT NOT NULL DEFAULT '',
    "openedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QueueItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdminNotice" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "itemId" TEXT,
    "auditId" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "reply" TEXT,
    "repliedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdminNotice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewReport" (
    "id" TEXT NOT NULL,
    "reviewId" TEXT NOT NULL,
    "reporterId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "QueueItem_kind_state_openedAt_idx" ON "QueueItem"("kind", "state", "openedAt");

-- CreateIndex
CREATE INDEX "QueueItem_subjectId_idx" ON "QueueItem"("subjectId");

-- CreateIndex
CREATE INDEX "AdminNotice_itemId_idx" ON "AdminNotice"("itemId");

-- CreateIndex
CREATE INDEX "AdminNotice_userId_createdAt_idx" ON "AdminNotice"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewReport_reviewId_key" ON "ReviewReport"("reviewId");

-- AddForeignKey
ALTER TABLE "QueueItem" ADD CONSTRAINT "QueueItem_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdminNotice" ADD CONSTRAINT "AdminNotice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewReport" ADD CONSTRAINT "ReviewReport_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "EmployerReview"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewReport" ADD CONSTRAINT "ReviewReport_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- At most one live (open or assigned) item per kind and source: a further refused attempt of the same person
-- joins their open item instead of opening another.
CREATE UNIQUE INDEX "QueueItem_live_key" ON "QueueItem"("kind", "sourceId") WHERE "state" IN ('open', 'assigned');
ALTER TABLE "QueueItem" ADD CONSTRAINT "QueueItem_state_check" CHECK ("state" IN ('open', 'assigned', 'resolved', 'dismissed'));
ALTER TABLE "QueueItem" ADD CONSTRAINT "QueueItem_assigned_check" CHECK ("state" <> 'assigned' OR "assigneeId" IS NOT NULL);
ALTER TABLE "AdminNotice" ADD CONSTRAINT "AdminNotice_reply_check" CHECK (("reply" IS NULL) = ("repliedAt" IS NULL));

CREATE FUNCTION queue_item_id() RETURNS text LANGUAGE sql AS $$ SELECT 'q' || replace(gen_random_uuid()::text, '-', '') $$;

-- a member's report of a chat message: an item about the message's sender
CREATE FUNCTION queue_on_chat_report() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "QueueItem" ("id", "kind", "sourceId", "subjectId", "openedAt", "lastAt")
  SELECT queue_item_id(), 'chat_report', NEW."id", m."senderId", NEW."createdAt", NEW."createdAt"
    FROM "ChatMessage" m WHERE m."id" = NEW."messageId"
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;
CREATE TRIGGER "ChatReport_queue" AFTER INSERT ON "ChatReport" FOR EACH ROW EXECUTE FUNCTION queue_on_chat_report();

-- a refused message with contact details: the sender's live item, or a new one
CREATE FUNCTION queue_on_chat_violation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "QueueItem" ("id", "kind", "sourceId", "subjectId", "openedAt", "lastAt")
  VALUES (queue_item_id(), 'contact_attempts', NEW."senderId", NEW."senderId", NEW."createdAt", NEW."createdAt")
  ON CONFLICT ("kind", "sourceId") WHERE "state" IN ('open', 'assigned')
  DO UPDATE SET "lastAt" = GREATEST("QueueItem"."lastAt", EXCLUDED."lastAt");
  RETURN NEW;
END $$;
CREATE TRIGGER "ChatViolation_queue" AFTER INSERT ON "ChatViolation" FOR EACH ROW EXECUTE FUNCTION queue_on_chat_violation();

-- a review reported by the employer it is about: an item about the review's writer
CREATE FUNCTION queue_on_review_report() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "QueueItem" ("id", "kind", "sourceId", "subjectId", "openedAt", "lastAt")
  SELECT queue_item_id(), 'review_report', NEW."id", r."writerId", NEW."createdAt", NEW."createdAt"
    FROM "EmployerReview" r WHERE r."id" = NEW."reviewId"
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;
CREATE TRIGGER "ReviewReport_queue" AFTER INSERT ON "ReviewReport" FOR EACH ROW EXECUTE FUNCTION queue_on_review_report();

-- a reliability mark appealed: an item about the worker; decided (by the console or admin/decide_appeal):
-- the live item is resolved with the decision
CREATE FUNCTION queue_on_appeal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."appealStatus" = 'pending' AND OLD."appealStatus" <> 'pending' THEN
    INSERT INTO "QueueItem" ("id", "kind", "sourceId", "subjectId", "openedAt", "lastAt")
    VALUES (queue_item_id(), 'reliability_appeal', NEW."id", NEW."userId", COALESCE(NEW."appealedAt", CURRENT_TIMESTAMP), COALESCE(NEW."appealedAt", CURRENT_TIMESTAMP))
    ON CONFLICT DO NOTHING;
  ELSIF OLD."appealStatus" = 'pending' AND NEW."appealStatus" <> 'pending' THEN
    UPDATE "QueueItem" SET "state" = 'resolved', "closedAt" = COALESCE(NEW."decidedAt", CURRENT_TIMESTAMP),
      "closedById" = NEW."decidedById", "closeReason" = NEW."appealStatus"::text || CASE WHEN NEW."decisionNote" <> '' THEN ': ' || NEW."decisionNote" ELSE '' END
    WHERE "kind" = 'reliability_appeal' AND "sourceId" = NEW."id" AND "state" IN ('open', 'assigned');
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER "ReliabilityEvent_queue" AFTER UPDATE OF "appealStatus" ON "ReliabilityEvent" FOR EACH ROW EXECUTE FUNCTION queue_on_appeal();

-- what is already waiting
INSERT INTO "QueueItem" ("id", "kind", "sourceId", "subjectId", "openedAt", "lastAt")
SELECT queue_item_id(), 'chat_report', r."id", m."senderId", r."createdAt", r."createdAt"
  FROM "ChatReport" r JOIN "ChatMessage" m ON m."id" = r."messageId";
INSERT INTO "QueueItem" ("id", "kind", "sourceId", "subjectId", "openedAt", "lastAt")
SELECT queue_item_id(), 'contact_attempts', v."senderId", v."senderId", min(v."createdAt"), max(v."createdAt")
  FROM "ChatViolation" v GROUP BY v."senderId";
INSERT INTO "QueueItem" ("id", "kind", "sourceId", "subjectId", "openedAt", "lastAt")
SELECT queue_item_id(), 'reliability_appeal', e."id", e."userId", COALESCE(e."appealedAt", e."occurredAt"), COALESCE(e."appealedAt", e."occurredAt")
  FROM "ReliabilityEvent" e WHERE e."appealStatus" = 'pending';
