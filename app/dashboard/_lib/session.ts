// The signed-in user of a dashboard page. proxy.ts only checks that a session cookie exists; here the session
// is checked against the database (session version, deletion) and an invalid one goes to /logout, which clears
// the cookie so the proxy does not bounce the browser back. React's cache() makes the layout and the page of
// one request share one lookup.
import { cache } from "react";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { userWithProfile } from "@/lib/accounts/dto";

export const requireUser = cache(async () => {
  const user = await getSessionUser();
  if (!user) redirect("/logout");
  return user;
});

/** The signed-in user with the provider profile, educations, employments and resume. */
export const requireUserWithProfile = cache(async () => {
  const { id } = await requireUser();
  const user = await db.user.findUnique({ where: { id }, include: userWithProfile });
  if (!user || user.deletedAt) redirect("/logout");
  return user;
});

/** Another person's profile for the detail pages; deleted accounts do not exist for others. */
export async function findProfile(id: string) {
  if (!id || id.length > 64) return null;
  const user = await db.user.findUnique({ where: { id }, include: userWithProfile });
  return user && !user.deletedAt ? user : null;
}
