// POST /api/chat/block_user – no new messages between the caller and userId, either way (userId)
import { route } from "@/lib/http/route";
import { blockSchema } from "@/lib/chat/schemas";
import { blockUser } from "@/lib/chat/block-user";

export const POST = route({ input: blockSchema }, async ({ user, input }) => blockUser(user.id, input.userId));
