// POST /api/webhooks/stripe – Stripe's events (and the sandbox processor's, signed alike). Not a user call:
// no session, no JSON parsing before the signature check (the signature covers the exact raw bytes).
import { NextResponse } from "next/server";
import { readBodyCapped } from "@/lib/http/body";
import { errorResponse } from "@/lib/http/route";
import { receiveStripeWebhook } from "@/lib/money/processors/receive-stripe-webhook";

const MAX_BYTES = 512 * 1024;

export async function POST(req: Request) {
  try {
    const bytes = await readBodyCapped(req, MAX_BYTES);
    const raw = new TextDecoder().decode(bytes);
    const answer = await receiveStripeWebhook(raw, req.headers.get("stripe-signature"));
    return NextResponse.json(answer.body, { status: answer.status, headers: { "cache-control": "no-store" } });
  } catch (err) {
    return errorResponse(err);
  }
}
