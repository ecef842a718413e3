-- CreateTable
CREATE TABLE "HelpArticle" (
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "searchVector" tsvector,

    CONSTRAINT "HelpArticle_pkey" PRIMARY KEY ("slug")
);


-- Hand-written: the search document is a generated column PostgreSQL keeps (the app never writes it):
-- title weighs most (A), then the summary (B), then the body (C), with english stemming, so
-- "payments" finds "pay" and "withdrawing" finds "withdraw". One GIN index serves the @@ match.
ALTER TABLE "HelpArticle" DROP COLUMN "searchVector";
ALTER TABLE "HelpArticle" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce("category", '') || ' ' || coalesce("summary", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce("body", '')), 'C')
) STORED;
CREATE INDEX "HelpArticle_search_idx" ON "HelpArticle" USING gin ("searchVector");
