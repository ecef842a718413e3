// Replacement semantics for the education and work-experience lists of user/update_provider: the list
// sent is the new list. Rows whose `_id` belongs to the user are updated, the others created, and the
// user's rows missing from the list deleted. Runs inside the caller's transaction.
import "server-only";
import type { Tx } from "@/lib/db";
import type { EducationInput, EmploymentInput } from "@/lib/profiles/schemas";

export async function replaceEducations(tx: Tx, userId: string, items: EducationInput[]) {
  const own = new Set((await tx.education.findMany({ where: { userId }, select: { id: true } })).map((r) => r.id));
  const kept = items.filter((i) => i._id && own.has(i._id)).map((i) => i._id as string);
  await tx.education.deleteMany({ where: { userId, id: { notIn: kept } } });
  for (const { _id, ...data } of items) {
    const row = {
      name: data.name,
      degree: data.degree,
      fieldOfStudy: data.fieldOfStudy,
      description: data.description ?? "",
      from: data.from as number,
      to: data.to,
    };
    if (_id && own.has(_id)) await tx.education.update({ where: { id: _id }, data: row });
    else await tx.education.create({ data: { ...row, userId } });
  }
}

export async function replaceEmployments(tx: Tx, userId: string, items: EmploymentInput[]) {
  const own = new Set((await tx.employment.findMany({ where: { userId }, select: { id: true } })).map((r) => r.id));
  const kept = items.filter((i) => i._id && own.has(i._id)).map((i) => i._id as string);
  await tx.employment.deleteMany({ where: { userId, id: { notIn: kept } } });
  for (const { _id, ...data } of items) {
    const row = { company: data.company, role: data.role, description: data.description ?? "", from: data.from as number, to: data.to };
    if (_id && own.has(_id)) await tx.employment.update({ where: { id: _id }, data: row });
    else await tx.employment.create({ data: { ...row, userId } });
  }
}

/** Rows for a nested `create` (sign-up: there is nothing to replace yet). */
export const educationRows = (items: EducationInput[]) =>
  items.map((e) => ({
    name: e.name,
    degree: e.degree,
    fieldOfStudy: e.fieldOfStudy,
    description: e.description ?? "",
    from: e.from as number,
    to: e.to,
  }));

export const employmentRows = (items: EmploymentInput[]) =>
  items.map((e) => ({ company: e.company, role: e.role, description: e.description ?? "", from: e.from as number, to: e.to }));
