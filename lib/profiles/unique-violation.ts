// Prisma's unique-violation (P2002) tells which constraint fired in different places depending on the
// driver adapter (meta.target, or the adapter error's cause); look at all of it.
export function uniqueViolationOn(err: unknown, field: "email" | "social"): boolean {
  if (!err || typeof err !== "object" || (err as { code?: string }).code !== "P2002") return false;
  const text = JSON.stringify((err as { meta?: unknown }).meta ?? {}) + String((err as Error).message ?? "");
  return field === "email" ? /email/i.test(text) : /social/i.test(text);
}
