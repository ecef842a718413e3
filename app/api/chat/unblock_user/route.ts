// POST /api/chat/unblock_user – lifts the caller's block of userId (userId)
import { route } from "@/lib/http/route";
import { blockSchema } from "@/lib/chat/schemas";
import { unblockUser } from "@/lib/chat/block-user";

export const POST = route({ input: blockSchema }, async ({ user, input }) => unblockUser(user.id, input.userId));
