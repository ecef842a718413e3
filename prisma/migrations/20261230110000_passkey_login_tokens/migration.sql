-- AlterTable
ALTER TABLE "AuthToken" ALTER COLUMN "userId" DROP NOT NULL;

