-- Search: full-text documents, trigram word correction, distance, recent searches.
-- Everything derived is maintained by PostgreSQL itself (a generated column and triggers) inside the
-- writing transaction, so a new or edited job is findable, and a closed one gone, the instant it commits.

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;
-- btree_gin lets one GIN index hold the document, the categories and the grid cell together
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- array_to_string is only STABLE (it calls the element type's output function); for text[] the result
-- cannot change, so this wrapper may be IMMUTABLE and used in a generated column.
CREATE FUNCTION search_join(text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN coalesce(array_to_string($1, ' '), '');

-- The distinct words of a text (lower case, 3-32 characters, no pure numbers, no English stop words):
-- the vocabulary that corrects misspelled query words and completes prefixes.
CREATE FUNCTION search_words(doc text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN (
  SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}')
  FROM regexp_split_to_table(lower(doc), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 32 AND w !~ '^[0-9]+$' AND to_tsvector('english'::regconfig, w) <> ''::tsvector
);

-- Jobs: title (A) above skills and categories (B) above description (C).
ALTER TABLE "Job" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
  setweight(to_tsvector('english'::regconfig, search_join("skills") || ' ' || search_join("categories")), 'B') ||
  setweight(to_tsvector('english'::regconfig, left("description", 5000)), 'C')
) STORED;

-- A half-degree grid cell (about 35 × 25 miles): "keyword near a place" intersects the keyword's postings
-- with the cells of the circle inside one GIN index, then checks the exact distance (and the other filters)
-- on the few rows left.
-- (The GiST operators of cube carry a fixed selectivity guess, so the planner cannot weigh a radius
-- against a keyword there; a plain integer column it has real statistics for.)
ALTER TABLE "Job" ADD COLUMN "geoCell" INTEGER GENERATED ALWAYS AS ((floor("lat" * 2) * 1000 + floor("lng" * 2))::int) STORED;

-- Providers only ever search open jobs (status 0): partial indexes hold just those rows.
-- 1. keyword and place cells, intersected in one index scan. Categories are deliberately not in it: a top
--    category's posting list is a tenth of all jobs, and reading it cost more than checking the category
--    on the few rows the keyword and cells leave (8 ms against 0.8 ms on the benchmark data).
CREATE INDEX "Job_search_open_idx" ON "Job" USING gin ("searchVector", "geoCell") WHERE "status" = 0;
-- 1b. categories alone (a category page, "See all results" of a category)
CREATE INDEX "Job_categories_open_idx" ON "Job" USING gin ("categories") WHERE "status" = 0;
-- 2. newest first, with the document and the filter columns inside the index: a common word's candidates
--    come from walking this index until the window is full, index-only (the rows' wide descriptions are
--    never read)
CREATE INDEX "Job_search_recent_idx" ON "Job" ("createdAt" DESC, "id" DESC)
  INCLUDE ("creatorId", "payType", "type", "categories", "lat", "lng", "searchVector") WHERE "status" = 0;
-- 3. distance: earth_box prefilter and nearest-first (KNN) order, index-only as well
CREATE INDEX "Job_geo_open_idx" ON "Job" USING gist (ll_to_earth("lat", "lng"))
  INCLUDE ("lat", "lng", "id", "createdAt", "creatorId", "payType", "type", "categories") WHERE "status" = 0;

-- Jobs of deleted accounts are never found: the anti-join probes this (tiny) index.
CREATE INDEX "User_deleted_idx" ON "User" ("id") WHERE "deletedAt" IS NOT NULL;

-- One searchable document per person who is not deleted (customers and providers), kept by triggers.
CREATE TABLE "UserSearch" (
    "userId" TEXT NOT NULL,
    "type" "UserType" NOT NULL,
    "lat" DOUBLE PRECISION,
    "lng" DOUBLE PRECISION,
    "geoCell" INTEGER GENERATED ALWAYS AS ((floor("lat" * 2) * 1000 + floor("lng" * 2))::int) STORED,
    "hourlyRate" INTEGER NOT NULL DEFAULT 0,
    "skills" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "categories" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "reviewScore" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "reviewCount" INTEGER NOT NULL DEFAULT 0,
    "completedJobs" INTEGER NOT NULL DEFAULT 0,
    -- static quality in [0, 1]: a rating pulled towards 3.5 until it has reviews, plus completed jobs
    "rankScore" DOUBLE PRECISION GENERATED ALWAYS AS (
      0.6 * (("reviewScore" * "reviewCount" + 3.5 * 5) / ("reviewCount" + 5)) / 5
      + 0.4 * least(ln(1 + "completedJobs") / ln(101), 1)
    ) STORED NOT NULL,
    "searchVector" tsvector,
    "nameVector" tsvector,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserSearch_pkey" PRIMARY KEY ("userId")
);
ALTER TABLE "UserSearch" ADD CONSTRAINT "UserSearch_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE INDEX "UserSearch_search_idx" ON "UserSearch" USING gin ("searchVector", "geoCell");
CREATE INDEX "UserSearch_categories_idx" ON "UserSearch" USING gin ("categories");
CREATE INDEX "UserSearch_name_idx" ON "UserSearch" USING gin ("nameVector");
CREATE INDEX "UserSearch_geo_idx" ON "UserSearch" USING gist (ll_to_earth("lat", "lng"))
  INCLUDE ("lat", "lng", "userId", "type", "hourlyRate", "rankScore", "categories") WHERE "lat" IS NOT NULL AND "lng" IS NOT NULL;
-- best people first, with both documents inside the index (index-only walks, as for jobs)
CREATE INDEX "UserSearch_rank_idx" ON "UserSearch" ("type", "rankScore" DESC, "userId")
  INCLUDE ("hourlyRate", "categories", "lat", "lng", "nameVector", "searchVector");

-- Rebuilds these people's documents from User and ProviderProfile (or removes them once deleted).
CREATE FUNCTION refresh_user_search(uids text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "UserSearch" s
  WHERE s."userId" = ANY(uids)
    AND NOT EXISTS (SELECT 1 FROM "User" u WHERE u."id" = s."userId" AND u."deletedAt" IS NULL AND u."type" <> 'admin');
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
  ON CONFLICT ("userId") DO UPDATE SET
    "type" = EXCLUDED."type", "lat" = EXCLUDED."lat", "lng" = EXCLUDED."lng", "hourlyRate" = EXCLUDED."hourlyRate",
    "skills" = EXCLUDED."skills", "categories" = EXCLUDED."categories", "reviewScore" = EXCLUDED."reviewScore",
    "reviewCount" = EXCLUDED."reviewCount", "completedJobs" = EXCLUDED."completedJobs",
    "searchVector" = EXCLUDED."searchVector", "nameVector" = EXCLUDED."nameVector", "updatedAt" = EXCLUDED."updatedAt";
END $$;

CREATE FUNCTION user_search_from_user() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_user_search(ARRAY[NEW."id"]);
  RETURN NULL;
END $$;

CREATE FUNCTION user_search_from_profile() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_user_search(ARRAY[CASE WHEN TG_OP = 'DELETE' THEN OLD."userId" ELSE NEW."userId" END]);
  RETURN NULL;
END $$;

-- Only the columns the document reads: lastActiveAt, sessionVersion and the like never rebuild it.
CREATE TRIGGER "User_search_insert" AFTER INSERT ON "User"
FOR EACH ROW EXECUTE FUNCTION user_search_from_user();
CREATE TRIGGER "User_search_update" AFTER UPDATE OF "type", "firstName", "lastName", "company", "lat", "lng",
  "reviewScore", "reviewCount", "deletedAt" ON "User"
FOR EACH ROW
WHEN ((OLD."type", OLD."firstName", OLD."lastName", OLD."company", OLD."lat", OLD."lng", OLD."reviewScore", OLD."reviewCount", OLD."deletedAt")
      IS DISTINCT FROM (NEW."type", NEW."firstName", NEW."lastName", NEW."company", NEW."lat", NEW."lng", NEW."reviewScore", NEW."reviewCount", NEW."deletedAt"))
EXECUTE FUNCTION user_search_from_user();
CREATE TRIGGER "ProviderProfile_search" AFTER INSERT OR UPDATE OR DELETE ON "ProviderProfile"
FOR EACH ROW EXECUTE FUNCTION user_search_from_profile();

-- Completed jobs of the hired provider (a ranking input for people) follow the job's status.
CREATE FUNCTION user_search_completed_jobs() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "UserSearch" s
  SET "completedJobs" = (SELECT count(*) FROM "Contract" c JOIN "Job" j ON j."id" = c."jobId" WHERE c."userId" = s."userId" AND j."status" = 2)
  WHERE s."userId" IN (SELECT c."userId" FROM "Contract" c WHERE c."jobId" = NEW."id");
  RETURN NULL;
END $$;

CREATE TRIGGER "Job_search_completed" AFTER UPDATE OF "status" ON "Job"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" AND (OLD."status" = 2 OR NEW."status" = 2))
EXECUTE FUNCTION user_search_completed_jobs();

-- The vocabulary: every word of job and profile titles, skills and categories, with how many jobs and
-- profiles use it. Triggers apply the difference in ONE statement in word order, so two writers lock
-- shared words in the same order and cannot deadlock.
CREATE TABLE "SearchWord" (
    "word" TEXT NOT NULL,
    "ndoc" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "SearchWord_pkey" PRIMARY KEY ("word")
);
CREATE INDEX "SearchWord_trgm_idx" ON "SearchWord" USING gist ("word" gist_trgm_ops);
CREATE INDEX "SearchWord_prefix_idx" ON "SearchWord" ("word" text_pattern_ops, "ndoc");

CREATE FUNCTION search_words_apply(old_words text[], new_words text[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "SearchWord" ("word", "ndoc")
  SELECT w, sum(d)::int
  FROM (SELECT unnest(new_words) AS w, 1 AS d UNION ALL SELECT unnest(old_words), -1) x
  GROUP BY w HAVING sum(d) <> 0
  ORDER BY w
  ON CONFLICT ("word") DO UPDATE SET "ndoc" = greatest("SearchWord"."ndoc" + EXCLUDED."ndoc", 0);
$$;

CREATE FUNCTION search_words_of(title text, skills text[], categories text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN search_words(coalesce(title, '') || ' ' || search_join(skills) || ' ' || search_join(categories));

CREATE FUNCTION search_words_from_row() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_words text[] := '{}';
  new_words text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN old_words := search_words_of(OLD."title", OLD."skills", OLD."categories"); END IF;
  IF TG_OP <> 'DELETE' THEN new_words := search_words_of(NEW."title", NEW."skills", NEW."categories"); END IF;
  IF old_words IS DISTINCT FROM new_words THEN PERFORM search_words_apply(old_words, new_words); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Job_search_words" AFTER INSERT OR DELETE OR UPDATE OF "title", "skills", "categories" ON "Job"
FOR EACH ROW EXECUTE FUNCTION search_words_from_row();
CREATE TRIGGER "ProviderProfile_search_words" AFTER INSERT OR DELETE OR UPDATE OF "title", "skills", "categories" ON "ProviderProfile"
FOR EACH ROW EXECUTE FUNCTION search_words_from_row();

-- The words of people's names (first, last, company) with how many people of each side carry them: name
-- suggestions complete the typed prefix here first, so a prefix no name has costs one index probe, and
-- the counts choose the plan (walk the best-first index for common names, the GIN bitmap for rare ones).
CREATE TABLE "SearchName" (
    "type" "UserType" NOT NULL,
    "token" TEXT NOT NULL,
    "ndoc" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "SearchName_pkey" PRIMARY KEY ("type", "token")
);
CREATE INDEX "SearchName_prefix_idx" ON "SearchName" ("type", "token" text_pattern_ops);

-- entries are '<type>:<token>'
CREATE FUNCTION search_names_apply(old_t text[], new_t text[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "SearchName" ("type", "token", "ndoc")
  SELECT split_part(e, ':', 1)::"UserType", substr(e, strpos(e, ':') + 1), sum(d)::int
  FROM (SELECT unnest(new_t) AS e, 1 AS d UNION ALL SELECT unnest(old_t), -1) x
  GROUP BY 1, 2 HAVING sum(d) <> 0
  ORDER BY 1, 2
  ON CONFLICT ("type", "token") DO UPDATE SET "ndoc" = greatest("SearchName"."ndoc" + EXCLUDED."ndoc", 0);
$$;

CREATE FUNCTION search_names_of(t "UserType", v tsvector) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE WHEN v IS NULL THEN '{}'::text[] ELSE (SELECT coalesce(array_agg(t::text || ':' || x), '{}') FROM unnest(tsvector_to_array(v)) AS x) END;

CREATE FUNCTION search_names_from_doc() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_t text[] := '{}';
  new_t text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN old_t := search_names_of(OLD."type", OLD."nameVector"); END IF;
  IF TG_OP <> 'DELETE' THEN new_t := search_names_of(NEW."type", NEW."nameVector"); END IF;
  IF old_t IS DISTINCT FROM new_t THEN PERFORM search_names_apply(old_t, new_t); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "UserSearch_names" AFTER INSERT OR DELETE OR UPDATE OF "nameVector", "type" ON "UserSearch"
FOR EACH ROW EXECUTE FUNCTION search_names_from_doc();

-- Titles and skills of open jobs with how many open jobs carry them: the job suggestions ("Event
-- Bartender — 1,204 open jobs"), found by word prefix in a table far smaller than the jobs.
CREATE TABLE "SearchPhrase" (
    "kind" TEXT NOT NULL,
    "norm" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "openJobs" INTEGER NOT NULL DEFAULT 0,
    "vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "norm")) STORED,

    CONSTRAINT "SearchPhrase_pkey" PRIMARY KEY ("kind", "norm"),
    CONSTRAINT "SearchPhrase_kind_check" CHECK ("kind" IN ('title', 'skill'))
);
CREATE INDEX "SearchPhrase_vector_idx" ON "SearchPhrase" USING gin ("vector");

-- 'T:<title>' and 'S:<skill>' of an open job (nothing for other statuses)
CREATE FUNCTION search_phrases_of(status integer, title text, skills text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE WHEN status = 0 THEN (
  SELECT coalesce(array_agg(DISTINCT e ORDER BY e), '{}') FROM (
    SELECT 'T:' || btrim(regexp_replace(title, '\s+', ' ', 'g')) AS e
    UNION ALL
    SELECT 'S:' || btrim(regexp_replace(s, '\s+', ' ', 'g')) FROM unnest(skills) AS s
  ) x WHERE length(e) > 2
) ELSE '{}'::text[] END;

CREATE FUNCTION search_phrases_apply(old_p text[], new_p text[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "SearchPhrase" ("kind", "norm", "text", "openJobs")
  SELECT CASE WHEN left(e, 2) = 'T:' THEN 'title' ELSE 'skill' END, lower(substr(e, 3)), min(substr(e, 3)), sum(d)::int
  FROM (SELECT unnest(new_p) AS e, 1 AS d UNION ALL SELECT unnest(old_p), -1) x
  GROUP BY 1, 2 HAVING sum(d) <> 0
  ORDER BY 1, 2
  ON CONFLICT ("kind", "norm") DO UPDATE SET "openJobs" = greatest("SearchPhrase"."openJobs" + EXCLUDED."openJobs", 0);
$$;

CREATE FUNCTION search_phrases_from_job() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_p text[] := '{}';
  new_p text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN old_p := search_phrases_of(OLD."status", OLD."title", OLD."skills"); END IF;
  IF TG_OP <> 'DELETE' THEN new_p := search_phrases_of(NEW."status", NEW."title", NEW."skills"); END IF;
  IF old_p IS DISTINCT FROM new_p THEN PERFORM search_phrases_apply(old_p, new_p); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Job_search_phrases" AFTER INSERT OR DELETE OR UPDATE OF "title", "skills", "status" ON "Job"
FOR EACH ROW EXECUTE FUNCTION search_phrases_from_job();

-- Recent searches and recently viewed people and jobs (searchlog/create), one row per distinct entry.
CREATE TABLE "SearchLog" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "keyword" TEXT NOT NULL DEFAULT '',
    "targetUserId" TEXT,
    "jobId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SearchLog_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "SearchLog_kind_check" CHECK ("kind" IN ('keyword', 'user', 'job'))
);
CREATE UNIQUE INDEX "SearchLog_userId_kind_value_key" ON "SearchLog"("userId", "kind", "value");
CREATE INDEX "SearchLog_userId_createdAt_idx" ON "SearchLog"("userId", "createdAt");
ALTER TABLE "SearchLog" ADD CONSTRAINT "SearchLog_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Documents, words and phrases for rows that existed before this migration.
SELECT refresh_user_search(array_agg("id")) FROM "User";
INSERT INTO "SearchWord" ("word", "ndoc")
SELECT w, count(*)::int FROM (
  SELECT unnest(search_words_of("title", "skills", "categories")) AS w FROM "Job"
  UNION ALL
  SELECT unnest(search_words_of("title", "skills", "categories")) FROM "ProviderProfile"
) x GROUP BY w;
SELECT search_phrases_apply('{}', coalesce(array_agg(e), '{}')) FROM (
  SELECT unnest(search_phrases_of("status", "title", "skills")) AS e FROM "Job"
) x;
