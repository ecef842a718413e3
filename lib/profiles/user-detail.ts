// What a profile screen shows of a person (public view: never e-mail or phone): the user with profile,
// educations and employments, their statistics and their jobs (employer: their jobs; employee: the Job
// History). ONE function for user/get_user_detail and the dashboard's detail-employee/detail-employer pages.
// Reads: the user (one statement, relations joined), then statistics and projects side by side.
import { cache } from "react";
import { toPublicUserDto } from "@/lib/accounts/dto";
import { jobStatisticsOf } from "@/lib/jobs/statistics";
import { listUserProjects } from "@/lib/jobs/list-user-projects";
import type { Viewer } from "@/lib/jobs/dto";
import { findUserWithProfile } from "@/lib/profiles/queries";
import { readAvailability } from "@/lib/availability/availability";

export type UserDetail = NonNullable<Awaited<ReturnType<typeof getUserDetail>>>;

/** The detail of a live user as `viewer` sees it, or null when there is no such (live) user. */
export async function getUserDetail(userId: string, viewer: Viewer | null) {
  if (!userId || userId.length > 64) return null;
  const found = await findUserWithProfile(userId);
  if (!found) return null;
  const [statistics, { projects, total }, availability] = await Promise.all([
    jobStatisticsOf(found.id),
    listUserProjects(found.id, viewer, found.type),
    found.type === "provider" ? readAvailability(found.id) : Promise.resolve(null),
  ]);
  return {
    type: found.type,
    user: toPublicUserDto(found, statistics),
    /** employer: their jobs (Open / Active / Completed tabs); employee: their job history */
    projects,
    /** completed jobs */
    total,
    /** employee: weekly and no-repeat parts as entered, and the next two weeks as UTC instants (employer: null) */
    availability,
  };
}

/** The same, shared by a page and its generateMetadata within one request. */
export const getUserDetailForPage = cache(getUserDetail);
