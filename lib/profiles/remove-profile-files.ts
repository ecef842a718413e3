// For account deletion: the storage keys of a user's photo, company logo and resume. Read them before (or inside) the
// deleting transaction, and remove the files after it commits, so a failed deletion never loses files:
//   const keys = await profileFileKeys(user.id, tx);  …commit…  await removeFiles(keys);  (profile-files.ts)
import "server-only";
import { db, type Tx } from "@/lib/db";
import { avatarKey } from "@/lib/profiles/profile-files";

export async function profileFileKeys(userId: string, client: Tx | typeof db = db): Promise<string[]> {
  const user = await client.user.findUnique({
    where: { id: userId },
    select: { avatar: true, companyLogo: true, resume: { select: { storageKey: true } } },
  });
  if (!user) return [];
  return [avatarKey(user.avatar), avatarKey(user.companyLogo), user.resume?.storageKey].filter((k): k is string => Boolean(k));
}
