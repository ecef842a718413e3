// POST /api/notice/reply_by_link {token, text (2–2000)} – signed out: the person a standing notice went to
// (a suspended or closed account cannot sign in) replies once from the e-mail's signed link; a second reply, by
// the link or signed in, answers 409; an altered or expired link 400 (lib/admin/queues/notice-link.ts). Signed
// out, so limited per address: 20 tries in 10 minutes, then 429.
import { route } from "@/lib/http/route";
import { clientIp, enforce } from "@/lib/http/rate-limit";
import { noticeLinkReplySchema } from "@/lib/admin/queues/schemas";
import { replyByLink } from "@/lib/admin/queues/notices";

export const POST = route({ auth: false, input: noticeLinkReplySchema }, async ({ req, input }) => {
  await enforce([{ key: `notice-reply:ip:${clientIp(req)}`, limit: 20, windowSeconds: 600 }], "replies");
  return { notice: await replyByLink(input) };
});
