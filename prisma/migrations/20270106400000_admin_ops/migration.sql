-- Operations: the four-eyes rule and wallet corrections. A ban, or a wallet correction over the four-eyes
-- limit, is first an AdminApproval request; a different admin approves it (the action then runs in the same
-- transaction as the guarded change pending → approved) or rejects it. A wallet correction is a ledger
-- journal between the person's wallet and the platform account "adjustments" (never an edit).
INSERT INTO "LedgerAccount" ("id", "kind") VALUES ('adjustments', 'adjustments') ON CONFLICT DO NOTHING;

CREATE TABLE "AdminApproval" (
  "id" TEXT NOT NULL,
  "kind" TEXT NOT NULL,
  "status" TEXT NOT NULL DEFAULT 'pending',
  "targetUserId" TEXT NOT NULL,
  "payload" JSONB NOT NULL,
  "reason" TEXT NOT NULL,
  "requestedById" TEXT NOT NULL,
  "requestedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "decidedById" TEXT,
  "decidedAt" TIMESTAMPTZ(3),
  "decisionNote" TEXT NOT NULL DEFAULT '',
  CONSTRAINT "AdminApproval_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "AdminApproval_kind_check" CHECK ("kind" IN ('wallet_correction', 'ban')),
  CONSTRAINT "AdminApproval_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected')),
  CONSTRAINT "AdminApproval_reason_check" CHECK (length(btrim("reason")) > 0),
  -- the second pair of eyes is another admin's
  CONSTRAINT "AdminApproval_other_admin" CHECK ("decidedById" IS NULL OR "decidedById" <> "requestedById"),
  CONSTRAINT "AdminApproval_decided" CHECK (("status" = 'pending') = ("decidedById" IS NULL AND "decidedAt" IS NULL)),
  CONSTRAINT "AdminApproval_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
  CONSTRAINT "AdminApproval_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
  CONSTRAINT "AdminApproval_targetUserId_fkey" FOREIGN KEY ("targetUserId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

CREATE INDEX "AdminApproval_pending_idx" ON "AdminApproval"("requestedAt") WHERE "status" = 'pending';
CREATE INDEX "AdminApproval_targetUserId_idx" ON "AdminApproval"("targetUserId");

-- A suspended or closed account is out of people search (UserSearch, and through it available employees and
-- suggestions) while its standing lasts: the document is rebuilt when the standing changes, and a task at the
-- end of a suspension rebuilds it again (lib/admin/ops/consequences.ts). Otherwise as before.
CREATE OR REPLACE FUNCTION refresh_user_search(uids text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "UserSearch" s
  WHERE s."userId" = ANY(uids)
    AND NOT EXISTS (SELECT 1 FROM "User" u WHERE u."id" = s."userId" AND u."deletedAt" IS NULL AND u."type" <> 'admin'
                      AND u."bannedAt" IS NULL AND (u."suspendedUntil" IS NULL OR u."suspendedUntil" <= now()));
  INSERT INTO "UserSearch" ("userId", "type", "lat", "lng", "hourlyRate", "skills", "categories", "reviewScore",
                            "reviewCount", "completedJobs", "searchVector", "nameVector", "updatedAt")
  SELECT u."id", u."type", u."lat", u."lng", coalesce(p."hourlyRate", 0), coalesce(p."skills", '{}'),
         coalesce(p."categories", '{}'), u."reviewScore", u."reviewCount",
         (SELECT count(*) FROM "Contract" c JOIN "Job" j ON j."id" = c."jobId" WHERE c."userId" = u."id" AND j."status" = 2),
         setweight(to_tsvector('english'::regconfig, coalesce(p."title", '')), 'A') ||
         setweight(to_tsvector('english'::regconfig, search_join(p."skills") || ' ' || search_join(p."categories")), 'B') ||
         setweight(to_tsvector('english'::regconfig, left(coalesce(p."overview", ''), 5000)), 'C') ||
         setweight(to_tsvector('english'::regconfig, u."firstName" || ' ' || u."lastName" || ' ' || u."company"), 'D'),
         to_tsvector('simple'::regconfig, u."firstName" || ' ' || u."lastName" || ' ' || u."company"),
         now()
  FROM "User" u
  LEFT JOIN "ProviderProfile" p ON p."userId" = u."id"
  WHERE u."id" = ANY(uids) AND u."deletedAt" IS NULL AND u."type" <> 'admin'
    AND u."bannedAt" IS NULL AND (u."suspendedUntil" IS NULL OR u."suspendedUntil" <= now())
  ON CONFLICT ("userId") DO UPDATE SET
    "type" = EXCLUDED."type", "lat" = EXCLUDED."lat", "lng" = EXCLUDED."lng", "hourlyRate" = EXCLUDED."hourlyRate",
    "skills" = EXCLUDED."skills", "categories" = EXCLUDED."categories", "reviewScore" = EXCLUDED."reviewScore",
    "reviewCount" = EXCLUDED."reviewCount", "completedJobs" = EXCLUDED."completedJobs",
    "searchVector" = EXCLUDED."searchVector", "nameVector" = EXCLUDED."nameVector", "updatedAt" = EXCLUDED."updatedAt";
END $$;

CREATE TRIGGER "User_search_standing" AFTER UPDATE OF "suspendedUntil", "bannedAt" ON "User"
FOR EACH ROW
WHEN ((OLD."suspendedUntil", OLD."bannedAt") IS DISTINCT FROM (NEW."suspendedUntil", NEW."bannedAt"))
EXECUTE FUNCTION user_search_from_user();
