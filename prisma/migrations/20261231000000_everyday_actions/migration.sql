-- CreateEnum
CREATE TYPE "ProposalStatus" AS ENUM ('active', 'shortlisted', 'declined');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "companyDescription" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "companyLogo" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "emailOptOut" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "employerRating" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "employerRatingCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "website" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "remote" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Proposal" ADD COLUMN     "answeredAt" TIMESTAMP(3),
ADD COLUMN     "declineReason" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "status" "ProposalStatus" NOT NULL DEFAULT 'active';

-- AlterTable
ALTER TABLE "TimeEntry" ADD COLUMN     "paidAt" TIMESTAMPTZ(3),
ADD COLUMN     "paidJournalId" TEXT;

-- CreateTable
CREATE TABLE "EmployerReview" (
    "id" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "contractId" TEXT NOT NULL,
    "writerId" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "publishedAt" TIMESTAMP(3),

    CONSTRAINT "EmployerReview_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "EmployerReview_jobId_key" ON "EmployerReview"("jobId");

-- CreateIndex
CREATE UNIQUE INDEX "EmployerReview_contractId_key" ON "EmployerReview"("contractId");

-- CreateIndex
CREATE INDEX "EmployerReview_targetId_publishedAt_idx" ON "EmployerReview"("targetId", "publishedAt");

-- CreateIndex
CREATE INDEX "EmployerReview_publishedAt_idx" ON "EmployerReview"("publishedAt");

-- AddForeignKey
ALTER TABLE "EmployerReview" ADD CONSTRAINT "EmployerReview_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployerReview" ADD CONSTRAINT "EmployerReview_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployerReview" ADD CONSTRAINT "EmployerReview_writerId_fkey" FOREIGN KEY ("writerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployerReview" ADD CONSTRAINT "EmployerReview_targetId_fkey" FOREIGN KEY ("targetId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- a review scores 1 to 5, as the employer's review does
ALTER TABLE "EmployerReview" ADD CONSTRAINT "EmployerReview_score_check" CHECK ("score" BETWEEN 1 AND 5);
