import { Prisma } from "@/lib/generated/prisma/client";

/** A unique constraint refused the write (e.g. a second proposal, contract or review for the same job). */
export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
}
