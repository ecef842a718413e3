-- Background checks through a screening partner (lib/screening): the checks employers order, the dated
-- adverse-action steps they take on a "consider" result, and the sandbox partner's own records and webhook outbox.

-- CreateTable
CREATE TABLE "BackgroundCheck" (
    "id" TEXT NOT NULL,
    "employerId" TEXT NOT NULL,
    "workerId" TEXT NOT NULL,
    "partner" TEXT NOT NULL,
    "packageSlug" TEXT NOT NULL,
    "packageName" TEXT NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "candidateId" TEXT NOT NULL DEFAULT '',
    "invitationId" TEXT NOT NULL DEFAULT '',
    "invitationUrl" TEXT NOT NULL DEFAULT '',
    "reportId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'ordering',
    "result" TEXT,
    "eventAt" TIMESTAMP(3),
    "sharedWithEmployer" BOOLEAN NOT NULL DEFAULT true,
    "publicBadge" BOOLEAN NOT NULL DEFAULT false,
    "completedAt" TIMESTAMP(3),
    "disputeReason" TEXT NOT NULL DEFAULT '',
    "adverseStage" TEXT NOT NULL DEFAULT 'none',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BackgroundCheck_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdverseActionStep" (
    "id" TEXT NOT NULL,
    "checkId" TEXT NOT NULL,
    "step" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdverseActionStep_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScreeningSandboxInvitation" (
    "id" TEXT NOT NULL,
    "candidateId" TEXT NOT NULL,
    "packageSlug" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "fullName" TEXT NOT NULL DEFAULT '',
    "ssnLast4" TEXT NOT NULL DEFAULT '',
    "consentedAt" TIMESTAMP(3),
    "reportId" TEXT,
    "reportStatus" TEXT,
    "reportResult" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ScreeningSandboxInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScreeningSandboxEvent" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMP(3),

    CONSTRAINT "ScreeningSandboxEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BackgroundCheck_employerId_createdAt_idx" ON "BackgroundCheck"("employerId", "createdAt");

-- CreateIndex
CREATE INDEX "BackgroundCheck_workerId_createdAt_idx" ON "BackgroundCheck"("workerId", "createdAt");

-- CreateIndex
CREATE INDEX "BackgroundCheck_candidateId_idx" ON "BackgroundCheck"("candidateId");

-- CreateIndex
CREATE INDEX "BackgroundCheck_reportId_idx" ON "BackgroundCheck"("reportId");

-- CreateIndex
CREATE UNIQUE INDEX "AdverseActionStep_checkId_step_key" ON "AdverseActionStep"("checkId", "step");

-- CreateIndex
CREATE INDEX "ScreeningSandboxEvent_deliveredAt_createdAt_idx" ON "ScreeningSandboxEvent"("deliveredAt", "createdAt");

-- AddForeignKey
ALTER TABLE "BackgroundCheck" ADD CONSTRAINT "BackgroundCheck_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BackgroundCheck" ADD CONSTRAINT "BackgroundCheck_workerId_fkey" FOREIGN KEY ("workerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdverseActionStep" ADD CONSTRAINT "AdverseActionStep_checkId_fkey" FOREIGN KEY ("checkId") REFERENCES "BackgroundCheck"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The lifecycle's words (lib/screening/states.ts) and the money's shape.
ALTER TABLE "BackgroundCheck" ADD CONSTRAINT "BackgroundCheck_status_check"
  CHECK ("status" IN ('ordering', 'invited', 'pending', 'complete', 'suspended', 'dispute', 'canceled'));
ALTER TABLE "BackgroundCheck" ADD CONSTRAINT "BackgroundCheck_result_check" CHECK ("result" IS NULL OR "result" IN ('clear', 'consider'));
ALTER TABLE "BackgroundCheck" ADD CONSTRAINT "BackgroundCheck_adverse_check"
  CHECK ("adverseStage" IN ('none', 'pre_adverse', 'final', 'proceeded'));
ALTER TABLE "BackgroundCheck" ADD CONSTRAINT "BackgroundCheck_price_check" CHECK ("priceCents" > 0);
ALTER TABLE "BackgroundCheck" ADD CONSTRAINT "BackgroundCheck_parties_check" CHECK ("employerId" <> "workerId");
ALTER TABLE "AdverseActionStep" ADD CONSTRAINT "AdverseActionStep_step_check" CHECK ("step" IN ('pre_adverse', 'final_notice', 'proceed'));

-- One check under way per employer and worker at a time (a second order answers 409).
CREATE UNIQUE INDEX "BackgroundCheck_open_pair_key" ON "BackgroundCheck"("employerId", "workerId")
  WHERE "status" IN ('ordering', 'invited', 'pending', 'suspended', 'dispute');

-- Adverse-action steps are a dated record: never changed or removed.
CREATE FUNCTION adverse_action_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'adverse-action steps are append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER "AdverseActionStep_append_only" BEFORE UPDATE OR DELETE ON "AdverseActionStep"
  FOR EACH ROW EXECUTE FUNCTION adverse_action_append_only();

-- Checks are paid into their own revenue account.
INSERT INTO "LedgerAccount" ("id", "kind") VALUES ('screening_revenue', 'screening_revenue') ON CONFLICT DO NOTHING;

-- The screening settings (lib/settings/screening-policy.ts): packages and prices, the FCRA waiting period,
-- how long the sandbox partner takes to settle a report.
INSERT INTO "Setting" ("key", "value", "updatedAt")
VALUES ('screening', '{"packages": [{"slug": "basic_criminal", "name": "Basic criminal", "priceCents": 2999}, {"slug": "standard", "name": "Standard (criminal and identity)", "priceCents": 4999}], "adverseWaitDays": 7, "sandboxSettleSeconds": 30}'::jsonb, CURRENT_TIMESTAMP)
ON CONFLICT ("key") DO NOTHING;
