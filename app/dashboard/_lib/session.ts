// The signed-in user of a dashboard page. proxy.ts only checks that a session cookie exists; here the session
// is checked against the database (session version, deletion) and an invalid one goes to /logout, which clears
// the cookie so the proxy does not bounce the browser back. React's cache() makes the layout and the page of
// one request share one lookup.
import { cache } from "react";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/session/current-user";
import { findUserWithProfile } from "@/lib/profiles/queries";

export const requireUser = cache(async () => {
  const user = await getSessionUser();
  if (!user) redirect("/logout");
  return user;
});

/** The signed-in user with the provider profile, educations, employments and resume. */
export const requireUserWithProfile = cache(async () => {
  const { id } = await requireUser();
  const user = await findUserWithProfile(id);
  if (!user) redirect("/logout");
  return user;
});
