// POST /api/webhooks/checkr – Checkr's events (and the sandbox screening partner's, signed alike). Not a user
// call: no session, no JSON parsing before the signature check (X-Checkr-Signature covers the exact raw bytes).
import { NextResponse } from "next/server";
import { readBodyCapped } from "@/lib/http/body";
import { errorResponse } from "@/lib/http/route";
import { receiveCheckrWebhook } from "@/lib/screening/receive-webhook";

const MAX_BYTES = 512 * 1024;

export async function POST(req: Request) {
  try {
    const bytes = await readBodyCapped(req, MAX_BYTES);
    const raw = new TextDecoder().decode(bytes);
    const answer = await receiveCheckrWebhook(raw, req.headers.get("x-checkr-signature"));
    return NextResponse.json(answer.body, { status: answer.status, headers: { "cache-control": "no-store" } });
  } catch (err) {
    return errorResponse(err);
  }
}
