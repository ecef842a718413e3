import { Prisma } from "@/lib/generated/prisma/client";
import { JOB_STATUS } from "@/lib/jobs/states";

/**
 * The open status written into the SQL text, never as a parameter: the search indexes are partial
 * (`WHERE "status" = 0`) and the planner only uses them when the query says so literally.
 */
export const OPEN_STATUS_SQL = Prisma.raw(String(JOB_STATUS.open));
