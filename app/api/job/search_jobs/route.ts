// POST /api/job/search_jobs – the spec's job-area name of search/jobs: the same call, the same answer.
export { POST } from "@/app/api/search/jobs/route";
