-- Hardening: durations keep their decimals, and contract totals follow the pay type.
--
-- 1. Durations (hours for Hourly jobs, days for Fixed jobs) were whole numbers, so "5.5 hours" could not
--    be stored (the job form turned it into 55). They become DOUBLE PRECISION with at most two decimals;
--    the app refuses more (lib/money/parse.ts), these CHECKs hold the line for any other writer.
ALTER TABLE "Job" ALTER COLUMN "duration" SET DATA TYPE DOUBLE PRECISION;
ALTER TABLE "Proposal" ALTER COLUMN "duration" SET DATA TYPE DOUBLE PRECISION;
ALTER TABLE "Contract" ALTER COLUMN "duration" SET DATA TYPE DOUBLE PRECISION;

ALTER TABLE "Job" ADD CONSTRAINT "Job_duration_hundredths_check"
  CHECK (abs("duration" * 100 - round("duration" * 100)) < 0.000001);
ALTER TABLE "Proposal" ADD CONSTRAINT "Proposal_duration_hundredths_check"
  CHECK (abs("duration" * 100 - round("duration" * 100)) < 0.000001);
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_duration_hundredths_check"
  CHECK (abs("duration" * 100 - round("duration" * 100)) < 0.000001);

-- 2. Fixed-price totals. A contract's total is computed on every read from its stored parts
--    (lib/jobs/format.ts contractTotalCents: Fixed = price + extra pay; Hourly = rate × hours + extra pay);
--    no total, and no sum of totals (User.statistics totalPaid / totalEarned), is stored in any table of
--    this schema, so correcting the formula corrects every existing contract at once and there are no
--    stored totals to rewrite. (A Fixed contract's stored price already is the whole amount: the hire
--    copies the proposal's price.) Should a later migration store totals, it must compute them this way.
