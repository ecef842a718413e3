// Who may see the operations screens (/admin/**): an admin with two-step sign-in on, as the admin/* calls
// require (lib/http/route.ts). Signed out → the sign-in page; anyone else → not found; an admin without the
// second step → the set-up notice instead of the screen.
import { cache } from "react";
import { notFound, redirect } from "next/navigation";
import { getSessionUser } from "@/lib/session/current-user";
import { ADMIN_SECOND_STEP } from "@/lib/http/route";

export type AdminAccess = { ok: true; adminId: string } | { ok: false; message: string };

export const requireAdmin = cache(async (path: string): Promise<AdminAccess> => {
  const user = await getSessionUser();
  if (!user) redirect(`/?next=${encodeURIComponent(path)}`);
  if (user.type !== "admin") notFound();
  if (!user.totpEnabledAt) return { ok: false, message: ADMIN_SECOND_STEP };
  return { ok: true, adminId: user.id };
});
