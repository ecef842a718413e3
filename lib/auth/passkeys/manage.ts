import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { assertReauth, type ReauthInput } from "@/lib/auth/reauth";
import { PASSKEY_MSG } from "@/lib/auth/passkeys/messages";
import type { User } from "@/lib/generated/prisma/client";

export type PasskeyDto = { id: string; name: string; createdAt: string; lastUsedAt: string | null; deviceType: string; backedUp: boolean };

/** user/get_passkeys: the account's passkeys, newest first. */
export async function listPasskeys(userId: string): Promise<{ passkeys: PasskeyDto[] }> {
  const rows = await db.passkeyCredential.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: { id: true, name: true, createdAt: true, lastUsedAt: true, deviceType: true, backedUp: true },
  });
  return {
    passkeys: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), lastUsedAt: r.lastUsedAt?.toISOString() ?? null })),
  };
}

/** user/passkey_rename: a new name for one of the account's own passkeys (another's answers 404). */
export async function renamePasskey(userId: string, input: { id: string; name: string }) {
  const done = await db.passkeyCredential.updateMany({ where: { id: input.id, userId }, data: { name: input.name } });
  if (done.count !== 1) throw notFound(PASSKEY_MSG.NotFound);
  return { message: PASSKEY_MSG.Renamed };
}

/** user/passkey_delete: the password again (and a code when two-step sign-in is on); own passkeys only. */
export async function deletePasskey(user: User, input: { id: string } & ReauthInput) {
  const own = await db.passkeyCredential.findFirst({ where: { id: input.id, userId: user.id }, select: { id: true } });
  if (!own) throw notFound(PASSKEY_MSG.NotFound);
  await assertReauth(user, input);
  const done = await db.passkeyCredential.deleteMany({ where: { id: input.id, userId: user.id } });
  if (done.count !== 1) throw notFound(PASSKEY_MSG.NotFound);
  return { message: PASSKEY_MSG.Removed };
}
