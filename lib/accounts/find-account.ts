import "server-only";
import { db } from "@/lib/db";
import { normalizeEmail } from "@/lib/accounts/assert-email-available";
import type { User } from "@/lib/generated/prisma/client";

/**
 * The live (not deleted) account with this e-mail. Addresses are stored lower-cased (every schema's
 * emailField lower-cases), so an exact match on the normalised address uses the unique index.
 */
export function findActiveUserByEmail(email: string): Promise<User | null> {
  return db.user.findFirst({ where: { email: normalizeEmail(email), deletedAt: null } });
}
