// chat/block_user and chat/unblock_user: a block stops new messages between the two either way; their
// channel stays readable. Both are recorded (ChatBlock rows, with the time).
import { db } from "@/lib/db";
import { assertMessageable } from "@/lib/chat/access";

export async function blockUser(userId: string, otherId: string) {
  await assertMessageable(db, userId, otherId);
  await db.chatBlock.upsert({
    where: { blockerId_blockedId: { blockerId: userId, blockedId: otherId } },
    create: { blockerId: userId, blockedId: otherId },
    update: {},
    select: { createdAt: true },
  });
  return { blocked: true };
}

export async function unblockUser(userId: string, otherId: string) {
  await db.chatBlock.deleteMany({ where: { blockerId: userId, blockedId: otherId } });
  return { blocked: false };
}
