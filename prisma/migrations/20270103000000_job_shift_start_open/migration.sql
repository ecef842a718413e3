-- The search's "When" filter: open dated jobs by the instant their shift starts (partial, like the other
-- search indexes; the search writes `"status" = 0` literally so that the planner uses it).
CREATE INDEX "Job_shiftStart_open_idx" ON "Job" ("shiftStart") WHERE "status" = 0 AND "shiftStart" IS NOT NULL;
