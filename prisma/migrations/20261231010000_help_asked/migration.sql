-- AlterTable
ALTER TABLE "HelpArticle" ADD COLUMN     "asked" TEXT NOT NULL DEFAULT '';


-- Hand-written: the search document also holds the ways people ask for the article (weight B, with the
-- category and summary), so "cash out" finds Withdrawing your earnings without those words in its text;
-- and "e-mail", which the parser splits into "e" and "mail", is read as the "email" people type.
DROP INDEX "HelpArticle_search_idx";
ALTER TABLE "HelpArticle" DROP COLUMN "searchVector";
ALTER TABLE "HelpArticle" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, replace(coalesce("title", ''), 'e-mail', 'email')), 'A') ||
  setweight(to_tsvector('english'::regconfig, replace(coalesce("category", '') || ' ' || coalesce("summary", '') || ' ' || coalesce("asked", ''), 'e-mail', 'email')), 'B') ||
  setweight(to_tsvector('english'::regconfig, replace(coalesce("body", ''), 'e-mail', 'email')), 'C')
) STORED;
CREATE INDEX "HelpArticle_search_idx" ON "HelpArticle" USING gin ("searchVector");
