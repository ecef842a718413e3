// POST /api/notice/reply_notice {noticeId, text (2–2000)} – the person Gigline acted on replies to its notice,
// once (a second reply answers 409); the reply shows in the queue item's detail view.
import { route } from "@/lib/http/route";
import { noticeReplySchema } from "@/lib/admin/queues/schemas";
import { replyToNotice } from "@/lib/admin/queues/notices";

export const POST = route({ input: noticeReplySchema }, async ({ user, input }) => ({ notice: await replyToNotice(user.id, input) }));
