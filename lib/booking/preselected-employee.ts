// New Booking Request opened from an employee's profile (?employee=<id>): that person, when they are an
// employee with a live account, starts out selected in the wizard's Employees step.
import "server-only";
import { db } from "@/lib/db";
import { displayName } from "@/lib/accounts/dto";

export async function preselectedEmployee(id: string | undefined): Promise<{ _id: string; name: string } | null> {
  if (!id || id.length > 64) return null;
  const u = await db.user.findFirst({
    where: { id, type: "provider", deletedAt: null },
    select: { id: true, firstName: true, lastName: true, company: true, accountType: true },
  });
  return u ? { _id: u.id, name: displayName(u) || "Gigline member" } : null;
}
