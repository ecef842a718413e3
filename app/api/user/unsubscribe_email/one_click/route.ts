// POST /api/user/unsubscribe_email/one_click?token=… – RFC 8058 one-click unsubscribe: the address of an event
// e-mail's List-Unsubscribe header, which a mail program POSTs to with the form body
// "List-Unsubscribe=One-Click" and no cookie. The token is in the address; the body is not needed (read and
// dropped under a small cap). Answers JSON like every call.
import { readBodyCapped } from "@/lib/http/body";
import { errorResponse } from "@/lib/http/route";
import { unsubscribeWithToken } from "@/lib/notifications/unsubscribe";

export async function POST(req: Request) {
  try {
    await readBodyCapped(req, 4096);
    const answer = await unsubscribeWithToken(new URL(req.url).searchParams.get("token"));
    return Response.json({ result: true, ...answer }, { headers: { "cache-control": "no-store" } });
  } catch (err) {
    return errorResponse(err);
  }
}
