-- Account standing and the operations audit log. A person's standing: suspended until a time, or closed
-- (banned) until an admin lifts it, with the reason they were told. Every admin action on a person is one
-- AuditLog row written in the same transaction as the change, with the state before and after.
ALTER TABLE "User" ADD COLUMN "suspendedUntil" TIMESTAMP(3),
  ADD COLUMN "bannedAt" TIMESTAMP(3),
  ADD COLUMN "standingReason" TEXT NOT NULL DEFAULT '';

CREATE TABLE "AuditLog" (
  "id" TEXT NOT NULL,
  "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "actorId" TEXT,
  "action" TEXT NOT NULL,
  "targetType" TEXT NOT NULL,
  "targetId" TEXT NOT NULL,
  "reason" TEXT NOT NULL,
  "before" JSONB,
  "after" JSONB,
  CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id"),
  -- an admin always says why; the system may act without a reason of its own
  CONSTRAINT "AuditLog_admin_reason" CHECK ("actorId" IS NULL OR length(btrim("reason")) > 0)
);

CREATE INDEX "AuditLog_targetType_targetId_at_idx" ON "AuditLog"("targetType", "targetId", "at");
CREATE INDEX "AuditLog_actorId_at_idx" ON "AuditLog"("actorId", "at");

-- Append-only, as the ledger: a row is never changed or removed (a correction is a new row).
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit log rows are append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER "AuditLog_append_only" BEFORE UPDATE OR DELETE ON "AuditLog"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER "AuditLog_no_truncate" BEFORE TRUNCATE ON "AuditLog"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
